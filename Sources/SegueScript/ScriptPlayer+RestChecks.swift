import ViewKit

extension ScriptPlayer {
    /// What is wrong with the app once it should be at rest, or nothing: the presentation
    /// invariants hold, no animation still runs, every view's geometry is finite, every scroll
    /// view is within its content, no touch is left open with the button up, and nothing the
    /// window tracked is alive but unreachable.
    public func restProblems() -> [String] { restFailures().map(\.description) }

    /// `restProblems`, each with the check that found it.
    public func restFailures() -> [RestFailure] {
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
        if let scroll = ScriptPlayer.firstScrollViewOutsideItsContent(in: app.window) {
            let limits = scroll.offsetLimits, o = scroll.contentOffset
            // %g, with -0 as 0: an edge at zero reads "0".
            func text(_ value: Double) -> String { format(value == 0 ? 0 : value) }
            failures.append(
                RestFailure(
                    check: .scrollBounds,
                    detail: "\(scroll.ancestryDescription) rests at (\(text(Double(o.x))), \(text(Double(o.y)))), "
                        + "outside its content (x \(text(limits.x.lowerBound))…\(text(limits.x.upperBound)), "
                        + "y \(text(limits.y.lowerBound))…\(text(limits.y.upperBound)))"))
        }
        if !isPointerDown { failures += ScriptPlayer.touchesLeftOpen(in: app.window) }
        if let leak = LeakWatch.checkAtRest(app.window) { failures.append(leak) }
        return failures
    }

    /// Every active touch, and every recognizer in the began or changed state, as failures: at
    /// rest with the button up, each means a release never reached it.
    static func touchesLeftOpen(in window: Window) -> [RestFailure] {
        var failures: [RestFailure] = []
        for touch in window.activeTouches {
            let view = touch.view?.ancestryDescription ?? "no view"
            failures.append(
                RestFailure(
                    check: .touches, detail: "a touch on \(view) is still \(touch.phase) at rest, the button up"))
        }
        func visit(_ view: View) {
            for recognizer in view.gestureRecognizers where recognizer.state == .began || recognizer.state == .changed {
                failures.append(
                    RestFailure(
                        check: .touches,
                        detail:
                            "\(type(of: recognizer)) on \(view.ancestryDescription) is still \(recognizer.state) at rest"
                    ))
            }
            view.subviews.forEach(visit)
        }
        visit(window)
        return failures
    }

    /// The first scroll view, depth first, left with its content past an edge.
    static func firstScrollViewOutsideItsContent(in root: View) -> ScrollView? {
        if let scroll = root as? ScrollView, !scroll.isWithinContent { return scroll }
        for subview in root.subviews {
            if let found = firstScrollViewOutsideItsContent(in: subview) { return found }
        }
        return nil
    }

    /// The first view, depth first, whose geometry or alpha, as set or as shown, is not finite.
    public static func firstNonFiniteView(in root: View) -> View? {
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
