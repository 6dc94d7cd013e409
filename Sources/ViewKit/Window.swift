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

    /// Whether this window's user asked for less motion, and where the host read that (see
    /// `MotionPreference`). A change takes effect with the next transition or animator started.
    public var motionPreference = MotionPreference.standard {
        didSet { if motionPreference != oldValue { motionPreferenceDidChange?(self) } }
    }
    /// Called after `motionPreference` changes (UIKit's reduce-motion status notification).
    public var motionPreferenceDidChange: ((Window) -> Void)?

    /// The touch in progress: the mouse's, from button-down to button-up, or else the first
    /// finger's of those down (the one the transitions treat as the pointer).
    public var activeTouch: Touch? {
        touches[.pointer] ?? primaryFinger.flatMap { touches[$0] }
    }
    /// Every touch down, oldest first: the mouse's and each finger's.
    public var activeTouches: [Touch] { dispatcher.touches }
    /// The touches down, by what makes them.
    var touches: [Touch.Source: Touch] = [:]
    /// The finger that went down first while no other touch was down, until it lifts: its
    /// events stand for the pointer's where a transition handles input (grabs, reversals).
    var primaryFinger: Touch.Source?
    /// The host's: called with the key presses no responder took (see `sendKey`); return true
    /// when handled.
    public var keyHandler: ((KeyPress) -> Bool)?
    /// Set by `becomeFirstResponder`; read through `firstResponder`, which checks it is here.
    weak var storedFirstResponder: Responder?
    /// The focused view of each page (see Window+Focus.swift).
    var focusMemory: [FocusMemory] = []
    /// Hears what this window posts for assistive technology (`post(_:)`): a platform bridge.
    /// Held weakly; nil (no bridge, or no bus) costs nothing.
    public weak var accessibilityObserver: AccessibilityObserver?
    /// The last events posted (`post(_:)`), oldest first, at most `recentAccessibilityLimit`:
    /// what tests and the accessibility dump read.
    public internal(set) var recentAccessibilityEvents: [AccessibilityEvent] = []
    /// A transition completed: the next frame posts the screen change (Window+Accessibility).
    var pendingScreenChange = false
    /// Whether the focus ring shows: the keyboard moved or used focus since the last click
    /// ("focus-visible", as GTK and macOS show it).
    public internal(set) var isFocusRingVisible = false {
        didSet { if isFocusRingVisible != oldValue { needsDisplay = true } }
    }
    let dispatcher = TouchDispatcher()
    /// Owns presentations and dismissals in this window; one at a time.
    public private(set) lazy var transitionCoordinator: TransitionCoordinator = {
        let coordinator = TransitionCoordinator(window: self)
        addGestureRecognizer(coordinator.grabRecognizer)
        return coordinator
    }()
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
    /// Controllers a press will present, to lay out between frames (see Window+Preparation).
    var controllersToPrepare: [WeakController] = []
    /// Views a press will fade, to record between frames (see Window+Preparation).
    var viewsToFade: [WeakView] = []

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

    /// Ends every touch in progress as cancelled (used when a transition takes over the
    /// screen). The finger standing for the pointer still does so until it lifts, so a
    /// transition that took its touch over goes on following it.
    public func cancelActiveTouch() {
        for touch in activeTouches { cancelTouch(touch.source, time: touch.timestamp) }
    }
    /// Cancels each touch that landed on `view` or inside it, as UIKit cancels the touches of a
    /// view leaving its window: call it before taking `view` out, since a touch held there could
    /// never end.
    public func cancelTouches(within view: View) {
        for touch in activeTouches where touch.view?.isDescendant(of: view) == true {
            cancelTouch(touch.source, time: touch.timestamp)
        }
    }
    /// The animations running in this window.
    public private(set) lazy var animator = WindowAnimator(window: self)

    public init(size: CGSize, scale: CGFloat, textMeasurer: TextMeasurer) {
        self.scale = scale
        self.textMeasurer = textMeasurer
        super.init(frame: CGRect(origin: .zero, size: size))
        window = self
        liveObjects.track(self)
        _ = transitionCoordinator
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
        if pendingScreenChange {
            pendingScreenChange = false
            post(.screenChanged(focus: nil))
        }
        let ctx = flattened()
        needsDisplay = false
        return DisplayList(size: bounds.size, clearColor: clearColor, ops: ctx.ops)
    }

    /// The window flattened as a frame draws it, its ops in the context; with `recording`, the
    /// context also holds the range of that view's ops (`DrawContext.recordedRange`).
    func flattened(recording view: View? = nil) -> DrawContext {
        var ctx = DrawContext(visibleRect: bounds, scale: scale, textMeasurer: textMeasurer)
        ctx.focusRingTarget = focusRingTarget.map(ObjectIdentifier.init)
        ctx.recordedView = view.map(ObjectIdentifier.init)
        flatten(into: &ctx, toWindow: .identity, parentOpacity: 1, clip: nil)
        return ctx
    }

    // MARK: Input

    /// The window is the last responder: it takes the focus keys (Tab, Shift+Tab, the arrows,
    /// Enter and Space; see Window+FocusKeys.swift) that nothing before it used.
    open override func keyDown(_ press: KeyPress) -> Bool { handleFocusKey(press) }

    /// Delivers one input event: touches go to the view hit on button-down (or finger-down)
    /// until button-up (finger-up); several fingers make several touches (see Window+Touches).
    /// Gesture deadlines at or before the event's time pass first, and those it set at or
    /// before its time pass after it (see Window+GestureDeadlines).
    public func send(_ timed: TimedInputEvent) {
        // What this event starts moving starts at its time (see `WindowAnimator.advance`).
        let outer = animator.eventTime
        defer { animator.eventTime = outer }
        passGestureDeadlines(through: timed.time)
        animator.eventTime = timed.time
        defer { passGestureDeadlines(through: timed.time) }
        if case let .key(key, modifiers) = timed.event, performPriorityKeyCommand(KeyPress(key, modifiers: modifiers)) {
            return
        }
        // A click or a finger hides the focus ring, whatever it lands on ("focus-visible").
        switch timed.event {
        case .pointerDown, .fingerDown: isFocusRingVisible = false
        case .pointerMove, .fingerMove, .wheel: animator.lastMoveFrame = animator.frameCount
        default: break
        }
        // A touchpad's sideways scroll may be a back swipe, in flight or about to be.
        if case let .wheel(dx, dy, p, true) = timed.event {
            layoutIfNeeded()
            if wheelBackSwipe(dx: dx, dy: dy, over: hitTest(p), time: timed.time) { return }
        }
        if interceptForTransition(timed) { return }
        switch timed.event {
        case let .pointerDown(p): touchBegan(.pointer, at: p, time: timed.time)
        case let .pointerMove(p): touchMoved(.pointer, to: p, time: timed.time)
        case let .pointerUp(p):
            touchEnded(.pointer, at: p, time: timed.time)
            transitionCoordinator.settleAbandonedInteraction()
        case let .fingerDown(id, p): touchBegan(.finger(id), at: p, time: timed.time)
        case let .fingerMove(id, p): touchMoved(.finger(id), to: p, time: timed.time)
        case let .fingerUp(id, p):
            touchEnded(.finger(id), at: p, time: timed.time)
            transitionCoordinator.settleAbandonedInteraction()
        case .pointerCancel:
            primaryFinger = nil
            cancelActiveTouch()
            transitionCoordinator.settleAbandonedInteraction()
        case let .key(key, modifiers): sendKey(KeyPress(key, modifiers: modifiers))
        case let .resize(size, newScale): resize(to: size, scale: newScale)
        case let .wheel(dx, dy, p, _):
            layoutIfNeeded()
            hitTest(p)?.scrollWheel(dx: dx, dy: dy)
        case .quit: break
        }
    }
}
