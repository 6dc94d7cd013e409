import Motion

/// Decides how recognizers interact, as UIGestureRecognizerDelegate. Every method is optional.
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
}

/// Turns a touch into a gesture, as UIGestureRecognizer. Recognizers on the touched view and
/// its ancestors see the touch before the view does; once one recognizes, it may cancel the
/// view's touch (`cancelsTouchesInView`) and the recognizers it does not share the touch with.
///
/// Write a recognizer of your own by subclassing, as UIKit's `UIGestureRecognizerSubclass`
/// allows: override `touchesBegan(_:)`, `touchesMoved(_:)`, `touchesEnded(_:)` and
/// `touchesCancelled(_:)` (each is called once per touch, with that touch: its `timestamp` in
/// seconds and its `location(in:)` in points; `touches` holds all of them, the new one
/// included, the lifted one still there), set `state` as the gesture unfolds, and clear your own state in
/// `reset()`, which the window calls after every touch sequence, before `state` returns to
/// `.possible`. A discrete gesture (a swipe, a long press's release) goes from `.possible`
/// straight to `.ended`, or to `.failed`; a continuous one (a drag) to `.began`, then
/// `.changed` on each move, then `.ended` or `.cancelled`. A recognizer still `.possible` when
/// its last touch ends has failed, unless it holds its decision (`decisionDeadline`). The
/// window then applies the rules above and calls the targets; a recognizer that may not begin
/// never calls them. `touchesCancelled(_:)` cancels a recognizer that began and fails one that
/// did not; call `super` to keep that.
///
/// A recognizer that needs time to decide sets `decisionDeadline`, a time on the window's
/// frame clock, and overrides `decisionDeadlinePassed()`: a long press recognizes when its
/// deadline passes with the finger still down, and a double tap, between its taps, holds its
/// decision past the last lift until its deadline or its next touch (see
/// `GestureRecognizer+Deadline.swift`).
open class GestureRecognizer {
    public enum State: Hashable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Where the gesture is. Only a subclass sets it, from its touch methods, as it recognizes
    /// (UIKit's `UIGestureRecognizerSubclass`); the window then resolves conflicts and sends the
    /// actions, so a recognizer that may not begin never calls its targets. Set from outside a
    /// touch method, it is not acted on until the next touch event.
    public var state: State = .possible {
        didSet { if state != .possible && state != .failed { needsNotify = true } }
    }
    /// A state change the targets have not heard about yet.
    var needsNotify = false
    public internal(set) weak var view: View?
    /// The view this recognizer was last taken off: where a leak report says it was last.
    weak var formerView: View?
    public weak var delegate: GestureRecognizerDelegate?
    /// Turned off during a touch, a recognizer that began is cancelled (its targets hear it)
    /// and one still deciding fails, as UIKit's.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled, touch != nil, !isFinished else { return }
            if hasSentBegin {
                state = .cancelled
                needsNotify = false
                sendActions()
            } else {
                state = .failed
                needsNotify = false
                isWaitingToBegin = false
            }
        }
    }
    /// When true, the touched view's touch is cancelled once this recognizes.
    public var cancelsTouchesInView = true

    private var actions: [(GestureRecognizer) -> Void] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Set by the window when the recognizer recognized but waits for others to fail.
    var isWaitingToBegin = false
    /// Set once the window let it begin and its targets heard about it.
    var hasSentBegin = false
    /// The touches this recognizer has seen in the current sequence and that have not yet
    /// gone, oldest first: every touch that went down on its view or a subview while it was
    /// deciding or recognizing. A touch that lifts stays until its event has been handled, so
    /// the targets of an `.ended` still read where it lifted; the last touch of a recognizer
    /// that holds its decision, or that waits for one that does, stays until it decides (or,
    /// for one holding, until its next touch goes down).
    public internal(set) var touches: [Touch] = []
    /// Seconds on the window's frame clock (the clock of `Touch.timestamp`) at which
    /// `decisionDeadlinePassed()` is called if the recognizer is still `.possible`; nil for
    /// none. Set it from a touch method or from `decisionDeadlinePassed()`, typically as a
    /// touch's `timestamp` plus an interval. While it is set, a recognizer still `.possible`
    /// when its last touch lifts holds its decision instead of failing (see `isHoldingDecision`).
    /// Cleared before the hook is called and after every sequence.
    public var decisionDeadline: Double?
    /// Recognizers that shared a touch with this one before it went on to a new touch while
    /// holding its decision: they still compete with it, and wait for it, across the sequences.
    var arenaPartners: [WeakRecognizer] = []
    /// The oldest of `touches`: the touch being recognized, while there is one.
    public var touch: Touch? { touches.first }

    public init() {}

    /// UIKit's target-action. The target is held weakly.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls `handler` on every state change after `.possible`.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        actions.append(handler)
    }

    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> (GestureRecognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            if let target { action(target)(recognizer) }
        }
    }

    /// This recognizer waits until `other` fails, and fails if `other` recognizes.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    /// UIKit's subclass hook: whether `other`, seeing the same touch, must wait for this
    /// recognizer to fail before it begins (a back swipe holding off the scroll view under it).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// How many touches the recognizer holds (see `touches`), as UIKit's.
    public var numberOfTouches: Int { touches.count }

    /// Where the touches are now, in `view`'s coordinates (the window's when nil): the one
    /// touch's location, or the centroid (mean point) of several. `.zero` with none.
    public func location(in view: View?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        return touches[0].window.convert(Self.centroid(of: touches), to: view)
    }

    /// Where the touch at `index` (0 is the oldest, below `numberOfTouches`) is now, in
    /// `view`'s coordinates (the window's when nil). `.zero` for an index out of range.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard touches.indices.contains(index) else { return .zero }
        return touches[index].location(in: view)
    }

    /// The mean of the touches' window locations.
    static func centroid(of touches: [Touch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { $0 + $1.windowLocation }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Calls every target; the window does this after each state change it accepts.
    func sendActions() {
        for action in actions { action(self) }
    }

    /// Whether the recognizer is done with the current touch sequence.
    var isFinished: Bool { [.ended, .cancelled, .failed].contains(state) }
    /// Whether it has recognized (and so owns the touch).
    var hasRecognized: Bool { [.began, .changed, .ended].contains(state) }

    // MARK: Subclass hooks (times in seconds, locations through `touch`)

    open func touchesBegan(_ touch: Touch) {}
    open func touchesMoved(_ touch: Touch) {}
    open func touchesEnded(_ touch: Touch) {}
    open func touchesCancelled(_ touch: Touch) {
        if hasRecognized { state = .cancelled } else { state = .failed }
    }
    /// Back to `.possible` after a touch sequence; subclasses clear their state here.
    open func reset() {}
    /// Called when the window's frame clock reaches `decisionDeadline` (cleared just before)
    /// while the recognizer is still `.possible`: before an input event at or after the
    /// deadline is handled, or at the first frame at or after it. The default fails the
    /// recognizer, as a double tap whose second tap did not come in time; override it to
    /// recognize instead (a long press sets `.began`), or to set a later deadline. A recognizer
    /// holding its decision that is still `.possible` with no deadline once this returns fails.
    open func decisionDeadlinePassed() { state = .failed }

    /// Called by the window once the sequence is over.
    func resetForNextTouch() {
        touches = []
        isWaitingToBegin = false
        hasSentBegin = false
        decisionDeadline = nil
        arenaPartners = []
        reset()
        state = .possible
        needsNotify = false
    }
}

/// A weak reference, for failure requirements that must not keep recognizers alive.
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}

extension View {
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
        window?.liveObjects.track(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { (recognizer.view, recognizer.formerView) = (nil, self) }
    }
}
