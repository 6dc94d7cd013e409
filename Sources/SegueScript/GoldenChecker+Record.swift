import Foundation
import SDLBackend

/// Record mode: a missing or changed golden is written from the shot, and named, instead of
/// failing. `run-script --check DIR --record-goldens` and `screenshot … --record-goldens` ask
/// for it on the command line; `SEGUE_RECORD_GOLDENS=1` asks for it in tests (SegueTesting's
/// `assertGolden`, or ``HeadlessSession/checkGolden(_:goldens:tolerance:recording:)``).
extension GoldenChecker {
    /// The environment variable that turns record mode on for tests: set to anything but
    /// empty or `0`.
    public static let recordVariable = "SEGUE_RECORD_GOLDENS"

    /// Whether `environment` (the process's by default) asks tests to record goldens.
    public static func recordingRequested(
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        guard let value = environment[recordVariable] else { return false }
        return !value.isEmpty && value != "0"
    }

    /// What comparing a shot with its golden came to.
    public enum Outcome: Equatable {
        /// The shot matches its golden within the tolerance.
        case matched
        /// The shot differs from its golden, or has none; the message says how, and where the
        /// diff image is.
        case mismatched(String)
        /// Record mode wrote the shot as its golden; the message names the golden and why:
        /// there was none, or the old one differed (and how).
        case recorded(String)

        /// The message, nil when the shot matched.
        public var message: String? {
            switch self {
            case .matched: return nil
            case let .mismatched(message), let .recorded(message): return message
            }
        }
    }

    /// Compares `shot` with the golden of the same name. When `recording`, a missing golden,
    /// or one that differs (in size or in more than `tolerance`), is replaced by the shot, and
    /// the goldens folder is created when missing; a golden within the tolerance is left as it
    /// is, so recording again never churns files that still pass.
    public func outcome(of shot: URL, recording: Bool) -> Outcome {
        guard let mismatch = check(shot) else { return .matched }
        guard recording else { return .mismatched(mismatch) }
        let name = shot.lastPathComponent
        let golden = goldens.appendingPathComponent(name)
        let existed = FileManager.default.fileExists(atPath: golden.path)
        do {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try writeOutput(Array(try Data(contentsOf: shot)), to: golden.path)
        } catch {
            return .mismatched("\(mismatch); recording it failed: \(error)")
        }
        guard existed else { return .recorded("\(name): recorded a new golden at \(golden.path)") }
        // The check's message begins with the name; what follows says how the old one differed.
        let how = mismatch.hasPrefix(name + ": ") ? String(mismatch.dropFirst(name.count + 2)) : mismatch
        return .recorded("\(name): re-recorded the golden at \(golden.path) (the old one: \(how))")
    }
}
