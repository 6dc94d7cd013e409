import Foundation
import ViewKit

/// Reads a window's `MotionPreference` where Segue runs, strongest first:
/// 1. `--reduce-motion` / `--no-reduce-motion` on the command line (`flag`);
/// 2. `SEGUE_REDUCE_MOTION=1` / `=0` in the environment;
/// 3. GNOME's `org.gnome.desktop.interface enable-animations`, through GIO's GSettings, when
///    the user set it;
/// 4. `Gtk/EnableAnimations` from the XSETTINGS manager of the X display, where one runs
///    (Xfce, MATE, Cinnamon and GNOME on X11 publish it);
/// 5. the GSettings value at its default (the schema is installed but nobody set it);
/// 6. else full motion.
public enum DesktopMotionPreference {
    /// The environment variable that overrides the desktop: `1` reduces motion, `0` does not.
    public static let environmentVariable = "SEGUE_REDUCE_MOTION"

    /// A `SEGUE_REDUCE_MOTION` that is neither 1 nor 0.
    public struct BadValue: Error, CustomStringConvertible {
        public let value: String
        public var description: String {
            "\(DesktopMotionPreference.environmentVariable) must be 1 (reduce motion) or 0 (full motion), "
                + "found '\(value)'"
        }
    }

    /// What the command line or the environment say, which wins over the desktop; nil when
    /// neither says anything (an empty variable says nothing).
    /// - Throws: `BadValue` for a variable that is neither 1 nor 0.
    public static func override(flag: Bool?, environment: [String: String]) throws -> MotionPreference? {
        if let flag { return MotionPreference(reducesMotion: flag, source: .commandLine) }
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        switch value {
        case "1": return MotionPreference(reducesMotion: true, source: .environment)
        case "0": return MotionPreference(reducesMotion: false, source: .environment)
        default: throw BadValue(value: value)
        }
    }

    /// The desktop's preference (steps 3 to 6 above), read now.
    public static func desktop(environment: [String: String]) -> MotionPreference {
        desktop(gsettings: GSettingsAnimations(), environment: environment)
    }

    static func desktop(gsettings: GSettingsAnimations?, environment: [String: String]) -> MotionPreference {
        if let gsettings, gsettings.isSetByUser {
            return MotionPreference(reducesMotion: !gsettings.enablesAnimations, source: .gsettings)
        }
        if let enabled = XSettings.current(display: environment["DISPLAY"])?.enablesAnimations {
            return MotionPreference(reducesMotion: !enabled, source: .xsettings)
        }
        if let gsettings { return MotionPreference(reducesMotion: !gsettings.enablesAnimations, source: .gsettings) }
        return .standard
    }

    /// The whole order: the override when there is one, else the desktop's.
    /// - Throws: `BadValue` for a bad `SEGUE_REDUCE_MOTION`.
    public static func resolve(
        flag: Bool?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> MotionPreference {
        try override(flag: flag, environment: environment) ?? desktop(environment: environment)
    }
}
