import CX11
import Foundation

// Xlib's names (Window, Display, Screen, Font) would shadow ViewKit's, so this file keeps to
// the reading of one property.
extension XSettings {
    /// The XSETTINGS of screen 0 of `display` (a `DISPLAY` value): the `_XSETTINGS_SETTINGS`
    /// property of the window that owns the `_XSETTINGS_S0` selection, read over a short
    /// connection of its own. nil when the display cannot be opened, no settings manager runs,
    /// or its data cannot be read.
    public static func current(display name: String?) -> XSettings? {
        guard let name, !name.isEmpty, let display = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(display) }
        // The manager may quit between the two requests: Xlib's default handler would end the
        // process on the BadWindow that follows. Errors are ignored while this reads, on this
        // (the main) thread, and the handler before is put back.
        let previous = XSetErrorHandler { _, _ in 0 }
        defer { XSetErrorHandler(previous) }
        let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
        let property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        let owner = XGetSelectionOwner(display, selection)
        guard owner != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // Up to 1 MB (the length is in 32-bit units); a settings block is a few kilobytes.
        let status = XGetWindowProperty(
            display, owner, property, 0, 256 * 1024, 0, property, &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        XSync(display, 0)
        guard status == 0, type == property, format == 8, let data else { return nil }
        return XSettings(Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }
}
