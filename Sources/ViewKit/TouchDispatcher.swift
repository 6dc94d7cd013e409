import Motion

/// Routes one touch to the gesture recognizers on the touched view and its ancestors, then to
/// the view itself, resolving which recognizers may begin (UIKit's rules: `shouldBegin`,
/// failure requirements, exclusivity unless simultaneous, `cancelsTouchesInView`).
final class TouchDispatcher {
    private(set) var touch: Touch?
    private var recognizers: [GestureRecognizer] = []
    /// False once a recognizer cancelled the view's touch.
    private var viewReceivesTouch = true

    var isTracking: Bool { touch != nil }

    func begin(_ touch: Touch) {
        self.touch = touch
        viewReceivesTouch = true
        recognizers = []
        var v = touch.view
        while let current = v {
            recognizers += current.gestureRecognizers.filter { $0.isEnabled && $0.view?.window != nil }
            v = current.superview
        }
        for r in recognizers {
            r.touch = touch
            r.touchesBegan(touch)
        }
        resolve()
        if viewReceivesTouch { touch.view?.touchesBegan(touch) }
    }

    func move(_ touch: Touch) {
        deliver { $0.touchesMoved(touch) }
        if viewReceivesTouch { touch.view?.touchesMoved(touch) }
    }

    func end(_ touch: Touch) {
        deliver { $0.touchesEnded(touch) }
        // A recognizer still undecided at the end of the touch has failed.
        for r in recognizers where r.state == .possible && !r.isWaitingToBegin { fail(r) }
        resolve()
        for r in recognizers where r.isWaitingToBegin { fail(r) }
        if viewReceivesTouch { touch.view?.touchesEnded(touch) }
        finish()
    }

    func cancel(_ touch: Touch) {
        deliver { $0.touchesCancelled(touch) }
        for r in recognizers where r.isWaitingToBegin { r.state = .failed }
        resolve()
        if viewReceivesTouch { touch.view?.touchesCancelled(touch) }
        finish()
    }

    private func deliver(_ send: (GestureRecognizer) -> Void) {
        for r in recognizers where !r.isFinished && !r.isWaitingToBegin { send(r) }
        resolve()
    }

    private func finish() {
        for r in recognizers { r.resetForNextTouch() }
        recognizers = []
        touch = nil
    }

    /// Applies the rules to recognizers whose state changed, then sends their actions.
    /// Repeats until nothing changes, since one recognizer beginning can end others.
    private func resolve() {
        for _ in 0..<8 {
            var changed = false
            for r in recognizers where r.needsNotify && !r.isWaitingToBegin {
                changed = true
                if r.hasSentBegin {
                    r.needsNotify = false
                    r.sendActions()
                } else if r.state == .began || r.state == .ended {
                    admit(r)
                } else {
                    r.needsNotify = false  // cancelled before it ever began: nobody to tell
                }
            }
            for r in recognizers where r.isWaitingToBegin {
                if requirements(of: r).contains(where: { $0.hasRecognized }) {
                    fail(r)
                    changed = true
                } else if requirementsSettled(r) {
                    r.isWaitingToBegin = false
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    /// Decides whether a recognizer that just recognized may go ahead, and if so tells its targets.
    private func admit(_ r: GestureRecognizer) {
        let required = requirements(of: r)
        let vetoed = !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) || controlTakesTap(r)
        if vetoed || required.contains(where: { $0.hasRecognized }) {
            fail(r)
            return
        }
        if !requirementsSettled(r) {
            r.isWaitingToBegin = true
            return
        }
        let rivals = recognizers.filter { $0 !== r && !$0.isFinished && !Self.simultaneous(r, $0) }
        if rivals.contains(where: { $0.hasSentBegin }) {
            fail(r)  // the touch already belongs to a recognizer that began first
            return
        }
        for other in rivals {
            if other.hasRecognized { other.state = .cancelled } else { fail(other) }
            other.isWaitingToBegin = false
        }
        r.hasSentBegin = true
        r.needsNotify = false
        if r.cancelsTouchesInView && viewReceivesTouch, let touch {
            viewReceivesTouch = false
            touch.view?.touchesCancelled(touch)
        }
        r.sendActions()
    }

    private func fail(_ r: GestureRecognizer) {
        r.state = .failed
        r.needsNotify = false
        r.isWaitingToBegin = false
    }

    /// True when every recognizer `r` must wait for, and that shares this touch, has failed.
    private func requirementsSettled(_ r: GestureRecognizer) -> Bool {
        requirements(of: r).allSatisfy { $0.state == .failed }
    }

    /// The recognizers sharing this touch that `r` must wait for: the ones it was told to
    /// (`require(toFail:)`) and the ones that ask to be waited for (`shouldBeRequiredToFail`).
    private func requirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        let told = r.failureRequirements.compactMap(\.value)
        return recognizers.filter { other in
            other !== r && (told.contains { $0 === other } || other.shouldBeRequiredToFail(by: r))
        }
    }

    private static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// UIKit lets an enabled control under the pointer win over a tap on one of its ancestors.
    private func controlTakesTap(_ r: GestureRecognizer) -> Bool {
        guard r is TapGestureRecognizer, let hit = touch?.view, hit !== r.view else { return false }
        var v: View? = hit
        while let current = v, current !== r.view {
            if let control = current as? Control, control.isEnabled { return true }
            v = current.superview
        }
        return false
    }
}
