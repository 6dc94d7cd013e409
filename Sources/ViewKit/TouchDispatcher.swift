import Motion

/// Routes touches to the gesture recognizers on the touched view and its ancestors, then to
/// the view itself, resolving which recognizers may begin (UIKit's rules: `shouldBegin`,
/// failure requirements, exclusivity unless simultaneous, `cancelsTouchesInView`; see
/// TouchDispatcher+Rules).
///
/// Several touches may be down at once (fingers). Each new touch goes to the recognizers on its
/// own view's chain that are still deciding or recognizing, joining the touches they already
/// hold, as UIKit's recognizers get `touchesBegan` for every touch in their view's tree. A
/// recognizer's sequence ends, and it is reset, when the last touch it holds is gone; a single
/// touch thus behaves exactly as it always has. A view gets only the first of the touches on
/// it at a time, as a UIView whose `isMultipleTouchEnabled` is false: controls, rows and cells
/// track one touch.
///
/// A recognizer may hold its decision past its last lift, until a deadline on the frame clock
/// (see GestureRecognizer+Deadline and TouchDispatcher+Arena): it then stays here, with the
/// recognizers that wait for it, across touch sequences.
final class TouchDispatcher {
    /// What a touch's view hears of it.
    enum ViewDelivery {
        /// Hit-tested, not yet told (its recognizers decide first).
        case pending
        case receiving
        /// Cancelled by a recognizer that began, or a second touch on a view that has one.
        case withheld
    }

    /// The touches down, oldest first.
    private(set) var touches: [Touch] = []
    /// Every recognizer holding a touch, in the order they joined, and those that linger past
    /// their last lift (holding their decision, or waiting for one that does).
    var recognizers: [GestureRecognizer] = []
    private var viewDelivery: [ObjectIdentifier: ViewDelivery] = [:]

    var isTracking: Bool { !touches.isEmpty }

    func begin(_ touch: Touch) {
        let othersOnView = touches.contains { other in
            other.view === touch.view && delivery(of: other) != .withheld
        }
        touches.append(touch)
        viewDelivery[ObjectIdentifier(touch)] = othersOnView && touch.view != nil ? .withheld : .pending
        var chain: [GestureRecognizer] = []
        var v = touch.view
        while let current = v {
            chain += current.gestureRecognizers.filter { $0.isEnabled && $0.view?.window != nil }
            v = current.superview
        }
        for r in chain where !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
        // A recognizer holding its decision goes on with this touch first (a double tap's next
        // tap). If the touch ends its hold (too late, too far), the ones waiting for it decide
        // and are reset, and so is it, before the touch is offered to the rest: they all may
        // take it afresh, as the first tap of a new gesture.
        let resuming = chain.filter(\.isHoldingDecision)
        if !resuming.isEmpty {
            for r in resuming {
                r.resumeHeldSequence(among: recognizers)
                offer(touch, to: r)
            }
            restartFailedSequences(resuming)
            resolve()
            sweep()
        }
        for r in chain where !r.isFinished && !r.isWaitingToBegin && !r.holds(touch) {
            if !recognizers.contains(where: { $0 === r }) { recognizers.append(r) }
            offer(touch, to: r)
        }
        resolve()
        sweep()
        if delivery(of: touch) == .pending {
            viewDelivery[ObjectIdentifier(touch)] = .receiving
            touch.view?.touchesBegan(touch)
        }
    }

    /// Gives a new touch to a recognizer still deciding or recognizing.
    private func offer(_ touch: Touch, to r: GestureRecognizer) {
        r.touches.append(touch)
        // The touch joins a gesture already under way: its view never hears of it.
        if r.hasSentBegin && r.cancelsTouchesInView { viewDelivery[ObjectIdentifier(touch)] = .withheld }
        r.touchesBegan(touch)
    }

    func move(_ touch: Touch) {
        deliver(touch) { $0.touchesMoved(touch) }
        sweep()
        if delivery(of: touch) == .receiving { touch.view?.touchesMoved(touch) }
    }

    func end(_ touch: Touch) {
        let holders = recognizers.filter { $0.holds(touch) }
        deliver(touch) { $0.touchesEnded(touch) }
        // A recognizer still undecided at the end of its last touch has failed, unless it holds
        // its decision until a deadline; one waiting for others fails unless one it waits for
        // holds its decision.
        let ending = holders.filter { r in !r.touches.contains { $0.isDown } }
        for r in ending where r.state == .possible && !r.isWaitingToBegin && r.decisionDeadline == nil { fail(r) }
        resolve()
        for r in ending where r.isWaitingToBegin && !waitsForHeldDecision(r) { fail(r) }
        if delivery(of: touch) == .receiving { touch.view?.touchesEnded(touch) }
        release(touch)
        sweep()
    }

    func cancel(_ touch: Touch) {
        let holders = recognizers.filter { $0.holds(touch) }
        deliver(touch) { $0.touchesCancelled(touch) }
        for r in holders where r.isWaitingToBegin { r.state = .failed }
        resolve()
        if delivery(of: touch) == .receiving { touch.view?.touchesCancelled(touch) }
        release(touch)
        sweep()
    }

    func delivery(of touch: Touch) -> ViewDelivery {
        viewDelivery[ObjectIdentifier(touch)] ?? .withheld
    }

    /// Stops `touch` reaching its view, telling the view it was cancelled unless it already was.
    func withholdFromView(_ touch: Touch) {
        guard delivery(of: touch) != .withheld else { return }
        viewDelivery[ObjectIdentifier(touch)] = .withheld
        touch.view?.touchesCancelled(touch)
    }

    /// Sends a touch event to the recognizers holding `touch` that still take events, then
    /// applies the rules.
    private func deliver(_ touch: Touch, _ send: (GestureRecognizer) -> Void) {
        for r in recognizers where r.holds(touch) && !r.isFinished && !r.isWaitingToBegin { send(r) }
        resolve()
    }

    /// Forgets a touch that is over; recognizers left holding none are reset for the next. One
    /// that lingers (holds its decision, or waits for one that does) keeps its last touch.
    private func release(_ touch: Touch) {
        touches.removeAll { $0 === touch }
        viewDelivery[ObjectIdentifier(touch)] = nil
        var done: [GestureRecognizer] = []
        for r in recognizers where r.holds(touch) {
            if r.lingers && !r.touches.contains(where: \.isDown) { continue }
            r.touches.removeAll { $0 === touch }
            if r.touches.isEmpty { done.append(r) }
        }
        recognizers.removeAll { r in done.contains { $0 === r } }
        for r in done { r.resetForNextTouch() }
    }
}

extension GestureRecognizer {
    func holds(_ touch: Touch) -> Bool { touches.contains { $0 === touch } }

    /// Whether the two recognizers hold a touch in common.
    func sharesTouch(with other: GestureRecognizer) -> Bool {
        touches.contains { other.holds($0) }
    }
}
