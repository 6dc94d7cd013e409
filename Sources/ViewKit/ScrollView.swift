import Motion

/// A scrolling viewport with iOS's physics, as UIScrollView: it follows the pointer 1:1,
/// rubber-bands past its edges, coasts after a flick on the 0.998-per-millisecond decay and
/// bounces back with a critically damped spring that keeps the release velocity.
open class ScrollView: View {
    /// Points of content size; the scrollable area.
    public var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { contentDidResize() } } }
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { contentDidResize() } } }
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    public var decelerationRate: DecelerationRate = .normal
    public var showsVerticalScrollIndicator = true
    /// Kept for ported code: Segue draws no horizontal indicator, whatever this says.
    public var showsHorizontalScrollIndicator = true
    /// Kept for ported code: Segue has no safe area, so no behaviour adds to `contentInset`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public weak var delegate: ScrollViewDelegate?
    public let panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer()

    /// True while the user drags the content.
    public internal(set) var isDragging = false
    /// True while the content coasts or bounces after a drag.
    public internal(set) var isDecelerating = false
    /// True while the pointer is down on the scroll view, dragging or not.
    public var isTracking: Bool { panGestureRecognizer.touch != nil }

    /// Where contentOffset would be without the rubber band, while dragging.
    var dragOrigin = CGPoint.zero
    var motion: ScrollMotion?
    let verticalIndicator = View()
    var isReportingScroll = false
    /// Set when the current touch went down on coasting content, so it only stops it: a tap
    /// that stops a fling must not also select a row. Subclasses read and clear it.
    var touchStoppedMotion = false

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: ScrollView.handlePan)
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.onTouchDown = { [weak self] in self?.touchDown() }
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.onSequenceEnd = { [weak self] in
            self?.returnWithinContentIfLeftOutside()
        }
        addGestureRecognizer(panGestureRecognizer)
        verticalIndicator.backgroundColor = Color(white: 0, alpha: 0.35)
        verticalIndicator.cornerRadius = 1.5
        verticalIndicator.alpha = 0
        verticalIndicator.isUserInteractionEnabled = false
        addSubview(verticalIndicator)
    }

    /// Points; the origin of the bounds.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { didScroll() } }
    }

    /// Smallest and largest content offsets that show no empty space, per axis.
    public var offsetLimits: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let minX = -Double(contentInset.left), minY = -Double(contentInset.top)
        let maxX = max(minX, Double(contentSize.width + contentInset.right - bounds.width))
        let maxY = max(minY, Double(contentSize.height + contentInset.bottom - bounds.height))
        return (minX...maxX, minY...maxY)
    }

    /// Whether dragging moves the content along each axis.
    var scrollsAlong: (x: Bool, y: Bool) {
        let limits = offsetLimits
        return (
            limits.x.upperBound > limits.x.lowerBound || alwaysBounceHorizontal,
            limits.y.upperBound > limits.y.lowerBound || alwaysBounceVertical
        )
    }

    /// Moves to `offset`, clamped to the limits; animated with a critically damped spring.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            contentOffset = offset
            return
        }
        startMotion(ScrollMotion.settle(to: offset, velocity: .zero, notifiesAnimationEnd: true))
    }

    /// Where a rect lands in the viewport when scrolled to.
    public enum VerticalAnchor: Hashable { case nearest, top, middle, bottom }

    /// Scrolls the least that shows `rect` (content points) whole, as UIKit's.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scroll(toShow: rect, anchor: .nearest, animated: animated)
    }

    /// Scrolls vertically so `rect` (content points) sits at `anchor`, within the limits.
    public func scroll(toShow rect: CGRect, anchor: VerticalAnchor, animated: Bool) {
        let height = bounds.height, y = contentOffset.y
        let target: CGFloat
        switch anchor {
        case .top: target = rect.minY
        case .middle: target = rect.midY - height / 2
        case .bottom: target = rect.maxY - height
        case .nearest: target = rect.minY < y ? rect.minY : (rect.maxY > y + height ? rect.maxY - height : y)
        }
        let limits = offsetLimits.y
        let clamped = CGFloat(min(max(Double(target), limits.lowerBound), limits.upperBound))
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped), animated: animated)
    }

    /// Runs after every change of `contentOffset`: indicators, layout of tiles, the delegate.
    func didScroll() {
        setNeedsLayout()
        updateIndicator(visible: true)
        guard !isReportingScroll else { return }
        isReportingScroll = true
        delegate?.scrollViewDidScroll(self)
        isReportingScroll = false
    }

    private func contentDidResize() {
        setNeedsLayout()
        updateIndicator(visible: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if subviews.last !== verticalIndicator { bringSubviewToFront(verticalIndicator) }
        updateIndicator(visible: false)
        // The window or the content shrank under content at rest: it goes back within, softly.
        if !isTracking { returnWithinContentIfLeftOutside() }
    }

    /// Whether the content lies within its limits (within half a point), as it must at rest.
    public var isWithinContent: Bool {
        let limits = offsetLimits, o = contentOffset
        return Double(o.x) >= limits.x.lowerBound - 0.5 && Double(o.x) <= limits.x.upperBound + 0.5
            && Double(o.y) >= limits.y.lowerBound - 0.5 && Double(o.y) <= limits.y.upperBound + 0.5
    }

    /// A touch sequence ended (released, cancelled, or ended by a second press) without a drag
    /// that moved the content: if its press stopped the content past an edge (a bounce caught),
    /// the content springs back within, from rest, as UIKit's does. Without this a press on a
    /// bouncing list that was let go, or lost, left it pulled down for good.
    private func returnWithinContentIfLeftOutside() {
        guard !isDragging, motion == nil, !isWithinContent else { return }
        startMotion(
            ScrollMotion.decelerate(from: contentOffset, velocity: .zero, limits: offsetLimits, rate: decelerationRate))
        scheduleIndicatorFade()
    }

    /// A touch on moving content stops it where it is, as on iOS.
    private func touchDown() {
        // A press may start a drag: the pictures it would move are resampled before it does.
        if isScrollEnabled, scrollsAlong.x || scrollsAlong.y { window?.prepareShownImagesToMove() }
        touchStoppedMotion = motion != nil
        guard motion != nil else { return }
        stopMotion()
        scheduleIndicatorFade()
    }

    open override func scrollWheel(dx: CGFloat, dy: CGFloat) {
        guard isScrollEnabled, scrollsAlong.x || scrollsAlong.y else { return super.scrollWheel(dx: dx, dy: dy) }
        stopMotion()
        let limits = offsetLimits
        let x =
            scrollsAlong.x
            ? min(max(Double(contentOffset.x + dx), limits.x.lowerBound), limits.x.upperBound) : Double(contentOffset.x)
        let y =
            scrollsAlong.y
            ? min(max(Double(contentOffset.y + dy), limits.y.lowerBound), limits.y.upperBound) : Double(contentOffset.y)
        contentOffset = CGPoint(x: x, y: y)
        scheduleIndicatorFade()
    }
}

/// The scroll view's own pan: it also reports the touch going down, which stops coasting, and
/// the end of every touch sequence, whatever ended it.
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    var onTouchDown: (() -> Void)?
    var onSequenceEnd: (() -> Void)?

    override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        onTouchDown?()
    }

    override func reset() {
        super.reset()
        onSequenceEnd?()
    }
}

extension ScrollView {
    /// Whether the content can still scroll towards its leading edge: a horizontal scroll view
    /// past it keeps a rightward drag from the content back swipe.
    public var canScrollLeft: Bool {
        scrollsAlong.x && Double(contentOffset.x) > offsetLimits.x.lowerBound + 0.5
    }
}
