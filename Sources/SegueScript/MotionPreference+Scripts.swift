import Foundation
import SDLBackend
import ViewKit

extension MotionPreference {
    /// The preference a script plays with, strongest first: `flag` (`--reduce-motion` or
    /// `--no-reduce-motion`), then `SEGUE_REDUCE_MOTION=1` or `=0` in `environment`, then
    /// reduced when the recording played was made so (`recordedReduced`: its header's
    /// `reduce-motion=1`), else full motion.
    ///
    /// The desktop's setting is never read, so a script plays alike on every desktop.
    /// `run-script`, `fuzz` and ``HeadlessSession`` all decide it here.
    /// - Throws: `DesktopMotionPreference.BadValue` for a `SEGUE_REDUCE_MOTION` that is
    ///   neither 1 nor 0.
    public static func forScript(
        flag: Bool? = nil, recordedReduced: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> MotionPreference {
        if let given = try DesktopMotionPreference.override(flag: flag, environment: environment) { return given }
        return recordedReduced ? MotionPreference(reducesMotion: true, source: .recording) : .standard
    }
}
