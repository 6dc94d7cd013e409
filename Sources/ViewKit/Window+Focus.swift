import Foundation

/// Keyboard focus in a window, as GTK, libadwaita and macOS move it.
///
/// - Tab and Shift+Tab move focus forwards and backwards through the views that can be
///   focused (`View.canBecomeFocused`) in reading order (rows top to bottom, each left to
///   right), wrapping round, within the *key scope*: the view of the front-most controller
///   (the top presented one, else the root). What a presentation covers cannot be reached.
/// - The arrow keys move to the nearest focusable view in that direction within the same
///   container (the enclosing scroll view, else the superview: a list, a grid, the tab bar),
///   scrolling the container when the next row is not on screen yet.
/// - Enter, the keypad's Enter and Space activate the focused view (`View.activate()`).
///
/// The focused view is remembered per page: the controller keys start from
/// (`childViewControllerForKeyInput` from the front-most controller down: a tab, a pushed
/// page, a presented controller). So when a presentation or a push ends, or is taken back,
/// focus is again on the item that started it, as UIKit and GTK restore it.
///
/// The ring shows only once the keyboard moved or used focus ("focus-visible"): a click hides
/// it, and focuses what it lands on when that can be focused, as GTK does.
extension Window {
    /// The focused view: the one remembered for the current page, while it is in the key
    /// scope, shown and still `canBecomeFocused`; nil otherwise.
    public var focusedView: View? {
        let leaf = focusLeaf
        guard let entry = focusMemory.first(where: { $0.owner === leaf }), !entry.provisional, let view = entry.view,
            isFocusable(view)
        else { return nil }
        return view
    }

    /// The element assistive technology has focus on: the focused view, else the current
    /// page's first element that a screen change focused for it (see `post(_:)`). The ring,
    /// once the keyboard is used, is drawn round this same view.
    public var accessibilityFocusedView: View? {
        if let focused = focusedView { return focused }
        let leaf = focusLeaf
        guard let entry = focusMemory.first(where: { $0.owner === leaf }), let view = entry.view, isFocusable(view)
        else { return nil }
        return view
    }

    /// The view the focus ring is drawn around this frame: the focused view's ring view while
    /// the ring shows (keyboard use since the last click).
    public var focusRingTarget: View? {
        guard isFocusRingVisible, let focused = focusedView else { return nil }
        return focused.focusRingView
    }

    /// Moves focus to nothing on the current page, hiding the ring.
    public func clearFocus() {
        focusMemory.removeAll { $0.owner === focusLeaf || $0.owner == nil }
        setNeedsDisplay()
    }

    /// The views Tab visits, in order: every shown, focusable view in the key scope at least
    /// partly inside the window, in reading order.
    public func focusOrder() -> [View] {
        layoutIfNeeded()
        var found: [(view: View, frame: CGRect)] = []
        collectFocusable(in: focusScope, clip: bounds, into: &found)
        return Window.readingOrder(found).map(\.view)
    }

    /// Moves focus one step forwards (Tab) or backwards (Shift+Tab), wrapping round, and
    /// shows the ring. Returns false when nothing in the key scope can be focused.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        let next: View
        if let current = focusedView, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        setFocus(next, showRing: true)
        return true
    }

    /// Whether `view` may be focused now: in this window's key scope, shown and willing.
    func isFocusable(_ view: View) -> Bool {
        guard view.window === self, view.canBecomeFocused, view.isDescendant(of: focusScope) else { return false }
        var current: View? = view
        while let step = current, step !== self {
            if step.isHidden || step.alpha < 0.01 || !step.isUserInteractionEnabled { return false }
            current = step.superview
        }
        return true
    }

    /// Remembers `view` as the current page's focus; scrolls it into view when it is in a
    /// scroll view.
    func setFocus(_ view: View, showRing: Bool, provisional: Bool = false) {
        let leaf = focusLeaf
        focusMemory.removeAll { $0.owner == nil || $0.owner === leaf }
        focusMemory.append(FocusMemory(owner: leaf, view: view, provisional: provisional))
        if showRing { isFocusRingVisible = true }
        if showRing { view.scrollToVisibleForFocus() }
        setNeedsDisplay()
    }

    /// Forgets `view`, and whatever inside it, as any page's focused view. A list calls it for
    /// a cell it takes off screen: the cell comes back for another row, which must not inherit
    /// the focus (UIKit's focus follows the row, not the recycled cell).
    func forgetFocus(on view: View) {
        focusMemory.removeAll { entry in entry.view.map { $0.isDescendant(of: view) } ?? true }
    }

    /// The controller whose page focus is remembered for: from the front-most controller
    /// down its key-input children; the window itself without a root controller.
    var focusLeaf: AnyObject {
        guard var controller = rootViewController?.topPresentedViewController else { return self }
        while let child = controller.childViewControllerForKeyInput { controller = child }
        return controller
    }

    /// The view Tab runs through: the front-most controller's view, or the whole window.
    var focusScope: View {
        guard let top = rootViewController?.topPresentedViewController, top.isViewLoaded else { return self }
        return top.view
    }

    private func collectFocusable(in view: View, clip: CGRect, into found: inout [(view: View, frame: CGRect)]) {
        guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
        let frame = view.convert(view.bounds, to: nil)
        let visible = frame.intersection(clip)
        if view.canBecomeFocused, !visible.isNull, visible.width >= 1, visible.height >= 1 {
            found.append((view, frame))
        }
        // What lies under the bars a scroll view's insets make room for is out of reach until
        // scrolled into the clear (the arrows do that).
        let inner = view.clipForSubviews(frame: frame, within: clip)
        guard !inner.isNull else { return }
        for sub in view.subviews { collectFocusable(in: sub, clip: inner, into: &found) }
    }

    /// Rows top to bottom, each left to right: an item joins the row above when its top is
    /// above the middle of that row's first item.
    static func readingOrder(_ items: [(view: View, frame: CGRect)]) -> [(view: View, frame: CGRect)] {
        let byTop = items.enumerated().sorted {
            $0.element.frame.minY != $1.element.frame.minY
                ? $0.element.frame.minY < $1.element.frame.minY : $0.offset < $1.offset
        }.map(\.element)
        var rows: [[(view: View, frame: CGRect)]] = []
        for item in byTop {
            if let first = rows.last?.first, item.frame.minY < first.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted {
                $0.element.frame.minX != $1.element.frame.minX
                    ? $0.element.frame.minX < $1.element.frame.minX : $0.offset < $1.offset
            }.map(\.element)
        }
    }
}

/// One page's focused view, both held weakly. A provisional one was put there by a screen
/// change for assistive technology (the new screen's first element): the AT's focus is on it,
/// but the keys behave as if nothing were focused yet (the first Tab lands on that same first
/// element and shows the ring), so a keyboard user sees what they saw before.
struct FocusMemory {
    weak var owner: AnyObject?
    weak var view: View?
    var provisional = false
}

extension View {
    /// The nearest scroll view holding this view, if any.
    var enclosingScrollView: ScrollView? {
        var current = superview
        while let step = current {
            if let scroll = step as? ScrollView { return scroll }
            current = step.superview
        }
        return nil
    }

    /// Scrolls the enclosing scroll view, animated, the least that shows this view whole
    /// clear of the content insets (the bars over the list), as macOS scrolls a key view into
    /// sight.
    func scrollToVisibleForFocus() {
        guard let scroll = enclosingScrollView, scroll.isScrollEnabled else { return }
        let rect = convert(bounds, to: scroll)
        let top = scroll.contentOffset.y + scroll.contentInset.top
        let bottom = scroll.contentOffset.y + scroll.bounds.height - scroll.contentInset.bottom
        var target = scroll.contentOffset.y
        if rect.minY < top {
            target -= top - rect.minY
        } else if rect.maxY > bottom {
            target += min(rect.maxY - bottom, rect.minY - top)
        }
        let limits = scroll.offsetLimits.y
        target = CGFloat(min(max(Double(target), limits.lowerBound), limits.upperBound))
        guard abs(target - scroll.contentOffset.y) > 0.5 else { return }
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: target), animated: true)
    }
}

extension Window {
    /// A click (which hid the ring) focuses what it lands on when that, or the view holding
    /// it, can be focused, as in GTK; elsewhere focus stays where it was.
    func focusOnClick(_ hit: View?) {
        var current = hit
        while let view = current, view !== self {
            if isFocusable(view) { return setFocus(view, showRing: false) }
            current = view.superview
        }
    }
}

extension View {
    /// Where this view's subviews can be seen, in window points: `clip`, cut to the view's
    /// `frame` (window points) when it clips to its bounds, and for a scroll view to the band
    /// its content insets leave clear of the bars over it. Null or empty when nothing shows.
    func clipForSubviews(frame: CGRect, within clip: CGRect) -> CGRect {
        let inner = clipsToBounds ? clip.intersection(frame) : clip
        guard let scroll = self as? ScrollView else { return inner }
        let insets = scroll.contentInset
        return inner.intersection(
            CGRect(
                x: frame.minX + insets.left, y: frame.minY + insets.top,
                width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom))
    }
}
