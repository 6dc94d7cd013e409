/// Something that can answer key presses, as UIResponder: views (the window among them) and
/// view controllers. A key goes to the window's first responder, then along `next`, each
/// responder's key commands first, then its `keyDown(_:)`: see `Window` for the whole route.
open class Responder {
    public init() {}

    /// Key commands added with `addKeyCommand(_:)`.
    private var addedKeyCommands: [KeyCommand] = []

    /// The responder a key goes to when this one does not take it. Views and controllers follow
    /// UIKit: a controller's root view → the controller; another view → its superview; a
    /// presented controller → the controller that presented it; another controller → its
    /// view's superview, or its parent while its view is not in a superview.
    open var next: Responder? { nil }

    /// Whether this responder may become first responder; false unless a subclass says so.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up being first responder; true unless a subclass says not.
    open var canResignFirstResponder: Bool { true }

    /// The window this responder is in: a view's own, a controller's view's. Nil out of a window.
    var responderWindow: Window? { nil }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow.map { $0.firstResponder === self } ?? false }

    /// Makes this responder the first key presses go to, as UIKit's: it must be in a window and
    /// `canBecomeFirstResponder`, and the current first responder must resign. Returns whether
    /// it is first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.storedFirstResponder = self
        return true
    }

    /// Stops being first responder, unless `canResignFirstResponder` is false; returns whether
    /// it gave way (true also when it was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.storedFirstResponder === self { window.storedFirstResponder = nil }
        return true
    }

    /// The key commands this responder answers, as UIKit's `keyCommands`: those added with
    /// `addKeyCommand(_:)`, and for a view controller its own (see `ViewController`). Override
    /// to list commands that depend on state; include `super.keyCommands` to keep the others.
    open var keyCommands: [KeyCommand] { addedKeyCommands }

    /// Adds `command` to `keyCommands`; a command already added is not added twice.
    public func addKeyCommand(_ command: KeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === command }) else { return }
        addedKeyCommands.append(command)
    }

    /// Removes `command` from the commands `addKeyCommand(_:)` added.
    public func removeKeyCommand(_ command: KeyCommand) {
        addedKeyCommands.removeAll { $0 === command }
    }

    /// Called with a key press that no key command along the chain matched, as UIKit's
    /// `pressesBegan`; return true when this responder used it, and it goes no further. The
    /// default uses nothing, so the press goes on to `next`.
    open func keyDown(_ press: KeyPress) -> Bool { false }
}
