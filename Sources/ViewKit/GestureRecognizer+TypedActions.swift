import Foundation

/// UIKit's selectors may name a handler that takes the recognizer's own class
/// (`headerDidScroll(_ sender: UIPanGestureRecognizer)`) or nothing at all (`backgroundDidTap()`);
/// these overloads take such methods as they are, so ported handlers keep their signatures.
extension GestureRecognizer {
    /// Target-action whose action takes the recognizer as `Sender` (a pan's handler takes a
    /// `PanGestureRecognizer`). The target is held weakly; the action is not called if the
    /// recognizer is not a `Sender`.
    public convenience init<Target: AnyObject, Sender: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Target-action whose action takes no argument. The target is held weakly.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action that takes the recognizer as `Sender`; see `init(target:action:)`.
    public func addTarget<Target: AnyObject, Sender: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        addTarget(target) { (target: Target) in
            { recognizer in (recognizer as? Sender).map { action(target)($0) } }
        }
    }

    /// Adds an action that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(target) { (target: Target) in { _ in action(target)() } }
    }
}
