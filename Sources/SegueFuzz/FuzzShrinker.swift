import SegueScript
import ViewKit

/// Shrinks a failing burst to a short script that still fails the same check: removes chunks
/// of commands, halving the chunk size when no chunk can go (delta debugging), then single
/// commands, then pairs (a press and its release, or a key pressed twice, go only together),
/// replaying each candidate from a fresh app.
public struct FuzzShrinker {
    public let scene: String
    public let check: RestCheck
    public let world: FuzzWorld
    /// Replays allowed, so a pathological failure cannot shrink for ever.
    var budget = 600
    public private(set) var replays = 0

    public init(scene: String, check: RestCheck, world: FuzzWorld) {
        (self.scene, self.check, self.world) = (scene, check, world)
    }

    /// The shortest failing script found from `commands` (the burst without its ending; each
    /// candidate gets the ending that fits it). Returns it with its ending, and the failure.
    public mutating func shrink(_ commands: [InputScript.Command]) throws -> (
        commands: [InputScript.Command], failure: RestFailure?
    ) {
        var current = commands
        var failure = try reproduces(current)
        while true {
            (current, failure) = try removingChunks(from: current, failure: failure)
            guard replays < budget, let smaller = try withoutAPair(of: current) else { break }
            (current, failure) = smaller
        }
        return (FuzzShrinker.withEnding(current), failure)
    }

    /// Delta debugging: removes chunks of `commands` while it still fails, halving the chunk
    /// when none can go, down to single commands.
    private mutating func removingChunks(from commands: [InputScript.Command], failure: RestFailure?) throws -> (
        [InputScript.Command], RestFailure?
    ) {
        var (current, failure) = (commands, failure)
        var parts = 2
        while !current.isEmpty, replays < budget {
            let chunk = (current.count + parts - 1) / parts
            var removedOne = false
            for start in stride(from: 0, to: current.count, by: chunk) where replays < budget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if let found = try reproduces(candidate) {
                    (current, failure, removedOne) = (candidate, found, true)
                    parts = max(parts - 1, 2)
                    break
                }
            }
            if !removedOne {
                if chunk == 1 { break }
                parts = min(parts * 2, current.count)
            }
        }
        return (current, failure)
    }

    /// `commands` with some two of them removed, when that still fails, trying the inputs (not
    /// the waits) nearest each other first; nil when no pair can go.
    private mutating func withoutAPair(of commands: [InputScript.Command]) throws -> (
        [InputScript.Command], RestFailure?
    )? {
        let inputs = commands.indices.filter { index in
            guard case .input = commands[index] else { return false }
            return true
        }
        for gap in 1..<max(inputs.count, 1) {
            for k in 0..<(inputs.count - gap) where replays < budget {
                var candidate = commands
                candidate.remove(at: inputs[k + gap])
                candidate.remove(at: inputs[k])
                if let found = try reproduces(candidate) { return (candidate, found) }
            }
        }
        return nil
    }

    /// The failure when `commands` (plus its ending) still fails the same check.
    private mutating func reproduces(_ commands: [InputScript.Command]) throws -> RestFailure? {
        replays += 1
        // Drawing is only replayed when it is what failed: the other checks read the view tree.
        let failure = try FuzzBurst.replay(
            FuzzShrinker.withEnding(commands), scene: scene, in: world,
            rasterizes: check == .drawing)
        return failure?.check == check ? failure : nil
    }

    /// `commands` followed by the burst ending that fits them.
    public static func withEnding(_ commands: [InputScript.Command]) -> [InputScript.Command] {
        commands + FuzzBurst.ending(after: commands)
    }
}
