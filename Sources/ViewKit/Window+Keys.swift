/// Key presses, routed as UIKit routes them in its key window.
///
/// A press starts at the first responder. With none, or with one that a presentation covers (a
/// controller under it presents another), it starts at the controller on top of the
/// presentations, or rather at the child it shows (`childViewControllerForKeyInput`: a
/// navigation controller's top page, a tab bar controller's selected tab). From there it goes
/// along `next` up to the window: the first responder, its views and controllers, the
/// navigation and tab bar controllers holding them, the controllers that presented them, the
/// window. The first key command along that chain that matches the press (key and exact
/// modifiers) runs; failing that, each responder's `keyDown(_:)` is offered the press in the
/// same order. What no responder takes goes to `keyHandler`, the host's.
///
/// A transition in flight sees a press before the chain does (Esc sends it back), except for
/// key commands that want priority over it (`KeyCommand.wantsPriorityOverSystemBehavior`),
/// which run before anything else.
extension Window {
    /// The responder key presses go to first, if any (`becomeFirstResponder`); one that left
    /// this window is first responder no more.
    public var firstResponder: Responder? {
        guard let responder = storedFirstResponder else { return nil }
        return responder.responderWindow === self ? responder : nil
    }

    /// The responders a press goes through, in order, ending with this window.
    public func responderChain() -> [Responder] {
        var chain: [Responder] = []
        var seen: Set<ObjectIdentifier> = []
        var current: Responder? = keyResponderStart()
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            current = responder.next
        }
        if chain.last !== self { chain.append(self) }
        return chain
    }

    /// Runs a priority key command matching `press`, if one along the chain does.
    func performPriorityKeyCommand(_ press: KeyPress) -> Bool {
        for responder in responderChain() {
            if let command = responder.keyCommands.first(where: {
                $0.wantsPriorityOverSystemBehavior && $0.matches(press)
            }) {
                command.perform()
                return true
            }
        }
        return false
    }

    /// Sends `press` along the chain, then to `keyHandler`; returns whether anything took it.
    @discardableResult
    public func sendKey(_ press: KeyPress) -> Bool {
        let chain = responderChain()
        for responder in chain {
            if let command = responder.keyCommands.first(where: { $0.matches(press) }) {
                command.perform()
                return true
            }
        }
        for responder in chain where responder.keyDown(press) { return true }
        return keyHandler?(press) ?? false
    }

    /// The first responder unless a presentation covers it; otherwise the child on show in the
    /// top presented controller (the root controller when nothing is presented).
    private func keyResponderStart() -> Responder {
        if let first = firstResponder, !isCoveredByPresentation(first) { return first }
        guard var controller = rootViewController?.topPresentedViewController else { return self }
        while let child = controller.childViewControllerForKeyInput { controller = child }
        return controller
    }

    /// True when `responder`'s chain passes a controller that presents another, other than on
    /// the way back from that presented controller.
    private func isCoveredByPresentation(_ responder: Responder) -> Bool {
        var current: Responder? = responder
        var previousController: ViewController?
        var steps = 0
        while let step = current, steps < 10_000 {
            if let controller = step as? ViewController {
                if let presented = controller.presentedViewController, presented !== previousController { return true }
                previousController = controller
            }
            current = step.next
            steps += 1
        }
        return false
    }
}
