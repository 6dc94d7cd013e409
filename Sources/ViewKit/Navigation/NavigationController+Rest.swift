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
    /// The navigation controllers whose views are in this tree.
    var navigationControllersInTree: [NavigationController] {
        var found: [NavigationController] = []
        if let navigation = owningViewController as? NavigationController { found.append(navigation) }
        for child in subviews { found += child.navigationControllersInTree }
        return found
    }
}
