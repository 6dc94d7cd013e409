import Foundation

/// The focus keys, which the window takes last along the responder chain (see `Window`): a
/// key command or a responder that wants one of these keys gets it first.
extension Window {
    /// A direction an arrow key moves focus in.
    public enum FocusDirection: Hashable, Sendable { case up, down, left, right }

    /// Tab, Shift+Tab, the arrows, Enter and Space, as the focus system reads them; returns
    /// whether the press was used.
    func handleFocusKey(_ press: KeyPress) -> Bool {
        switch (press.key, press.modifiers) {
        case (.tab, []): return moveFocus(forward: true)
        case (.tab, .shift): return moveFocus(forward: false)
        case (.up, []): return moveFocus(.up)
        case (.down, []): return moveFocus(.down)
        case (.left, []): return moveFocus(.left)
        case (.right, []): return moveFocus(.right)
        case (.enter, []), (.keypadEnter, []), (.space, []): return activateFocusedView()
        default: return false
        }
    }

    /// Activates the focused view (`View.activate()`) and shows the ring. When it brought
    /// another page but is not on the page it left and is still in the key scope (a tab bar
    /// item that switched tabs), it stays focused on the page now shown. Returns false when
    /// nothing is focused.
    @discardableResult
    public func activateFocusedView() -> Bool {
        guard let view = focusedView else { return false }
        let page = focusLeaf as? ViewController
        isFocusRingVisible = true
        _ = view.activate()
        // Shared chrome (a tab bar) stays focused on the page it brought; a row that pushed a
        // page is remembered for its own page, to come back to.
        let onOldPage = page.map { $0.isViewLoaded && view.isDescendant(of: $0.view) } ?? false
        if focusedView == nil, !onOldPage, isFocusable(view) { setFocus(view, showRing: true) }
        setNeedsDisplay()
        return true
    }

    /// Moves focus to the nearest focusable view in `direction` within the focused view's
    /// container (its scroll view, else its superview), scrolling that scroll view by one item
    /// when nothing is on screen that way yet. With nothing focused, focuses the first view in
    /// Tab order. Returns whether the key was used (true also when focus is at the container's
    /// edge, so the press does not fall through to the app).
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) -> Bool {
        guard let current = focusedView else { return moveFocus(forward: true) }
        isFocusRingVisible = true
        let container: View = current.enclosingScrollView ?? current.superview ?? self
        if let next = nearestFocusable(from: current, direction, in: container) {
            setFocus(next, showRing: true)
            return true
        }
        if let scroll = container as? ScrollView, scroll.revealMore(direction, step: current.bounds) {
            layoutIfNeeded()
            if let next = nearestFocusable(from: current, direction, in: container) {
                setFocus(next, showRing: true)
            }
        }
        setNeedsDisplay()
        return true
    }

    /// The focusable view in `container` closest to `current` in `direction`: its centre must
    /// lie past `current`'s far edge that way; the nearest along the direction wins, with the
    /// sideways distance counting twice (so a grid's Down keeps to the column).
    func nearestFocusable(from current: View, _ direction: FocusDirection, in container: View) -> View? {
        let from = current.convert(current.bounds, to: nil)
        var best: (view: View, score: CGFloat)?
        for candidate in focusOrder() where candidate !== current && candidate.isDescendant(of: container) {
            let to = candidate.convert(candidate.bounds, to: nil)
            let along: CGFloat, across: CGFloat
            switch direction {
            case .down:
                guard to.midY > from.maxY - 1 else { continue }
                (along, across) = (to.midY - from.midY, abs(to.midX - from.midX))
            case .up:
                guard to.midY < from.minY + 1 else { continue }
                (along, across) = (from.midY - to.midY, abs(to.midX - from.midX))
            case .right:
                guard to.midX > from.maxX - 1 else { continue }
                (along, across) = (to.midX - from.midX, abs(to.midY - from.midY))
            case .left:
                guard to.midX < from.minX + 1 else { continue }
                (along, across) = (from.midX - to.midX, abs(to.midY - from.midY))
            }
            let score = along + 2 * across
            if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
        }
        return best?.view
    }
}

extension ScrollView {
    /// Scrolls at once by `step`'s extent in `direction`, within the limits, so the next row
    /// is laid out; returns whether it moved.
    func revealMore(_ direction: Window.FocusDirection, step: CGRect) -> Bool {
        var offset = contentOffset
        switch direction {
        case .down: offset.y += step.height
        case .up: offset.y -= step.height
        case .right: offset.x += step.width
        case .left: offset.x -= step.width
        }
        let limits = offsetLimits
        offset.x = CGFloat(min(max(Double(offset.x), limits.x.lowerBound), limits.x.upperBound))
        offset.y = CGFloat(min(max(Double(offset.y), limits.y.lowerBound), limits.y.upperBound))
        guard offset != contentOffset else { return false }
        setContentOffset(offset, animated: false)
        return true
    }
}
