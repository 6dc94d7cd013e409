import Foundation
import Motion

/// A rectangle on screen with UIKit's semantics: `frame` in the superview's coordinates,
/// `bounds` in its own (whose origin is the scroll offset), `center` and `transform` about the centre.
open class View: Responder {
    public init(frame: CGRect = .zero) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    // MARK: Geometry

    /// Points, in the superview's coordinates.
    public var center: CGPoint {
        didSet {
            guard center != oldValue else { return }
            recordChange(.center, old: oldValue.animatableComponents, new: center.animatableComponents)
            setNeedsDisplay()
        }
    }

    /// Points, in the view's own coordinates; the origin is the scroll offset.
    open var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            recordChange(.bounds, old: oldValue.animatableComponents, new: bounds.animatableComponents)
            if bounds.size != oldValue.size {
                resizeSubviews(from: oldValue.size)
                setNeedsLayout()
            }
            setNeedsDisplay()
        }
    }

    /// Applied about the centre, as UIKit does with the default anchor point.
    public var transform: CGAffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            recordChange(.transform, old: oldValue.animatableComponents, new: transform.animatableComponents)
            setNeedsDisplay()
        }
    }

    /// Points, in the superview's coordinates: the bounding box once `transform` is applied.
    public var frame: CGRect {
        get {
            let untransformed = CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                width: bounds.width, height: bounds.height)
            if transform.isIdentity { return untransformed }
            return bounds.applying(transformToSuperview)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    // MARK: Appearance

    /// 0…1. Below 0.01 the view neither draws nor receives touches.
    public var alpha: CGFloat = 1 {
        didSet {
            guard alpha != oldValue else { return }
            recordChange(.alpha, old: [Double(oldValue)], new: [Double(alpha)])
            setNeedsDisplay()
        }
    }
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { window?.transitionCoordinator.viewDidHide(self) }
            setNeedsDisplay()
        }
    }
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    public var backgroundColor: Color? {
        didSet {
            guard backgroundColor != oldValue else { return }
            // Premultiplied: fading from or to no colour keeps the hue instead of passing through black.
            recordChange(
                .backgroundColor, old: (oldValue ?? .clear).premultipliedComponents,
                new: (backgroundColor ?? .clear).premultipliedComponents)
            setNeedsDisplay()
        }
    }
    /// Points. Rounds the background, and the contents too when `clipsToBounds` is set.
    public var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            recordChange(.cornerRadius, old: [Double(oldValue)], new: [Double(cornerRadius)])
            setNeedsDisplay()
        }
    }
    /// Which corners `cornerRadius` rounds (`layer.maskedCorners`); all four by default.
    public var maskedCorners: CornerMask = .all { didSet { if maskedCorners != oldValue { setNeedsDisplay() } } }
    public var shadowColor: Color = .black { didSet { if shadowColor != oldValue { setNeedsDisplay() } } }
    /// 0…1; 0 (the default) draws no shadow.
    public var shadowOpacity: Float = 0 {
        didSet {
            guard shadowOpacity != oldValue else { return }
            recordChange(.shadowOpacity, old: [Double(oldValue)], new: [Double(shadowOpacity)])
            setNeedsDisplay()
        }
    }
    /// Blur radius, in points (UIKit's default is 3).
    public var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { setNeedsDisplay() } } }
    /// Points (UIKit's default is (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { setNeedsDisplay() } }
    }
    public var isUserInteractionEnabled = true
    public var tag = 0
    /// The name this view's motion goes under in a motion trace (`MotionTrace`), such as
    /// "card" or "sheet"; views without one are not traced.
    public var traceName: String?
    /// A name tests and scripts find this view by, as UIKit's (`final focus=` gives the
    /// focused view's); Segue shows it nowhere.
    public var accessibilityIdentifier: String?
    /// How the view follows its superview's size changes.
    public var autoresizingMask: AutoresizingMask = []

    /// UIKit keeps corner and shadow properties on the layer; this lets ported code say `view.layer.cornerRadius`.
    public var layer: Layer { Layer(view: self) }

    // MARK: Hierarchy

    public internal(set) var subviews: [View] = []
    public internal(set) weak var superview: View?
    /// The window this view is in, or nil while it is not in one.
    public internal(set) weak var window: Window?
    /// The window laying this view out ahead of showing it, while this is the root of a tree in
    /// no window (see `Window.prepare(presenting:)`).
    weak var preparingWindow: Window?
    /// The superview this view was last taken out of, and the type of the last superview it
    /// had, should that be gone too: where a leak report says the view was last.
    weak var formerSuperview: View?
    var lastSuperviewType: View.Type?

    var needsLayout = true
    /// The controller whose root view this is; it hears of this view's layout passes.
    weak var owningViewController: ViewController?

    /// UIKit's: the controller whose root view this is, or else the superview.
    open override var next: Responder? { owningViewController ?? superview }
    override var responderWindow: Window? { window }
    /// Animations in flight on this view's properties; drawing and hit testing add their offsets.
    var tracks: [PropertyTrack] = []
    /// Recognizers attached to this view, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Set while an animator writes model values, so those writes are not captured again.
    var isApplyingAnimation = false
    /// The image contexts this view began (`GraphicsBeginImageContextWithOptions`) and has not
    /// ended, the current one last.
    var imageContexts: [GraphicsImageContext] = []

    // MARK: Overridable hooks

    /// Lays out subviews; the default does nothing (autoresizing has already run).
    open func layoutSubviews() {}
    /// Points. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint) -> View? { defaultHitTest(point) }
    /// Whether `point`, in this view's coordinates, is inside its bounds, widened by
    /// `hitTestOutset`.
    open func point(inside point: CGPoint) -> Bool {
        let bounds = presentation.bounds
        return (hitTestOutset > 0 ? bounds.insetBy(dx: -hitTestOutset, dy: -hitTestOutset) : bounds).contains(point)
    }
    /// Points around the bounds where a touch still lands on this view: a small button's
    /// target grown to the 44×44 pt a finger needs (Apple's guideline, and what `segue audit`
    /// checks) without drawing it any larger.
    public var hitTestOutset: CGFloat = 0
    open func didMoveToWindow() {}
    open func didMoveToSuperview() {}
    open func willMove(toSuperview newSuperview: View?) {}
    /// Adds the view's own content (after its background) to the display list.
    open func drawContent(in context: inout DrawContext) {}

    // The responder chain: unhandled touches go to the superview, as UIResponder's do.
    open func touchesBegan(_ touch: Touch) { superview?.touchesBegan(touch) }
    open func touchesMoved(_ touch: Touch) { superview?.touchesMoved(touch) }
    open func touchesEnded(_ touch: Touch) { superview?.touchesEnded(touch) }
    open func touchesCancelled(_ touch: Touch) { superview?.touchesCancelled(touch) }
    /// A wheel or trackpad scroll over this view, in points; unhandled, it goes to the superview.
    open func scrollWheel(dx: CGFloat, dy: CGFloat) { superview?.scrollWheel(dx: dx, dy: dy) }

    // Keyboard focus (see View+Focus.swift and Window+Focus.swift).

    /// Whether Tab and the arrow keys may focus this view, as UIKit's `canBecomeFocused`: by
    /// default when `isFocusable` is set. Controls, selectable rows and items say yes.
    open var canBecomeFocused: Bool { isFocusable }
    /// Set to let a plain view (a card, a thumbnail, a bar that opens something when tapped)
    /// take keyboard focus; `activate()` then taps it.
    public var isFocusable = false
    /// The view whose presentation bounds and corners the focus ring surrounds while this
    /// view is focused: this one by default; a cell returns the card it shows.
    open var focusRingView: View { self }
    /// How the ring sits around `focusRingView` while this view is focused: 3 pt outside it,
    /// following its corners, unless set otherwise (rows and grid items draw it inside).
    public var focusRingShape = FocusRingShape()
    /// Activates this view from the keyboard (Enter or Space while it is focused), as UIKit's
    /// `accessibilityActivate()`; returns whether anything happened. The default taps it (see
    /// `tapFromKeyboard()`); controls, table rows and collection items override it.
    open func activate() -> Bool { tapFromKeyboard() }

    // Accessibility, with UIKit's names (see View+Accessibility.swift). Declared here, not in
    // an extension, so that subclasses can override them as UIKit's subclasses do.

    /// What the app set; what it left unset comes from what the view knows (its defaults).
    var accessibilitySettings = AccessibilitySettings()
    /// Whether assistive technology sees this view as one element (its subviews then are not
    /// seen), as UIKit's. Unless set: controls, table and collection cells, labels with text,
    /// views that take keyboard focus, and images given a label are elements.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? defaultIsAccessibilityElement }
        set { accessibilitySettings.isElement = newValue }
    }
    /// What a screen reader calls this element ("Close", "Today"). Unless set: a button's or
    /// a back button's title, a label's text, else the text of the labels inside, in order.
    open var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? defaultAccessibilityLabel }
        set { accessibilitySettings.label = .some(newValue) }
    }
    /// What activating it does, read after a pause ("Opens the story").
    open var accessibilityHint: String?
    /// Its current value, read after the label ("Playing", "3 of 12").
    open var accessibilityValue: String?
    /// What it is and how it behaves. Unless set: `.button` for controls and views that take
    /// keyboard focus, `.staticText` for labels, `.image` for images, plus `.selected` for a
    /// selected cell and `.notEnabled` for a disabled control.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? defaultAccessibilityTraits }
        set { accessibilitySettings.traits = newValue }
    }
    /// Whether this view's siblings, and what lies behind them, are hidden from assistive
    /// technology while it shows (an alert, a custom modal), as UIKit's.
    open var accessibilityViewIsModal = false
    /// Whether this view's subviews are hidden from assistive technology (a decoration, a
    /// picture a caption already describes).
    open var accessibilityElementsHidden = false
    /// The elements inside this container in reading order, when the order of the subviews
    /// on screen (rows top to bottom, each left to right) is not the one to read.
    open var accessibilityElements: [View]?
    /// Window points: the element's frame a screen reader outlines and a bridge reports.
    /// Unless set: the presentation frame of `focusRingView`, where the focus ring is drawn.
    open var accessibilityFrame: CGRect {
        get { accessibilitySettings.frame ?? defaultAccessibilityFrame }
        set { accessibilitySettings.frame = newValue }
    }
    /// Assistive technology activates this element (a screen reader's double tap, AT-SPI's
    /// default action); returns whether anything happened. The default does what Enter does
    /// on the focused view (`activate()`).
    open func accessibilityActivate() -> Bool { activate() }
    /// Assistive technology asks to go back or close (VoiceOver's two-finger scrub, Esc from
    /// AT-SPI); returns whether this view did. The default returns false, and the request goes
    /// to the superview, then to the window as the Esc key (which dismisses a presentation).
    open func accessibilityPerformEscape() -> Bool { false }

    public func sizeToFit() {
        let size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame.size = size
    }

    /// Asks the window to draw a new frame; cheap to call often.
    public func setNeedsDisplay() { window?.needsDisplay = true }
}

/// Forwards UIKit's CALayer property names to the view.
public struct Layer {
    public let view: View
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        nonmutating set { view.cornerRadius = newValue }
    }
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }
    public var shadowColor: Color {
        get { view.shadowColor }
        nonmutating set { view.shadowColor = newValue }
    }
    public var shadowOpacity: Float {
        get { view.shadowOpacity }
        nonmutating set { view.shadowOpacity = newValue }
    }
    public var shadowRadius: CGFloat {
        get { view.shadowRadius }
        nonmutating set { view.shadowRadius = newValue }
    }
    public var shadowOffset: CGSize {
        get { view.shadowOffset }
        nonmutating set { view.shadowOffset = newValue }
    }
}
