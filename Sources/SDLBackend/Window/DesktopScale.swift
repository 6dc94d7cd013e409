import Foundation
import ViewKit

/// The desktop's pixels per point where SDL reports none (X11, whose window coordinates are
/// pixels even on a 4K screen): `GDK_SCALE` when it is set and valid, else the X server's
/// `Xft.dpi` ÷ 96, else 1, rounded to the nearest of `steps`.
///
/// GNOME, KDE and most X11 desktops set one of the two for their HiDPI setting; GTK and Qt apps
/// read the same values, so Segue's window comes out the size theirs do.
public struct DesktopScale: Equatable {
    /// Where a scale came from.
    public enum Source: Equatable {
        /// The `GDK_SCALE` environment variable.
        case gdkScale
        /// The X server's `Xft.dpi` resource.
        case xftDPI
        /// Neither was set or valid: 1.
        case standard
    }

    /// Pixels per point, one of `steps`.
    public let factor: CGFloat
    public let source: Source

    /// The scales a window may draw at, in pixels per point. Halves are included because the
    /// renderer lays every op out in fractional pixels (1.5 was checked against the goldens'
    /// scenes); beyond 3 a 390×844-point window no longer fits any screen.
    public static let steps: [CGFloat] = [1, 1.5, 2, 2.5, 3]

    /// Dots per inch of a 1× X11 desktop: `Xft.dpi` over this is the scale.
    public static let referenceDPI = 96.0

    public init(factor: CGFloat, source: Source) { (self.factor, self.source) = (factor, source) }

    /// The scale a desktop with these settings asks for; garbage in either gives the other, or 1.
    /// - Parameters:
    ///   - gdkScale: the `GDK_SCALE` environment variable, such as "2".
    ///   - xResources: the X server's resource database as text (`xrdb -query`'s lines, such
    ///     as "Xft.dpi:\t192").
    public static func parse(gdkScale: String?, xResources: String?) -> DesktopScale {
        if let text = gdkScale, let value = Double(text.trimmingCharacters(in: .whitespaces)),
            let step = nearestStep(to: value)
        {
            return DesktopScale(factor: step, source: .gdkScale)
        }
        if let resources = xResources, let dpi = xftDPI(in: resources),
            let step = nearestStep(to: dpi / referenceDPI)
        {
            return DesktopScale(factor: step, source: .xftDPI)
        }
        return DesktopScale(factor: 1, source: .standard)
    }

    /// The step nearest `value` (ties go to the smaller, a window that still fits the screen),
    /// or nil when `value` is not a finite positive number.
    public static func nearestStep(to value: Double) -> CGFloat? {
        guard value.isFinite, value > 0 else { return nil }
        let target = CGFloat(value)
        return steps.min { abs($0 - target) < abs($1 - target) }
    }

    /// The value of the last `Xft.dpi` line in `resources` (later lines win, as in Xrm), or nil
    /// when there is none or it is not a finite positive number.
    static func xftDPI(in resources: String) -> Double? {
        var found: Double?
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces) == "Xft.dpi"
            else { continue }
            let value = Double(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            found = value.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        return found
    }
}
