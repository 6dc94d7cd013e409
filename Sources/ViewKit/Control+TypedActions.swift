import Foundation

extension Control {
    /// Target-action whose action takes the control as its own class (`closeButtonTapped(_ sender: UIButton)`
    /// in UIKit), so ported handlers keep their signatures. The target is held weakly; the action is not
    /// called when the control is not a `Sender`.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target,
        action: @escaping (Target) -> (Sender) -> Void,
        for events: ControlEvents
    ) {
        addAction(for: events) { [weak target] control in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }
}
