/// A key press a responder answers, as UIKeyCommand: a key, the modifiers that must be held
/// with it (exactly those: a command for Ctrl+1 does not answer Ctrl+Shift+1) and an action.
/// Add it to a view or controller with `addKeyCommand(_:)`, or return it from `keyCommands`.
///
///     addKeyCommand(KeyCommand(input: .digit1, modifierFlags: .control, target: self, action: Self.showFirstTab))
public final class KeyCommand {
    /// The key that fires the command.
    public let input: Key
    /// The modifiers that must be held with `input`, and no others.
    public let modifierFlags: KeyModifiers
    /// Shown wherever the app lists its keys (a help overlay, say); Segue shows it nowhere itself.
    public var title: String
    /// When true, the window runs the command before anything else sees the key: before the
    /// first responder and before a transition in flight, which otherwise takes Esc and clicks
    /// (UIKit's `wantsPriorityOverSystemBehavior`). A tool's pause key uses it, so a transition
    /// being studied is not touched.
    public var wantsPriorityOverSystemBehavior = false
    private let action: () -> Void

    /// A command whose action is a closure. A closure that captures the responder it is added
    /// to keeps that responder alive: use the target-action form for a controller's own method.
    public init(input: Key, modifierFlags: KeyModifiers = [], title: String = "", action: @escaping () -> Void) {
        (self.input, self.modifierFlags, self.title, self.action) = (input, modifierFlags, title, action)
    }

    /// UIKit's target-action: `action` is one of the target's methods (`Self.close`). The target
    /// is held weakly.
    public convenience init<Target: AnyObject>(
        input: Key, modifierFlags: KeyModifiers = [], title: String = "", target: Target,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { [weak target] in
            if let target { action(target)() }
        }
    }

    /// Whether `press` fires this command: the same key with exactly these modifiers.
    public func matches(_ press: KeyPress) -> Bool {
        press.key == input && press.modifiers == modifierFlags
    }

    /// Runs the action, as the window does when the command's key is pressed.
    public func perform() { action() }
}
