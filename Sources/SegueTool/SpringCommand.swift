import ArgumentParser
import Foundation
import Motion
import SegueCapture
import SegueFuzz
import SegueScript

public struct SpringCommand: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "spring",
            abstract: "Print a spring's motion from 0 to 1 frame by frame as CSV, or draw it as a PNG chart.",
            discussion: """
                Give the spring in exactly one of three ways:
                  --damping-ratio Z --duration T
                      UIKit's Spring(dampingRatio:duration:): the motion from rest settles
                      within 0.1 % of the distance after T seconds.
                  --damping-ratio Z --response R
                      SwiftUI's Spring(dampingRatio:response:): R is the undamped period.
                  --mass M --stiffness K --damping C
                      the raw coefficients of m·x″ + c·x′ + k·x = 0 (all three).

                The value moves from 0 to the target 1, so positions are fractions of the
                move and velocities are distance per second. --velocity is UIKit's
                normalised initialSpringVelocity, which for a distance of 1 is the same.

                --csv prints the header `t,position,velocity`, then one row per frame at
                --fps from t = 0, six decimals each. Every frame solves the spring exactly
                from the current state (Motion's SpringAnimation) with the unit-less rest
                threshold: within 0.001 of the target and slower than 0.01 per second.
                The last row is the frame that comes to rest, exactly `1.000000,0.000000`.
                A spring still moving after \(Int(SpringRun.longestTime)) s of simulated time is an error.

                --png FILE draws the same motion: position and velocity against time on
                a \(Int(SpringChart.size.width))×\(Int(SpringChart.size.height))-point card, at --scale pixels per point (2 by default).

                Examples:
                  \(CommandLine.programName) spring --damping-ratio 0.75 --duration 0.6 --csv
                  \(CommandLine.programName) spring --damping-ratio 0.5 --response 0.4 --velocity 2 --png a.png
                  \(CommandLine.programName) spring --mass 1 --stiffness 170 --damping 26 --fps 120 --csv
                """)
    }

    @Option(
        name: .customLong("damping-ratio"), parsing: .unconditional,
        help:
            "ζ, above 0 and at most 100: 1 is critically damped, below 1 bounces, above 1 creeps. Needs --duration or --response."
    )
    public var dampingRatio: Double?

    @Option(
        parsing: .unconditional,
        help: "UIKit's settling time in seconds, 0.001…60 (with --damping-ratio).")
    public var duration: Double?

    @Option(
        parsing: .unconditional,
        help: "SwiftUI's response, the undamped period in seconds, 0.001…60 (with --damping-ratio).")
    public var response: Double?

    @Option(parsing: .unconditional, help: "The mass m, 0.001…1000 (with --stiffness and --damping).")
    var mass: Double?

    @Option(parsing: .unconditional, help: "The stiffness k, 0.001…1000000 (with --mass and --damping).")
    var stiffness: Double?

    @Option(parsing: .unconditional, help: "The damping c, 0…1000000 (with --mass and --stiffness).")
    var damping: Double?

    @Option(
        parsing: .unconditional,
        help:
            "Initial velocity, UIKit-normalised: fractions of the distance per second, within ±1000 (negative moves away first)."
    )
    public var velocity: Double = 0

    @Option(help: "Frames per second, 1…1000.")
    public var fps: Int = 60

    @Flag(help: "Print the frames as CSV.")
    public var csv = false

    @Option(help: ArgumentHelp("Draw the motion into this PNG file instead.", valueName: "file"))
    public var png: String?

    @Option(parsing: .unconditional, help: "Pixels per point of the PNG, 1…4.")
    public var scale: Double = 2

    @Option(help: "The folder holding Fonts/ (for --png).")
    public var resources: String?

    public func validate() throws {
        _ = try makeSpring()
        try require(velocity, "--velocity", Limits.velocity)
        guard (1...1000).contains(fps) else { throw ValidationError("--fps must be within 1…1000, found \(fps)") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale must be within 1…4, found \(scale)") }
        switch (csv, png) {
        case (true, .some): throw ValidationError("--csv and --png conflict: give one of them")
        case (false, nil): throw ValidationError("give --csv to print the frames or --png FILE to draw them")
        case (false, .some(let file)) where file.isEmpty: throw ValidationError("--png needs a file name")
        case (false, .some(let file)):
            try validateOption { try OutputFile.validate(file, option: "--png", what: "the PNG file") }
        default: break
        }
    }

    /// The spring the options describe, or a validation error naming what conflicts, what is
    /// missing or which number is out of range.
    func makeSpring() throws -> SpringSetup {
        let ratioForm = [("--duration", duration), ("--response", response)].filter { $0.1 != nil }
        let coefficients = [("--mass", mass), ("--stiffness", stiffness), ("--damping", damping)]
        let given = coefficients.filter { $0.1 != nil }.map(\.0)
        if !given.isEmpty && (dampingRatio != nil || !ratioForm.isEmpty) {
            let other = (dampingRatio != nil ? ["--damping-ratio"] : []) + ratioForm.map(\.0)
            throw ValidationError(
                "\(list(given)) conflict\(given.count == 1 ? "s" : "") with \(list(other)): "
                    + "give the spring either as --damping-ratio with --duration or --response, "
                    + "or as --mass, --stiffness and --damping")
        }
        if !given.isEmpty {
            let missing = coefficients.filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty else {
                throw ValidationError(
                    "\(list(given)) also need\(given.count == 1 ? "s" : "") \(list(missing)): "
                        + "--mass, --stiffness and --damping go together")
            }
            let (m, k, c) = (mass!, stiffness!, damping!)
            try require(m, "--mass", Limits.mass)
            try require(k, "--stiffness", Limits.stiffness)
            try require(c, "--damping", Limits.damping)
            return SpringSetup(spring: Spring(mass: m, stiffness: k, damping: c), form: .coefficients)
        }
        if ratioForm.count == 2 {
            throw ValidationError("--duration and --response conflict: give one of them with --damping-ratio")
        }
        guard let ratio = dampingRatio else {
            if let only = ratioForm.first {
                throw ValidationError("\(only.0) needs --damping-ratio")
            }
            throw ValidationError(
                "no spring given: pass --damping-ratio with --duration or --response, "
                    + "or --mass, --stiffness and --damping")
        }
        try require(ratio, "--damping-ratio", Limits.dampingRatio, aboveLowerBound: true)
        if let duration {
            try require(duration, "--duration", Limits.seconds)
            return SpringSetup(
                spring: Spring(dampingRatio: ratio, duration: duration),
                form: .duration(ratio: ratio, duration: duration))
        }
        if let response {
            try require(response, "--response", Limits.seconds)
            return SpringSetup(
                spring: Spring(dampingRatio: ratio, response: response),
                form: .response(ratio: ratio, response: response))
        }
        throw ValidationError("--damping-ratio needs --duration (UIKit) or --response (SwiftUI)")
    }

    /// The ranges the numbers may take: every UI spring fits, and within them the closed forms
    /// stay finite and Motion's `Spring` preconditions hold, so no value can trap.
    public enum Limits {
        /// ζ, dimensionless; the lower bound itself is excluded.
        public static let dampingRatio = 0.0...100
        /// `--duration` and `--response`, seconds.
        public static let seconds = 0.001...60
        /// Mass units.
        static let mass = 0.001...1000
        /// Mass units per second squared.
        static let stiffness = 0.001...1_000_000
        /// Mass units per second.
        static let damping = 0.0...1_000_000
        /// Fractions of the distance per second.
        public static let velocity = -1000.0...1000
    }

    private func require(
        _ value: Double, _ name: String, _ range: ClosedRange<Double>,
        aboveLowerBound: Bool = false
    ) throws {
        let ok = range.contains(value) && !(aboveLowerBound && value == range.lowerBound)
        guard ok else {
            let low = String(format: "%g", range.lowerBound), high = String(format: "%g", range.upperBound)
            let bounds = aboveLowerBound ? "above \(low) and at most \(high)" : "within \(low)…\(high)"
            throw ValidationError("\(name) must be a finite number \(bounds), found \(String(format: "%g", value))")
        }
    }

    /// "a", "a and b", "a, b and c".
    private func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    public func run() throws {
        let setup = try makeSpring()
        let motion = try SpringRun(spring: setup.spring, velocity: velocity, fps: fps)
        if let png {
            try SpringChart(setup: setup, run: motion, velocity: velocity)
                .write(to: png, scale: CGFloat(scale), resources: resources)
        } else {
            print(motion.csv, terminator: "")
        }
    }
}

/// A spring and the parameters it was given by, for the chart's caption.
public struct SpringSetup {
    public enum Form {
        case duration(ratio: Double, duration: Double)
        case response(ratio: Double, response: Double)
        case coefficients
    }

    public let spring: Spring
    public let form: Form
}

/// A spring animated from 0 to 1, one exact step per frame until it rests.
public struct SpringRun {
    public struct Row {
        public let time: Double, position: Double, velocity: Double
    }

    /// Simulated seconds after which a spring that has not come to rest is an error.
    static let longestTime = 60.0

    public struct NeverRests: Error, CustomStringConvertible {
        public let spring: Spring
        public var description: String {
            String(
                format: "the spring (ζ %.4g, k %.4g, c %.4g) is not at rest after %.0f s of simulated time; ",
                spring.dampingRatio, spring.stiffness, spring.damping, SpringRun.longestTime)
                + (spring.damping == 0
                    ? "with --damping 0 it oscillates forever, so give it some damping"
                    : "give it more stiffness or a damping ratio nearer 1")
        }
    }

    public let spring: Spring
    public let fps: Int
    public let rows: [Row]

    /// Steps `SpringAnimation` (unit-less rest threshold) at `fps` from 0 towards 1, starting at
    /// `velocity` fractions of the distance per second.
    public init(spring: Spring, velocity: Double, fps: Int) throws {
        var animation = SpringAnimation(
            spring: spring, value: 0, target: 1, velocity: .normalized(velocity),
            restThreshold: .unitless)
        var rows = [Row(time: 0, position: animation.value, velocity: animation.velocity)]
        let lastFrame = Int(SpringRun.longestTime) * fps
        var frame = 0
        var resting = false
        while !resting {
            guard frame < lastFrame else { throw NeverRests(spring: spring) }
            frame += 1
            resting = animation.step(by: 1 / Double(fps))
            rows.append(Row(time: Double(frame) / Double(fps), position: animation.value, velocity: animation.velocity))
        }
        (self.spring, self.fps, self.rows) = (spring, fps, rows)
    }

    /// When the motion comes to rest, in seconds.
    var restTime: Double { rows.last!.time }

    /// `t,position,velocity` and one line per frame, six decimals each.
    public var csv: String {
        func f(_ v: Double) -> String {
            let s = String(format: "%.6f", v)
            return s == "-0.000000" ? "0.000000" : s
        }
        var out = "t,position,velocity\n"
        out.reserveCapacity(rows.count * 32)
        for row in rows { out += "\(f(row.time)),\(f(row.position)),\(f(row.velocity))\n" }
        return out
    }
}
