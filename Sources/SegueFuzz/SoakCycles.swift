import Foundation
import SegueScript
import ViewKit

/// What a soak repeats in one app, driven through `SoakDriver` on the virtual clock.
public protocol SoakCycles {
    /// Shows what loads on first show (every tab, say), so that it is in the baseline counts.
    func warmUp(_ driver: SoakDriver) throws
    /// Runs cycle `index` (from 0), leaving the app where the next can start, and returns what
    /// it ran, for messages ("card ended escape").
    func runCycle(_ index: Int, on driver: SoakDriver) throws -> String
    /// What the cycles are, for messages: "the script curtain.txt"; "the app's soak cycle" unless
    /// they say otherwise.
    var name: String { get }
}

extension SoakCycles {
    public var name: String { "the app's soak cycle" }
}

/// An app with soak cycles of its own, which `soak` runs unless `--script` gives others.
public protocol SoakableApp: ScriptableApp {
    /// The cycles, over what this app loaded.
    func soakCycles() -> any SoakCycles
    /// `soak --help`'s one line: what the cycles do.
    static var soakAbstract: String { get }
    /// The first sentences of `soak --help`'s discussion: what a cycle is, in order.
    static var soakCycleDescription: String { get }
}

/// Cycles that play a script's steps each time, then let the app come to rest: the script
/// must leave the app where it started (present something, then dismiss it).
public struct ScriptSoakCycles: SoakCycles {
    public let script: InputScript

    public init(script: InputScript) { self.script = script }

    public func warmUp(_ driver: SoakDriver) throws { try driver.settle() }

    public var name: String { "the script \(script.sourceName)" }

    public func runCycle(_ index: Int, on driver: SoakDriver) throws -> String {
        for step in script.steps { try driver.perform(step.command) }
        try driver.settle()
        return "\(script.sourceName) (cycle \(index + 1))"
    }
}

extension SoakDriver {
    /// Runs one script command as the player runs it. Shots, strips, `final` lines and a
    /// recording's frame times do nothing here, and a step's time is ignored: cycles repeat,
    /// so only the order of steps matters.
    public func perform(_ command: InputScript.Command) throws {
        switch command {
        case let .input(event):
            send(event)
            try runFrames(1)
        case let .tap(p): try tap(p)
        case let .press(p, duration): try press(p, seconds: duration)
        case let .drag(from, to, duration): try drag(from: from, to: to, seconds: duration)
        case let .wait(seconds): try runFrames(max(1, Int((seconds / SoakDriver.frameInterval).rounded())))
        case let .waitFrames(frames): try runFrames(frames)
        case let .moveOver(from, to, frames):
            for i in 1...frames {
                try runFrames(1)
                let f = CGFloat(i) / CGFloat(frames)
                send(.pointerMove(CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
            }
        case let .fingers(gesture):
            for event in gesture.eventsAtStart { send(event) }
            for i in 1...gesture.frames {
                try runFrames(1)
                for event in gesture.events(afterFrame: i) { send(event) }
            }
        case .shot, .strip, .accessibility, .expectFinal, .expectState, .frameTime: break
        }
    }
}

/// The soak was given nothing to repeat.
public struct SoakSetupError: BadInputError, CustomStringConvertible {
    public let description: String
}
