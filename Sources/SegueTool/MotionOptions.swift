import ArgumentParser
import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// `--reduce-motion` / `--no-reduce-motion`, for the commands that open a window or play
/// scripts: they override `SEGUE_REDUCE_MOTION` and the desktop's setting (see
/// `DesktopMotionPreference`).
public struct MotionOptions: ParsableArguments {
    public init() {}

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Reduce motion (cross-fades, no overshoot), or not, whatever the desktop says.",
            discussion: """
                Without either, SEGUE_REDUCE_MOTION=1 or =0 decides; else, in a window, GNOME's \
                org.gnome.desktop.interface enable-animations (GSettings), or the XSETTINGS \
                Gtk/EnableAnimations. Scripts follow only the flag and the variable, so they play \
                alike on every desktop.
                """))
    public var reduceMotion: Bool?

    /// What a script plays with: the flag, else `SEGUE_REDUCE_MOTION`, else reduced when the
    /// recording replayed was made so (`recordedReduced`, its header's `reduce-motion=1`),
    /// else full motion.
    /// - Throws: `ValidationError` naming a bad `SEGUE_REDUCE_MOTION`.
    public func scriptPreference(
        recordedReduced: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> MotionPreference {
        do {
            return try .forScript(flag: reduceMotion, recordedReduced: recordedReduced, environment: environment)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// Sets `window`'s preference from the flag, the environment and the desktop, and returns
    /// the observer that keeps it on the desktop's while the window is open.
    /// - Throws: `ValidationError` naming a bad `SEGUE_REDUCE_MOTION`.
    public func watch(_ window: Window) throws -> MotionPreferenceWatcher {
        do {
            return try MotionPreferenceWatcher(window: window, flag: reduceMotion)
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
