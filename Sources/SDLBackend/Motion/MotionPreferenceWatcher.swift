import Foundation
import ViewKit

/// Keeps a window's `motionPreference` on the desktop's while it is open: once a frame it lets
/// GLib deliver GSettings' `changed` signal (see `GSettingsAnimations.pumpChanges`) and, when
/// the setting changed, reads the desktop's preference again. Nothing is watched when the
/// command line or the environment decided (their word stands), or with no GSettings schema;
/// XSETTINGS is read when the window opens only (watching it means an X round trip a frame).
public final class MotionPreferenceWatcher: FrameObserver {
    private weak var window: Window?
    private let gsettings: GSettingsAnimations?
    private let environment: [String: String]

    /// Sets `window`'s preference now, from `flag` (`--reduce-motion`, nil when not given),
    /// the environment and the desktop, and returns the watcher to add to its frame driver.
    /// - Throws: `DesktopMotionPreference.BadValue` for a bad `SEGUE_REDUCE_MOTION`.
    public init(
        window: Window, flag: Bool?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.window = window
        self.environment = environment
        if let fixed = try DesktopMotionPreference.override(flag: flag, environment: environment) {
            gsettings = nil
            window.motionPreference = fixed
        } else {
            gsettings = GSettingsAnimations()
            window.motionPreference = DesktopMotionPreference.desktop(gsettings: gsettings, environment: environment)
        }
    }

    public func willHandle(_ events: inout [TimedInputEvent]) {
        guard let gsettings, gsettings.pumpChanges(), let window else { return }
        window.motionPreference = DesktopMotionPreference.desktop(gsettings: gsettings, environment: environment)
    }
}
