/// A view a transition keeps hidden, and the controller whose dismissal ends that.
struct KeptHiddenView {
    weak var view: View?
    weak var keeper: ViewController?
    /// The keeper's type, to name it once it is gone.
    let keeperName: String
}

extension TransitionContext {
    /// Declares that this transition keeps `view` hidden until the controller it presents (or
    /// pushes) is dismissed (or popped), as Photos keeps a grid cell hidden while its photo is
    /// open: the rest check (`TransitionCoordinator.invariantViolations()`) then accepts `view`
    /// hidden while that controller is shown, and reports it if it is still hidden once the
    /// controller has gone. Show the view again in the dismissal's animator, at its end.
    ///
    /// Call it from `animateTransition(using:)` of the presentation or push, when you hide the
    /// view. During a dismissal or a pop it declares nothing: the view must be visible once
    /// that ends.
    public func keepHiddenUntilDismissal(_ view: View) {
        guard isPresenting, let coordinator else { return }
        let keeper = viewController(forKey: .to)
        coordinator.keptHidden.removeAll { $0.view == nil || $0.view === view }
        coordinator.keptHidden.append(
            KeptHiddenView(view: view, keeper: keeper, keeperName: keeper.map { "\(type(of: $0))" } ?? "a controller"))
    }
}

extension TransitionCoordinator {
    func viewDidHide(_ view: View) {
        guard isTransitioning, !(view is TransitionContainerView) else { return }
        if !hiddenDuringTransition.contains(where: { $0.view === view }) {
            hiddenDuringTransition.append(WeakView(view))
        }
    }

    /// Forgets hidden-view bookkeeping for views that are gone or shown again, keeping those
    /// still hidden for the rest check. Each transition's end does this too.
    public func clearRestingRecord() {
        hiddenDuringTransition.removeAll { $0.view == nil || $0.view?.isHidden == false }
        keptHidden.removeAll { $0.view == nil || $0.view?.isHidden == false }
    }

    /// The rest check's word on views a transition hid: each one still hidden in the window is
    /// wrong unless a full-screen presentation covers it (`covered`) or a transition keeps it
    /// hidden while what it opened is still shown.
    func hiddenViewViolations(covered: [View]) -> [String] {
        var problems: [String] = []
        for entry in hiddenDuringTransition {
            guard let view = entry.view, view.window === window, view.isHidden else { continue }
            if covered.contains(where: { $0 === view }) { continue }
            if let kept = keptHidden.first(where: { $0.view === view }) {
                if let keeper = kept.keeper, isShown(keeper) { continue }
                problems.append(
                    "\(view.ancestryDescription) was kept hidden until \(kept.keeperName) was dismissed, "
                        + "which it has been, and is still hidden: show it again as the dismissal ends")
                continue
            }
            problems.append(
                "\(view.ancestryDescription) was hidden during a transition and is still hidden "
                    + "(a view kept hidden while what it opened is shown is declared with "
                    + "TransitionContext.keepHiddenUntilDismissal(_:))")
        }
        return problems
    }

    /// True while `controller` is presented or on a navigation stack.
    private func isShown(_ controller: ViewController) -> Bool {
        if controller.presentingViewController != nil { return true }
        return controller.navigationController?.viewControllers.contains { $0 === controller } == true
    }
}
