import Motion
import ViewKit

/// Where a view carried by a flight is drawn, as numbers a driver can spring: its centre and
/// size in its superview (points), a scale about its centre per axis (a seed animation scaling
/// bounds and transform together leaves them a hair apart), and its corner radius (points,
/// before the scale). The size is the bounds', so a view resized by the flight lays
/// its content out again, and one only scaled keeps its layout, as Core Animation's bounds and
/// transform do.
struct FlyingFrame: Equatable {
    var centre: CGPoint
    var size: CGSize
    var scale: CGSize
    var cornerRadius: CGFloat

    /// How many numbers a frame takes in a state.
    static let count = 7

    init(centre: CGPoint, size: CGSize, scale: CGSize = CGSize(width: 1, height: 1), cornerRadius: CGFloat) {
        (self.centre, self.size, self.scale, self.cornerRadius) = (centre, size, scale, cornerRadius)
    }

    /// `rect` at scale 1.
    init(_ rect: CGRect, cornerRadius: CGFloat) {
        self.init(centre: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, cornerRadius: cornerRadius)
    }

    /// What `view` shows now, its transform's translation folded into its centre (its
    /// transform is taken to scale, with no rotation).
    init(of view: View, cornerRadius: CGFloat) {
        let t = view.transform
        self.init(
            centre: CGPoint(x: view.center.x + t.tx, y: view.center.y + t.ty), size: view.bounds.size,
            scale: CGSize(width: t.a, height: t.d), cornerRadius: cornerRadius)
    }

    /// Reads a frame from `values` at `index`.
    init(_ values: [Double], at index: Int) {
        let v = values[index..<index + Self.count].map { CGFloat($0) }
        self.init(
            centre: CGPoint(x: v[0], y: v[1]), size: CGSize(width: v[2], height: v[3]),
            scale: CGSize(width: v[4], height: v[5]), cornerRadius: v[6])
    }

    var values: [Double] {
        [centre.x, centre.y, size.width, size.height, scale.width, scale.height, cornerRadius].map(Double.init)
    }

    /// Points, in the superview: the rectangle drawn.
    var drawn: CGRect {
        let width = size.width * scale.width, height = size.height * scale.height
        return CGRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
    }

    /// Sets `view` to show this frame (bounds, centre and a scale transform), laying it out
    /// again when its size changed. No animation.
    func apply(to view: View) {
        let resized = view.bounds.size != size
        view.transform = CGAffineTransform(scaleX: scale.width, y: scale.height)
        view.bounds = CGRect(origin: .zero, size: size)
        view.center = centre
        if resized { view.layoutIfNeeded() }
    }

    /// This frame carried as part of a picture that is scaled by `factor` about `pivot` and then
    /// moved by `offset` (points, the superview's axes).
    func carried(scaledBy factor: CGFloat, about pivot: CGPoint, movedBy offset: CGVector) -> FlyingFrame {
        var next = self
        next.centre = CGPoint(
            x: pivot.x + factor * (centre.x - pivot.x) + offset.dx,
            y: pivot.y + factor * (centre.y - pivot.y) + offset.dy)
        next.scale = CGSize(width: scale.width * factor, height: scale.height * factor)
        return next
    }
}

/// The alpha a page fading with a flight shows at `reveal` (0 closed, 1 open): it appears over
/// the last 30 % of the way in and goes over the first 30 % of the way out
/// (`CardTransitionManager.pageFade`), so it never shows under a card still far from its place.
enum PageReveal {
    static func alpha(_ reveal: Double) -> CGFloat {
        let fade = CardTransitionManager.pageFade.length
        return CGFloat(min(max((reveal - (1 - fade)) / fade, 0), 1))
    }

    /// The reveal that shows `alpha`; with nothing showing, the point where it starts to show,
    /// or `progress` of that way when the flight is nearer its start.
    static func reveal(showing alpha: CGFloat, progress: Double) -> Double {
        let fade = CardTransitionManager.pageFade.length
        guard alpha <= 0 else { return (1 - fade) + fade * Double(alpha) }
        return (1 - fade) * min(max(progress, 0), 1)
    }
}

extension CGPoint {
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
}
