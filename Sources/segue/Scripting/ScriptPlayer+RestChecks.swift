import ViewKit

extension ScriptPlayer {
    /// What is wrong with the app once it should be at rest, or nothing: the presentation
    /// invariants hold, no animation still runs, and every view's geometry is finite.
    func restProblems() -> [String] { restFailures().map(\.description) }

    /// `restProblems`, each with the check that found it.
    func restFailures() -> [RestFailure] {
        var failures = app.window.transitionCoordinator.invariantViolations()
            .map { RestFailure(check: .invariants, detail: $0) }
        if app.window.animator.isAnimating {
            failures.append(
                RestFailure(
                    check: .animations,
                    detail: "\(app.window.animator.activeCount) animation(s) still running at rest"))
        }
        if let view = ScriptPlayer.firstNonFiniteView(in: app.window) {
            let shown = view.presentation
            failures.append(
                RestFailure(
                    check: .finiteFrames,
                    detail: "\(type(of: view)) has a non-finite frame "
                        + "\(view.frame.scriptText) (shown: size \(shown.bounds.size.width)×\(shown.bounds.size.height) "
                        + "at (\(shown.center.x), \(shown.center.y)), alpha \(shown.alpha))"))
        }
        return failures
    }

    /// The first view, depth first, whose geometry or alpha, as set or as shown, is not finite.
    static func firstNonFiniteView(in root: View) -> View? {
        let shown = root.presentation
        let f = root.frame, b = root.bounds, t = shown.transform
        let values = [
            f.origin.x, f.origin.y, f.width, f.height, b.origin.x, b.origin.y, b.width, b.height, root.alpha,
            shown.center.x, shown.center.y, shown.bounds.width, shown.bounds.height, shown.alpha,
            t.a, t.b, t.c, t.d, t.tx, t.ty, shown.cornerRadius,
        ]
        if !values.allSatisfy(\.isFinite) { return root }
        for subview in root.subviews {
            if let bad = firstNonFiniteView(in: subview) { return bad }
        }
        return nil
    }
}

extension CGRect {
    /// "(x, y, width, height)" in points, short enough for one line of an error.
    var scriptText: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
