import Foundation

/// What a window does for assistive technology, whatever the platform: it posts UIKit's
/// notifications (moving focus as VoiceOver moves its cursor) and carries out an AT's
/// activate and escape requests. A platform bridge (`accessibilityObserver`) relays the posts
/// and calls the two actions; the transitions post a screen change when a presentation, a
/// dismissal, a push or a pop completes (never for one a gesture gave up).
extension Window {
    /// How many posted events `recentAccessibilityEvents` keeps.
    public static let recentAccessibilityLimit = 16

    /// Posts `notification`, as `UIAccessibility.post(notification:argument:)`:
    /// - `.screenChanged(focus:)` focuses `focus`, or with nil the new screen's first element
    ///   (the first in Tab order) unless the page already has a focused view, which stays (a
    ///   dismissal's opener). It announces the screen's title.
    /// - `.layoutChanged(focus:)` focuses `focus` when given.
    /// - `.announcement(message)` announces `message`.
    ///
    /// Focus moved here is the keyboard's too, without showing the ring: the first Tab shows
    /// the ring on that element rather than moving past it (see `accessibilityFocusedView`).
    public func post(_ notification: AccessibilityNotification) {
        var announcement: String?
        switch notification {
        case let .screenChanged(target):
            if let target, isFocusable(target) {
                setFocus(target, showRing: false)
            } else if target == nil, accessibilityFocusedView == nil, let first = focusOrder().first {
                setFocus(first, showRing: false, provisional: true)
            }
            announcement = screenTitle()
        case let .layoutChanged(target):
            if let target, isFocusable(target) { setFocus(target, showRing: false) }
        case let .announcement(message):
            announcement = message
        }
        let event = AccessibilityEvent(
            notification: notification, focus: accessibilityFocusedView, announcement: announcement)
        // The log holds no view: a notification's view is dropped (the event's focus is weak),
        // so a screen dismissed since is not kept alive by the log (the leak checks see it go).
        recentAccessibilityEvents.append(
            AccessibilityEvent(notification: notification.withoutView, focus: event.focus, announcement: announcement))
        if recentAccessibilityEvents.count > Window.recentAccessibilityLimit {
            recentAccessibilityEvents.removeFirst(recentAccessibilityEvents.count - Window.recentAccessibilityLimit)
        }
        accessibilityObserver?.window(self, didPost: event)
    }

    /// The title a screen change announces: the front page's first heading, else its
    /// controller's title, else the first element's label.
    func screenTitle() -> String? {
        let tree = accessibilityTree()
        if let heading = tree.first(where: { $0.role == .heading })?.label { return heading }
        if let page = focusLeaf as? ViewController, let title = page.navigationItem.title, !title.isEmpty {
            return title
        }
        return tree.first(where: { $0.label != nil && $0.view !== self })?.label
    }

    /// An AT activates `view` (AT-SPI's default action): it takes focus (the keyboard's too,
    /// ring hidden, as a click gives it) when it can, then `accessibilityActivate()` runs.
    /// Returns whether anything happened.
    @discardableResult
    public func performAccessibilityActivate(_ view: View) -> Bool {
        guard view.window === self else { return false }
        if isFocusable(view) { setFocus(view, showRing: false) }
        let done = view.accessibilityActivate()
        setNeedsDisplay()
        return done
    }

    /// An AT asks to escape from `view` (or from the focused element when nil): each view from
    /// it up to the window is asked (`accessibilityPerformEscape()`). Returns false when none
    /// did, and the caller then sends the Esc key, which dismisses a presentation and turns a
    /// transition round as it does from the keyboard.
    @discardableResult
    public func performAccessibilityEscape(from view: View? = nil) -> Bool {
        var current: View? = view ?? accessibilityFocusedView
        while let step = current {
            if step.accessibilityPerformEscape() { return true }
            current = step.superview
        }
        return false
    }

    /// Posts the screen change a completed transition makes, at the next frame once it is
    /// laid out (`makeDisplayList`): focus on the new screen's first element, or back on the
    /// element that opened what was dismissed (its page remembered it). Not at once: the
    /// transition is still ending, and a layout pass now (the tree needs one) would lay its
    /// views out before the coordinator is at rest.
    func transitionDidChangeScreen() {
        pendingScreenChange = true
        setNeedsDisplay()
    }
}
