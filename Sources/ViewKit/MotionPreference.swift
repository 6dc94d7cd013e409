/// Whether the person using a window asked for less motion, and where that was read: the
/// desktop's "reduce animations" setting, which iOS (Reduce Motion), libadwaita and GTK honour.
///
/// The host sets it on each window (`Window.motionPreference`); with it on, presentations,
/// dismissals, pushes and pops that no gesture drives become cross-fades
/// (`CrossFadeAnimator`), and the springs the window's animators run do not overshoot. What a
/// gesture drives (a back swipe, a sheet dragged down) still follows it 1:1.
public struct MotionPreference: Hashable, CustomStringConvertible {
    /// Where the preference was read from, strongest first.
    public enum Source: String, Hashable, CaseIterable {
        /// The command line's `--reduce-motion` (or `--no-reduce-motion`).
        case commandLine = "flag"
        /// `SEGUE_REDUCE_MOTION=1` (or `=0`) in the environment.
        case environment = "env"
        /// GNOME's `org.gnome.desktop.interface enable-animations`, through GIO's GSettings.
        case gsettings
        /// `Gtk/EnableAnimations` from the X server's XSETTINGS manager.
        case xsettings
        /// A recording's header (`reduce-motion=1`), for its replay.
        case recording
        /// Nothing said: full motion.
        case standard = "default"
    }

    /// True when motion is to be reduced.
    public var reducesMotion: Bool
    /// Where `reducesMotion` came from.
    public var source: Source

    public init(reducesMotion: Bool = false, source: Source = .standard) {
        (self.reducesMotion, self.source) = (reducesMotion, source)
    }

    /// Full motion, as nothing said otherwise.
    public static let standard = MotionPreference()

    /// "on (gsettings)", "off (default)": what `--verbose` and the final state print.
    public var description: String { "\(reducesMotion ? "on" : "off") (\(source.rawValue))" }
}

extension Window {
    /// UIKit's `UIAccessibility.isReduceMotionEnabled`, for this window: true when its
    /// `motionPreference` asks for less motion.
    public var prefersReducedMotion: Bool { motionPreference.reducesMotion }
}
