import Motion

/// The navigation half of the coordinator's rest check: what must hold once nothing moves.
extension NavigationController {
    /// Everything wrong with this stack at rest, or nothing: no change waiting, no swipe held,
    /// the top page alone in the container and in place, the children the stack, and the bar
    /// on the top page's title with the right back button.
    func restViolations() -> [String] {
        var problems: [String] = []
        if !pendingChanges.isEmpty { problems.append("\(pendingChanges.count) navigation change(s) still waiting") }
        if swipe != nil { problems.append("a back swipe is still held") }
        guard isViewLoaded, let top = shownStack.last else { return problems }
        let pages = contentView.subviews
        if pages.count != 1 || pages.first !== top.view {
            problems.append("the navigation container shows \(pages.count) view(s), not only its top page")
        }
        if top.view.transform != .identity || top.view.isHidden || top.view.alpha != 1 {
            problems.append("the top page \(type(of: top)) is moved, faded or hidden")
        }
        if children.count != shownStack.count || zip(children, shownStack).contains(where: { $0 !== $1 }) {
            problems.append("the navigation controller's children are not its stack")
        }
        if navigationBar.isTransitioning { problems.append("the navigation bar is still between two items") }
        if navigationBar.titleLabel?.text != top.navigationItem.title {
            problems.append(
                "the navigation bar shows '\(navigationBar.titleLabel?.text ?? "")' over '\(top.navigationItem.title ?? "")'"
            )
        }
        let backTitle = top.navigationItem.hidesBackButton ? nil : backTitle(below: top, in: shownStack)
        if navigationBar.backButton?.titleLabel.text != backTitle {
            problems.append(
                "the navigation bar's back button reads '\(navigationBar.backButton?.titleLabel.text ?? "none")'")
        }
        return problems
    }
}

extension View {
    /// The navigation controllers whose views are in this tree and, for a window, every one
    /// among its controllers (children and presented ones, at any depth): an unselected tab's
    /// stack is out of the window, the tab bar controller having taken its view out, yet must
    /// be at rest too.
    var navigationControllersInTree: [NavigationController] {
        var found: [NavigationController] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ controller: ViewController?) {
            guard let navigation = controller as? NavigationController,
                seen.insert(ObjectIdentifier(navigation)).inserted
            else { return }
            found.append(navigation)
        }
        func visit(_ view: View) {
            add(view.owningViewController)
            view.subviews.forEach(visit)
        }
        func visit(_ controller: ViewController) {
            add(controller)
            controller.children.forEach(visit)
            if let presented = controller.presentedViewController { visit(presented) }
        }
        visit(self)
        if let root = (self as? Window)?.rootViewController { visit(root) }
        return found
    }
}
