import Foundation

/// UINavigationController.Operation: which way a transition between two pages goes.
public enum NavigationOperation: Hashable {
    case push
    case pop
}

/// One change a navigation controller was asked to make to its stack. It is worked out
/// against the stack as it is when its turn comes (changes made during a transition wait for
/// it), so a pop asked for twice for the same page pops it once.
enum NavigationChange {
    case push(ViewController)
    /// Pops the top, when the top is still this controller.
    case pop(expectedTop: ViewController)
    case popTo(ViewController)
    case replace([ViewController])

    /// The stack after this change, or nil when it changes nothing.
    func applied(to stack: [ViewController]) -> [ViewController]? {
        switch self {
        case let .push(controller):
            guard !stack.contains(where: { $0 === controller }) else { return nil }
            return stack + [controller]
        case let .pop(expectedTop):
            guard stack.count > 1, stack.last === expectedTop else { return nil }
            return Array(stack.dropLast())
        case let .popTo(controller):
            guard let index = stack.firstIndex(where: { $0 === controller }), index < stack.count - 1 else {
                return nil
            }
            return Array(stack[...index])
        case let .replace(controllers):
            guard !controllers.isEmpty else { return nil }
            return controllers
        }
    }
}

/// A change waiting in the window's transition coordinator.
struct NavigationRequest {
    weak var navigation: NavigationController?
    let change: NavigationChange
    let animated: Bool
    /// The back swipe driving a pop, when one does.
    let interaction: InteractiveTransitioning?
}
