import Foundation

/// The root of a view tree on one screen surface. It owns touch delivery, layout passes and
/// the frame's display list; the app's run loop drives it.
open class Window: View {
    /// Pixels per point of the surface.
    public private(set) var scale: CGFloat
    public let textMeasurer: TextMeasurer
    /// Colour of the surface behind everything.
    public var clearColor: Color = .black { didSet { needsDisplay = true } }
    /// True when something changed since the last display list; the run loop draws only then.
    public internal(set) var needsDisplay = true

    /// The touch in progress, from button-down to button-up.
    public private(set) var activeTouch: Touch?
    /// The host's: called with the key presses no responder took (see `sendKey`); return true
    /// when handled.
    public var keyHandler: ((KeyPress) -> Bool)?
    /// Set by `becomeFirstResponder`; read through `firstResponder`, which checks it is here.
    weak var storedFirstResponder: Responder?
    /// The focused view of each page (see Window+Focus.swift).
    var focusMemory: [FocusMemory] = []
    /// Whether the focus ring shows: the keyboard moved or used focus since the last click
    /// ("focus-visible", as GTK and macOS show it).
    public internal(set) var isFocusRingVisible = false {
        didSet { if isFocusRingVisible != oldValue { needsDisplay = true } }
    }
    private let dispatcher = TouchDispatcher()
    /// Owns presentations and dismissals in this window; one at a time.
    public private(set) lazy var transitionCoordinator = TransitionCoordinator(window: self)
    /// Every view, controller and recognizer that has been in this window, held weakly, for
    /// leak checks (`unreachableObjects`).
    public let liveObjects = LiveObjects()
    /// Views that stay above presented controllers (a HUD, say).
    private var overlays: [WeakView] = []
    /// Images a frame will soon need, for the host to make ready between frames (see
    /// Window+Preparation).
    var preparations: [Preparation] = []
    /// Snapshots made ahead, by the view they picture.
    var preparedSnapshots: [ObjectIdentifier: PreparedSnapshot] = [:]

    /// The controller whose view fills the window, as UIWindow's.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.view.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            root.view.autoresizingMask = .flexibleSize
            insertSubview(root.view, at: 0)
        }
    }

    /// Keeps `view` above everything, presentations included.
    public func addOverlay(_ view: View) {
        overlays.removeAll { $0.view == nil }
        overlays.append(WeakView(view))
        addSubview(view)
    }

    /// Adds a presentation's container under the overlays.
    func insertBelowOverlays(_ view: View) {
        if let first = subviews.firstIndex(where: { sub in overlays.contains { $0.view === sub } }) {
            insertSubview(view, at: first)
        } else {
            addSubview(view)
        }
    }

    /// Ends the touch in progress as cancelled (used when a transition takes over the screen).
    public func cancelActiveTouch() {
        guard activeTouch != nil else { return }
        cancelTouch(time: activeTouch?.timestamp ?? 0)
    }
    /// The animations running in this window.
    public private(set) lazy var animator = WindowAnimator(window: self)

    public init(size: CGSize, scale: CGFloat, textMeasurer: TextMeasurer) {
        self.scale = scale
        self.textMeasurer = textMeasurer
        super.init(frame: CGRect(origin: .zero, size: size))
        window = self
        liveObjects.track(self)
    }

    /// Follows a resize of the surface, or its exposure; autoresizing and layout take it from
    /// there, and the next frame is drawn in full.
    public func resize(to size: CGSize, scale newScale: CGFloat) {
        scale = newScale
        frame = CGRect(origin: .zero, size: size)
        needsDisplay = true
    }

    // MARK: Frame

    /// Lays out the tree and flattens it into this frame's ops, clearing `needsDisplay`.
    public func makeDisplayList() -> DisplayList {
        layoutIfNeeded()
        var ctx = DrawContext(visibleRect: bounds, scale: scale, textMeasurer: textMeasurer)
        ctx.focusRingTarget = focusRingTarget.map(ObjectIdentifier.init)
        flatten(into: &ctx, toWindow: .identity, parentOpacity: 1, clip: nil)
        needsDisplay = false
        return DisplayList(size: bounds.size, clearColor: clearColor, ops: ctx.ops)
    }

    // MARK: Input

    /// The window is the last responder: it takes the focus keys (Tab, Shift+Tab, the arrows,
    /// Enter and Space; see Window+FocusKeys.swift) that nothing before it used.
    open override func keyDown(_ press: KeyPress) -> Bool { handleFocusKey(press) }

    /// Delivers one input event: touches go to the view hit on button-down until button-up.
    public func send(_ timed: TimedInputEvent) {
        // What this event starts moving starts at its time (see `WindowAnimator.advance`).
        let outer = animator.eventTime
        animator.eventTime = timed.time
        defer { animator.eventTime = outer }
        if case let .key(key, modifiers) = timed.event, performPriorityKeyCommand(KeyPress(key, modifiers: modifiers)) {
            return
        }
        // A click hides the focus ring, whatever it lands on ("focus-visible").
        if case .pointerDown = timed.event { isFocusRingVisible = false }
        if transitionCoordinator.intercept(timed) { return }
        switch timed.event {
        case let .pointerDown(p): touchBegan(at: p, time: timed.time)
        case let .pointerMove(p): touchMoved(to: p, time: timed.time)
        case let .pointerUp(p):
            touchEnded(at: p, time: timed.time)
            transitionCoordinator.settleAbandonedInteraction()
        case .pointerCancel:
            cancelTouch(time: timed.time)
            transitionCoordinator.settleAbandonedInteraction()
        case let .key(key, modifiers): sendKey(KeyPress(key, modifiers: modifiers))
        case let .resize(size, newScale): resize(to: size, scale: newScale)
        case let .wheel(dx, dy, p):
            layoutIfNeeded()
            hitTest(p)?.scrollWheel(dx: dx, dy: dy)
        case .quit: break
        }
    }

    private func touchBegan(at p: CGPoint, time: Double) {
        // A button-down without the previous button-up: that touch was lost, so cancel it cleanly.
        if activeTouch != nil { cancelTouch(time: time) }
        layoutIfNeeded()
        let hit = hitTest(p)
        focusOnClick(hit)
        let touch = Touch(window: self, view: hit, location: p, timestamp: time)
        activeTouch = touch
        dispatcher.begin(touch)
    }

    private func touchMoved(to p: CGPoint, time: Double) {
        guard let touch = activeTouch else { return }
        touch.previousWindowLocation = touch.windowLocation
        (touch.windowLocation, touch.timestamp, touch.phase) = (p, time, .moved)
        dispatcher.move(touch)
    }

    private func touchEnded(at p: CGPoint, time: Double) {
        guard let touch = activeTouch else { return }
        touch.previousWindowLocation = touch.windowLocation
        (touch.windowLocation, touch.timestamp, touch.phase) = (p, time, .ended)
        activeTouch = nil
        dispatcher.end(touch)
    }

    private func cancelTouch(time: Double) {
        guard let touch = activeTouch else { return }
        (touch.timestamp, touch.phase) = (time, .cancelled)
        activeTouch = nil
        dispatcher.cancel(touch)
    }
}
