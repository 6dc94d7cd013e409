import Motion

/// UIKit's rules for which recognizers may begin, applied among recognizers that hold a touch
/// in common (two gestures on separate fingers do not compete).
extension TouchDispatcher {
    /// Applies the rules to recognizers whose state changed, then sends their actions.
    /// Repeats until nothing changes, since one recognizer beginning can end others.
    func resolve() {
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
        let rivals = recognizers.filter {
            $0 !== r && !$0.isFinished && $0.competes(with: r) && !Self.simultaneous(r, $0)
        }
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
        if r.cancelsTouchesInView {
            for touch in r.touches { withholdFromView(touch) }
        }
        r.sendActions()
    }

    func fail(_ r: GestureRecognizer) {
        r.state = .failed
        r.needsNotify = false
        r.isWaitingToBegin = false
    }

    /// True when every recognizer `r` must wait for, and that competes with it, has failed.
    private func requirementsSettled(_ r: GestureRecognizer) -> Bool {
        requirements(of: r).allSatisfy { $0.state == .failed }
    }

    /// The recognizers competing with `r` (see `competes(with:)`) that it must wait for: the
    /// ones it was told to (`require(toFail:)`) and the ones that ask to be waited for
    /// (`shouldBeRequiredToFail`).
    func requirements(of r: GestureRecognizer) -> [GestureRecognizer] {
        let told = r.failureRequirements.compactMap(\.value)
        return recognizers.filter { other in
            other !== r && other.competes(with: r)
                && (told.contains { $0 === other } || other.shouldBeRequiredToFail(by: r))
        }
    }

    private static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// UIKit lets an enabled control under the pointer win over a tap on one of its ancestors.
    private func controlTakesTap(_ r: GestureRecognizer) -> Bool {
        guard r is TapGestureRecognizer, let hit = r.touch?.view, hit !== r.view else { return false }
        var v: View? = hit
        while let current = v, current !== r.view {
            if let control = current as? Control, control.isEnabled { return true }
            v = current.superview
        }
        return false
    }
}
