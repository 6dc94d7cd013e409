import ViewKit

/// A card view that can make a fresh look-alike of itself to fly during the card transition
/// (seed 000's `createCardViewCopy`), so the transition never needs to know the card's type.
public protocol CardCopyable: AnyObject {
    /// A new view that looks like this card without its corner radius or shadow (the flying
    /// copy clips it) and lays itself out for any size, since it is resized as it flies.
    func makeTransitionCopy() -> View
}

/// A card (or its copy) that rounds its own corners: `cornerRoundingView` is a view with no
/// subviews that clips itself, such as the image filling the card. The flying copy then
/// animates that view's corner radius instead of clipping the whole card, which would need an
/// offscreen group redrawn every frame.
public protocol CardCornerRounding: AnyObject {
    var cornerRoundingView: View { get }
}

/// The list side of the card transition (seed 000's ListViewController): it supplies the
/// selected card and the cell that holds it. Both are read again when the card returns, so
/// the card lands where the cell is now.
public protocol CardTransitionPresenting: AnyObject {
    /// The card view inside the selected cell, or nil when none is on screen.
    var cardTransitionSelectedCardView: View? { get }
    /// The selected cell; hidden with its card while the copy flies, as the seed hides it, so
    /// the cell's own shadow does not show under the copy.
    var cardTransitionSelectedCell: View? { get }
}

/// The detail side of the card transition (seed 000's DetailViewController).
public protocol CardTransitionPresented: AnyObject {
    /// The full-width card at the top of the detail: where the expansion ends and the
    /// collapse starts. A `CardCopyable` card is copied; any other view is snapshotted.
    var cardTransitionCardView: View { get }
    /// The detail's close button; the flying copy carries a look-alike that fades in and out.
    var cardTransitionCloseButton: Button { get }
    /// Where the collapse starts. The default is the card's frame with square corners and
    /// no velocity; a detail pulled down reports its shrunken snapshot and the drag's speed.
    func cardTransitionDismissalSource(in container: View) -> CardTransitionSource
    /// The detail's pull-down handler, if it has one: the transition lets it show the blurred
    /// list again while the page is pulled. The default is nil.
    var cardPullDownDismissal: CardPullDownDismissal? { get }
    /// The detail's edge swipe, if it has one: the transition lets it show the blurred list
    /// behind the shrinking page. The default is nil.
    var cardEdgeSwipeDismissal: CardEdgeSwipeDismissal? { get }
    /// Called when a transition of this detail ended: after the presentation completed (the
    /// seed's `createSnapshotOfView`), or after a dismissal, completed or not.
    func cardTransitionDidEnd(presenting: Bool, completed: Bool)
}

extension CardTransitionPresented {
    public func cardTransitionDismissalSource(in container: View) -> CardTransitionSource {
        let card = cardTransitionCardView
        return CardTransitionSource(
            frame: container.convert(card.bounds, from: card), cornerRadius: 0,
            backingFrame: container.bounds, velocity: .zero)
    }

    public func cardTransitionDidEnd(presenting: Bool, completed: Bool) {}

    public var cardPullDownDismissal: CardPullDownDismissal? { nil }

    public var cardEdgeSwipeDismissal: CardEdgeSwipeDismissal? { nil }
}

/// Where a collapse starts, in the container's coordinates (points).
public struct CardTransitionSource {
    /// The card's frame.
    public var frame: CGRect
    /// Points: the card's corner radius there (0 when it is full width at rest).
    public var cornerRadius: CGFloat
    /// The white page behind the card: the whole container at rest, the shrunken page when
    /// the detail is pulled down.
    public var backingFrame: CGRect
    /// Points per second, in the container's axes: the drag that fired the dismissal, which
    /// the return spring carries on (zero for the close button).
    public var velocity: CGPoint
    /// How the card and the page move where they are drawn, when a drag fired the dismissal:
    /// the close carries that on (their centres and the page's size). Zero at rest.
    public var motion: CardSourceMotion = .zero
    /// A picture of the whole page as it shows (its article with it), unscaled, to stand in for
    /// it on the white backing as the close starts and fade out there. nil: the transition
    /// pictures the presented view as it is.
    public var pagePicture: Image?

    public init(frame: CGRect, cornerRadius: CGFloat, backingFrame: CGRect, velocity: CGPoint) {
        (self.frame, self.cornerRadius, self.backingFrame, self.velocity) = (
            frame, cornerRadius, backingFrame, velocity
        )
    }

    public init(frame: CGRect, cornerRadius: CGFloat, backingFrame: CGRect, motion: CardSourceMotion) {
        self.init(
            frame: frame, cornerRadius: cornerRadius, backingFrame: backingFrame,
            velocity: CGPoint(x: motion.cardCentre.dx, y: motion.cardCentre.dy))
        self.motion = motion
    }
}

/// How a card and the page behind it move where they are drawn, in points per second, in the
/// container's axes: what a close taking over from a drag carries on, so nothing brakes or
/// jumps at the hand-off.
public struct CardSourceMotion: Equatable {
    /// How fast the card's centre moves, and its width and height change (negative: shrinking).
    public var cardCentre: CGVector
    public var cardSize: CGVector
    /// How fast the page's (the white backing's) centre moves, and its size changes.
    public var pageCentre: CGVector
    public var pageSize: CGVector
    /// The point, in the container where it is drawn, whose motion the close carries on exactly:
    /// the point under the pointer, or the edge a drag pulls. nil: the centres'.
    public var anchor: CGPoint?

    public static let zero = CardSourceMotion(cardCentre: .zero, pageCentre: .zero, pageSize: .zero)

    public init(
        cardCentre: CGVector, cardSize: CGVector = .zero, pageCentre: CGVector, pageSize: CGVector,
        anchor: CGPoint? = nil
    ) {
        (self.cardCentre, self.cardSize, self.pageCentre, self.pageSize) = (cardCentre, cardSize, pageCentre, pageSize)
        self.anchor = anchor
    }

    /// The motion of a card and a page drawn as one picture, scaled about a point that moves:
    /// `card` and `page` are where they are drawn now, `pivot` the point the scale is about, all
    /// in the same coordinates; the pivot moves at `pivotVelocity` (points per second) and the
    /// scale changes by `scaleRate` of itself per second. Each point p then moves at
    /// pivotVelocity + scaleRate · (p − pivot), and every size changes by scaleRate · size.
    public init(
        card: CGRect, page: CGRect, pivot: CGPoint, pivotVelocity: CGVector, scaleRate: CGFloat,
        anchor: CGPoint? = nil
    ) {
        func centre(_ rect: CGRect) -> CGVector {
            CGVector(
                dx: pivotVelocity.dx + scaleRate * (rect.midX - pivot.x),
                dy: pivotVelocity.dy + scaleRate * (rect.midY - pivot.y))
        }
        func size(_ rect: CGRect) -> CGVector { CGVector(dx: scaleRate * rect.width, dy: scaleRate * rect.height) }
        self.init(
            cardCentre: centre(card), cardSize: size(card), pageCentre: centre(page), pageSize: size(page),
            anchor: anchor)
    }

    /// Points per second: how fast the point at `relative` (fractions of the width and height,
    /// (0.5, 0.5) the centre) of a rect whose centre and size move as given moves.
    public static func velocity(at relative: CGPoint, centre: CGVector, size: CGVector) -> CGVector {
        CGVector(dx: centre.dx + (relative.x - 0.5) * size.dx, dy: centre.dy + (relative.y - 0.5) * size.dy)
    }
}

/// Seed 000's `CardTransitionType`: the end values of each direction.
public enum CardTransitionType: Hashable {
    case presentation
    case dismissal

    /// 0…1: the blur over the list at the end of this direction.
    public var blurAlpha: CGFloat { self == .presentation ? 1 : 0 }
    /// 0…1: the black dim over the list at the end of this direction.
    public var dimAlpha: CGFloat { self == .presentation ? 0.5 : 0 }
    /// 0…1: the close button at the end of this direction.
    public var closeAlpha: CGFloat { self == .presentation ? 1 : 0 }
    /// Points: the card's corner radius at the start of this direction.
    public var cornerRadius: CGFloat { self == .presentation ? 20 : 0 }
    /// The white backing's shadow where this direction ends: the seed cell's 0.3 on the card in
    /// the list, none on the full-screen page.
    public var shadowOpacity: Float { self == .presentation ? 0 : 0.3 }
    public var next: CardTransitionType { self == .presentation ? .dismissal : .presentation }
}

/// The card that flies: a copy of the card with rounded corners, and a look-alike of the
/// detail's close button 16 pt from its top-right corner, as the seed adds its close button to
/// the copy. A `CardCornerRounding` copy rounds itself; any other is clipped here.
public final class CardTransitionCopyView: View {
    public let cardView: View
    public let closeButton = Button()
    private let cardsRoundingView: View?
    /// The view whose corner radius rounds the card: the card's own, or this view.
    public var roundingView: View { cardsRoundingView ?? self }
    /// Points from the top and right edges to the close button (the seed's 16).
    public static let closeButtonInset: CGFloat = 16

    public init(card: View, closeButtonLike original: Button?) {
        cardView = card
        cardsRoundingView = (card as? CardCornerRounding)?.cornerRoundingView
        super.init(frame: .zero)
        clipsToBounds = cardsRoundingView == nil
        closeButton.glyph = original?.glyph ?? .xmarkCircleFill
        closeButton.tintColor = original?.tintColor ?? .white
        if let original { closeButton.glyphMarkColor = original.glyphMarkColor }
        closeButton.frame.size = original.map { $0.bounds.size } ?? CGSize(width: 30, height: 30)
        closeButton.isUserInteractionEnabled = false
        addSubview(card)
        addSubview(closeButton)
    }

    /// Points: the card's corner radius (animatable: set it inside an animation block).
    public var cardCornerRadius: CGFloat {
        get { roundingView.cornerRadius }
        set { roundingView.cornerRadius = newValue }
    }

    public override func layoutSubviews() {
        cardView.frame = bounds
        let size = closeButton.bounds.size, inset = CardTransitionCopyView.closeButtonInset
        closeButton.frame = CGRect(
            x: bounds.width - inset - size.width, y: inset, width: size.width, height: size.height)
    }
}
