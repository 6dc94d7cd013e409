import Motion
import ViewKit

/// Where a view carried by a flight is drawn, as numbers a driver can spring: its centre in its
/// superview, its bounds' size and the size it is drawn at (points; their ratio is a scale about
/// its centre per axis, and a seed animation scaling bounds and transform together leaves them a
/// hair apart), and its corner radius (points, before the scale). The bounds' size is kept, so a
/// view resized by the flight lays its content out again and one only scaled keeps its layout,
/// as Core Animation's bounds and transform do.
///
/// The drawn size is sprung rather than the scale: every edge drawn is then a sum of the numbers
/// (the top is the centre less half the drawn height), so two frames whose edges start, move and
/// end together (the card and the page under it) stay together on the way, which a product of
/// bounds and scale would not.
struct FlyingFrame: Equatable {
    var centre: CGPoint
    var size: CGSize
    var drawnSize: CGSize
    var cornerRadius: CGFloat

    /// How many numbers a frame takes in a state.
    static let count = 7

    init(centre: CGPoint, size: CGSize, drawnSize: CGSize, cornerRadius: CGFloat) {
        (self.centre, self.size, self.drawnSize, self.cornerRadius) = (centre, size, drawnSize, cornerRadius)
    }

    init(centre: CGPoint, size: CGSize, scale: CGSize = CGSize(width: 1, height: 1), cornerRadius: CGFloat) {
        self.init(
            centre: centre, size: size,
            drawnSize: CGSize(width: size.width * scale.width, height: size.height * scale.height),
            cornerRadius: cornerRadius)
    }

    /// The drawn size over the bounds' per axis (1 on an axis with no extent).
    var scale: CGSize {
        CGSize(
            width: size.width != 0 ? drawnSize.width / size.width : 1,
            height: size.height != 0 ? drawnSize.height / size.height : 1)
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
            drawnSize: CGSize(width: v[4], height: v[5]), cornerRadius: v[6])
    }

    /// A frame's rates (per second): its centre's velocity and how fast its drawn size changes,
    /// with `sizeRate` for the bounds (zero for a view only scaled).
    static func rates(centre: CGVector, drawnSize: CGVector, sizeRate: CGVector = .zero) -> FlyingFrame {
        FlyingFrame(
            centre: CGPoint(x: centre.dx, y: centre.dy), size: CGSize(width: sizeRate.dx, height: sizeRate.dy),
            drawnSize: CGSize(width: drawnSize.dx, height: drawnSize.dy), cornerRadius: 0)
    }

    var values: [Double] {
        [centre.x, centre.y, size.width, size.height, drawnSize.width, drawnSize.height, cornerRadius].map(Double.init)
    }

    /// Points, in the superview: the rectangle drawn.
    var drawn: CGRect {
        CGRect(
            x: centre.x - drawnSize.width / 2, y: centre.y - drawnSize.height / 2, width: drawnSize.width,
            height: drawnSize.height)
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
        next.drawnSize = CGSize(width: drawnSize.width * factor, height: drawnSize.height * factor)
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
