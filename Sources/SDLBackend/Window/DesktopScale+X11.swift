import CX11
import Foundation

// Xlib's names (Window, Display, Screen, Font) would shadow ViewKit's, so this file keeps to
// the one call into it.
extension DesktopScale {
    /// This desktop's scale: `GDK_SCALE` from `environment` when it is valid, else the X
    /// server's `Xft.dpi`, read over a short connection of its own to `DISPLAY`.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopScale {
        let fromEnvironment = parse(gdkScale: environment["GDK_SCALE"], xResources: nil)
        if fromEnvironment.source == .gdkScale { return fromEnvironment }
        return parse(gdkScale: nil, xResources: xResourceDatabase(display: environment["DISPLAY"]))
    }

    /// The X server's resource database as text (what `xrdb -query` prints), or nil when the
    /// display cannot be opened or holds no resources.
    static func xResourceDatabase(display name: String?) -> String? {
        guard let name, !name.isEmpty, let display = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }
}
