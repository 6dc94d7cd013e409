import ViewKit

extension ScriptPlayer {
    /// What is wrong with the app once it should be at rest, or nothing: the presentation
    /// invariants hold, no animation still runs, and every view's frame is finite.
    func restProblems() -> [String] {
        var problems = app.window.transitionCoordinator.invariantViolations()
        if app.window.animator.isAnimating {
            problems.append("\(app.window.animator.activeCount) animation(s) still running 10 s after the last input")
        }
        if let view = ScriptPlayer.firstNonFiniteView(in: app.window) {
            problems.append("\(type(of: view)) has a non-finite frame \(view.frame)")
        }
        return problems
    }

    /// The first view, depth first, whose frame, bounds or alpha is NaN or infinite.
    static func firstNonFiniteView(in root: View) -> View? {
        let f = root.frame, b = root.bounds
        let values = [f.origin.x, f.origin.y, f.width, f.height, b.origin.x, b.origin.y, b.width, b.height, root.alpha]
        if !values.allSatisfy(\.isFinite) { return root }
        for subview in root.subviews {
            if let bad = firstNonFiniteView(in: subview) { return bad }
        }
        return nil
    }
}
