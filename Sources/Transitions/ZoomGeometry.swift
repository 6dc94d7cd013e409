import Motion
import ViewKit

/// Where a zoomable view is drawn, as UIScrollView's `zoomScale` and content offset with
/// `bouncesZoom` and `bounces`: a scale about the view's centre and the centre's position, in
/// the coordinates of the view's superview (points). A pinch scales about the fingers'
/// centroid, keeping the point under them under them; a pan moves the zoomed view within the
/// viewport; past either limit the view follows the fingers through a rubber band.
///
/// A pure value: the gestures feed it (`beginPinch`, `pinch`, `beginPan`, `pan`), a view
/// applies its `transform`, and `ZoomMotion` carries it on after a release.
public struct ZoomGeometry: Equatable {
    /// How far past a scale limit the rubber band lets the scale go, as a fraction of the limit
    /// (the band's dimension): at 4× the scale never shows beyond 4 × 1.5 = 6×.
    public static let scaleBandFraction: CGFloat = 0.5

    /// Points: the view's frame at scale 1, where it rests on its page.
    public var home: CGRect
    /// Points: the area a zoomed view fills and may be panned within (its superview's bounds).
    public var viewport: CGRect
    /// The largest scale the view rests at (UIScrollView's `maximumZoomScale`); the smallest is 1.
    public var maximumScale: CGFloat
    /// The scale shown (1: at home size). May lie past the limits while a gesture stretches it.
    public var scale: CGFloat = 1
    /// Points: the centre of the view as shown.
    public var center: CGPoint
    /// The pinch in progress, if any.
    public private(set) var pinchInProgress: Pinch?
    /// Points: the finger's centre, before the rubber band, at the start of the pan in progress,
    /// and where the last move put it.
    private var panStart: CGPoint?
    private var panRaw: CGPoint?

    /// A pinch's state from its start: what it keeps fixed under the fingers.
    public struct Pinch: Equatable {
        /// The scale, before the rubber band, that a recognizer scale of 1 shows.
        public var startRawScale: CGFloat
        /// Points, unscaled: the point under the centroid at the start, from the view's centre.
        public var anchor: CGVector
        /// True when the pinch began at rest at scale 1 (or below): pinching in then follows the
        /// fingers 1:1 below 1 (a dismissal), where otherwise it is rubber-banded.
        public var followsBelowOne: Bool
    }

    /// A view at home, scale 1, in `viewport`, zoomable up to `maximumScale`.
    public init(home: CGRect, viewport: CGRect, maximumScale: CGFloat = 4) {
        (self.home, self.viewport, self.maximumScale) = (home, viewport, max(maximumScale, 1))
        center = CGPoint(x: home.midX, y: home.midY)
    }

    /// Points: the view's frame as shown.
    public var frame: CGRect {
        let size = CGSize(width: home.width * scale, height: home.height * scale)
        return CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The transform that shows a view laid out at `home` (centre and bounds) as `frame`.
    public var transform: CGAffineTransform {
        CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(translationX: center.x - home.midX, y: center.y - home.midY))
    }

    /// True when the view is zoomed in beyond its home size by more than a thousandth.
    public var isZoomedIn: Bool { scale > 1.001 }

    // MARK: Limits

    /// Points: the centres the view may rest at when drawn at `scale`, per axis. An axis the
    /// view does not fill stays where home puts it; one it overfills may move until an edge of
    /// the view meets the viewport's edge (never leaving a gap). In between, the range grows
    /// continuously from home's centre.
    public func centerLimits(atScale scale: CGFloat) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        func axis(home: CGFloat, length: CGFloat, low: CGFloat, high: CGFloat) -> ClosedRange<CGFloat> {
            let lower = min(home, high - length / 2), upper = max(home, low + length / 2)
            return lower...max(lower, upper)
        }
        return (
            axis(home: home.midX, length: home.width * scale, low: viewport.minX, high: viewport.maxX),
            axis(home: home.midY, length: home.height * scale, low: viewport.minY, high: viewport.maxY)
        )
    }

    /// The scale a gesture's `raw` scale shows: unchanged within 1…`maximumScale`; past the
    /// maximum, and below 1 unless `followsBelowOne`, rubber-banded (`RubberBand`, dimension
    /// `scaleBandFraction` of the limit, in units of the limit).
    public func bandedScale(_ raw: CGFloat, followsBelowOne: Bool) -> CGFloat {
        let band = RubberBand(dimension: Double(ZoomGeometry.scaleBandFraction))
        if raw > maximumScale {
            return maximumScale * (1 + CGFloat(band.displayedOffset(forOvershoot: Double(raw / maximumScale - 1))))
        }
        if raw < 1 && !followsBelowOne {
            return 1 + CGFloat(band.displayedOffset(forOvershoot: Double(raw - 1)))
        }
        return raw
    }

    /// The inverse of `bandedScale`: the raw scale that shows `shown`, to resume a gesture on
    /// a view still stretched past a limit without a jump.
    public func rawScale(showing shown: CGFloat, followsBelowOne: Bool) -> CGFloat {
        let band = RubberBand(dimension: Double(ZoomGeometry.scaleBandFraction))
        if shown > maximumScale {
            return maximumScale * (1 + CGFloat(band.overshoot(forDisplayedOffset: Double(shown / maximumScale - 1))))
        }
        if shown < 1 && !followsBelowOne {
            return 1 + CGFloat(band.overshoot(forDisplayedOffset: Double(shown - 1)))
        }
        return shown
    }

    /// Points: the band per axis for a pan, the viewport's extent on it.
    private var panBands: (x: RubberBand, y: RubberBand) {
        (RubberBand(dimension: Double(viewport.width)), RubberBand(dimension: Double(viewport.height)))
    }

    private static func clamp(_ value: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(value, range.lowerBound), range.upperBound)
    }

    private static func doubles(_ range: ClosedRange<CGFloat>) -> ClosedRange<Double> {
        Double(range.lowerBound)...Double(range.upperBound)
    }

    // MARK: Pinch

    /// Starts a pinch whose centroid is at `centroid` (points): the point under it is kept
    /// under it from here on. A pinch that starts at 1× or below may shrink the view 1:1 (the
    /// caller decides what that means: a dismissal); one that starts zoomed in is
    /// rubber-banded below 1.
    public mutating func beginPinch(at centroid: CGPoint) {
        (panStart, panRaw) = (nil, nil)
        let follows = scale <= 1.001
        let anchor = CGVector(
            dx: scale > 0 ? (centroid.x - center.x) / scale : 0, dy: scale > 0 ? (centroid.y - center.y) / scale : 0)
        pinchInProgress = Pinch(
            startRawScale: rawScale(showing: scale, followsBelowOne: follows), anchor: anchor, followsBelowOne: follows)
    }

    /// Follows the pinch: `recognizerScale` is the fingers' distance over their distance at the
    /// start (`PinchGestureRecognizer.scale`), `centroid` their centre now (points). The scale
    /// shown is the start's times `recognizerScale`, rubber-banded past the limits, and the
    /// point that was under the centroid is exactly under it.
    public mutating func pinch(scale recognizerScale: CGFloat, centroid: CGPoint) {
        guard let pinch = pinchInProgress else { return }
        scale = bandedScale(pinch.startRawScale * recognizerScale, followsBelowOne: pinch.followsBelowOne)
        center = CGPoint(x: centroid.x - pinch.anchor.dx * scale, y: centroid.y - pinch.anchor.dy * scale)
    }

    /// Scale per second, as shown, for a pinch whose recognizer scale changes at `velocity`
    /// (per second): the raw rate times the rubber band's slope where the scale is now, so a
    /// release from a stretched scale carries on at the pace it was shown moving (the band's
    /// slope is 0.55 at the limit and falls further out), not at the fingers' faster one.
    public func shownScaleVelocity(forRecognizerVelocity velocity: CGFloat) -> CGFloat {
        guard let pinch = pinchInProgress else { return velocity }
        let raw = rawScale(showing: scale, followsBelowOne: pinch.followsBelowOne)
        let c = CGFloat(RubberBand.defaultCoefficient), d = ZoomGeometry.scaleBandFraction
        let slope: CGFloat
        if raw > maximumScale {
            let x = raw / maximumScale - 1
            slope = c / ((c * x / d + 1) * (c * x / d + 1))
        } else if raw < 1 && !pinch.followsBelowOne {
            let x = 1 - raw
            slope = c / ((c * x / d + 1) * (c * x / d + 1))
        } else {
            slope = 1
        }
        return pinch.startRawScale * velocity * slope
    }

    /// Ends the pinch; the view stays where it is shown.
    public mutating func endPinch() { pinchInProgress = nil }

    // MARK: Pan

    /// Starts a pan from where the view is shown, even when it is stretched past an edge (the
    /// finger position that shows it there is recovered through the band).
    public mutating func beginPan() {
        pinchInProgress = nil
        let limits = centerLimits(atScale: scale), bands = panBands
        panStart = CGPoint(
            x: bands.x.unclamp(Double(center.x), from: Self.doubles(limits.x)),
            y: bands.y.unclamp(Double(center.y), from: Self.doubles(limits.y)))
        panRaw = panStart
    }

    /// Follows the pan by `translation` (points since it began): within the limits at the
    /// current scale the view moves 1:1; past them, through the rubber band (dimension: the
    /// viewport's width or height).
    public mutating func pan(translation: CGPoint) {
        guard let start = panStart else { return }
        let limits = centerLimits(atScale: scale), bands = panBands
        panRaw = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
        center = CGPoint(
            x: bands.x.clamp(Double(start.x + translation.x), to: Self.doubles(limits.x)),
            y: bands.y.clamp(Double(start.y + translation.y), to: Self.doubles(limits.y)))
    }

    /// Points per second, as shown, for a pan whose finger moves at `velocity`: per axis, the
    /// finger's velocity times the rubber band's slope where the finger is now (1 within the
    /// limits), so a release past an edge carries on at the pace the view was shown moving.
    public func shownPanVelocity(forFingerVelocity velocity: CGVector) -> CGVector {
        guard let raw = panRaw else { return velocity }
        let limits = centerLimits(atScale: scale), c = CGFloat(RubberBand.defaultCoefficient)
        func slope(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            let x = value < range.lowerBound ? range.lowerBound - value : max(value - range.upperBound, 0)
            guard x > 0, dimension > 0 else { return 1 }
            return c / ((c * x / dimension + 1) * (c * x / dimension + 1))
        }
        return CGVector(
            dx: velocity.dx * slope(raw.x, limits.x, viewport.width),
            dy: velocity.dy * slope(raw.y, limits.y, viewport.height))
    }

    /// True between `beginPan()` and `endPan()` (or a pinch's start).
    public var isPanning: Bool { panStart != nil }

    /// Ends the pan; the view stays where it is shown.
    public mutating func endPan() { (panStart, panRaw) = (nil, nil) }

    // MARK: Rest

    /// The scale the view settles at: the shown scale within 1…`maximumScale`.
    public var restingScale: CGFloat { min(max(scale, 1), maximumScale) }

    /// Points: where the centre settles once the scale is `restingScale`, scaling about
    /// `focus` (the centroid at a pinch's release: the point under it stays there, as far as
    /// the limits allow; nil: about the centre), then brought within the limits.
    public func restingCenter(about focus: CGPoint? = nil) -> CGPoint {
        let target = restingScale
        let focus = focus ?? center
        let ratio = scale > 0 ? target / scale : 1
        let scaled = CGPoint(x: focus.x - (focus.x - center.x) * ratio, y: focus.y - (focus.y - center.y) * ratio)
        let limits = centerLimits(atScale: target)
        return CGPoint(x: Self.clamp(scaled.x, limits.x), y: Self.clamp(scaled.y, limits.y))
    }
}
