import Motion
import SegueScript
import ViewKit

/// Where the fuzzer aims: mostly at what moves and what starts motion, found in the live view
/// tree at the moment of the gesture (so a card in flight is hit where it is drawn).
public struct FuzzTargets {
    /// A point to press or drag from, in window points.
    public struct Target {
        public var point: CGPoint
        /// What was aimed at, for the reproducer's comments.
        public var label: String
        /// The name in the app's own targets (`ScriptableApp.fuzzTargets`) that made the view
        /// aimed at a target, its trace name or its type's name; nil for anything else.
        public var appTarget: String? = nil
    }

    /// Views worth aiming at: controls (the tab bar, Show Sheet, Show Page, close buttons),
    /// cells, images, whatever sits in a transition's container, and the app's own targets: the
    /// views whose trace name or type name is in `targets` (`ScriptableApp.fuzzTargets`).
    public static func candidates(in window: Window, targets: Set<String> = []) -> [(view: View, rect: CGRect)] {
        var found: [(View, CGRect)] = []
        collect(
            window, toWindow: .identity, visibleArea: window.bounds, insideTransition: false, targets: targets,
            into: &found)
        return found
    }

    private static func collect(
        _ view: View, toWindow: CGAffineTransform, visibleArea: CGRect,
        insideTransition: Bool, targets: Set<String>, into found: inout [(View, CGRect)]
    ) {
        let shown = view.presentation
        guard !view.isHidden, shown.alpha >= 0.01, view.isUserInteractionEnabled else { return }
        let inTransition = insideTransition || "\(type(of: view))" == "TransitionContainerView"
        let rect = shown.bounds.applying(toWindow)
        if isInteresting(view, inTransition: inTransition, targets: targets), rect.width >= 4, rect.height >= 4,
            rect.origin.x.isFinite, rect.origin.y.isFinite, rect.intersects(visibleArea)
        {
            found.append((view, rect))
        }
        for sub in view.subviews {
            collect(
                sub, toWindow: sub.presentation.transformToSuperview.concatenating(toWindow),
                visibleArea: visibleArea, insideTransition: inTransition, targets: targets, into: &found)
        }
    }

    private static func isInteresting(_ view: View, inTransition: Bool, targets: Set<String>) -> Bool {
        if view is Control || view is TableViewCell || view is CollectionViewCell || view is ImageView { return true }
        // A navigation push or pop in flight names its pages.
        if let trace = view.traceName, trace.hasPrefix("nav.") || targets.contains(trace) { return true }
        if !targets.isEmpty, targets.contains("\(type(of: view))") { return true }
        return inTransition && view.superview.map { "\(type(of: $0))" == "TransitionContainerView" } == true
    }

    /// Which of `targets` names `view`: its trace name first, then its type's name.
    static func appTarget(of view: View, in targets: Set<String>) -> String? {
        if let trace = view.traceName, targets.contains(trace) { return trace }
        let type = "\(type(of: view))"
        return targets.contains(type) ? type : nil
    }

    /// A point for the next gesture: one time in twelve within 20 pt of the left edge (where
    /// back swipes start), otherwise two times in three on a candidate view (anywhere inside
    /// it), else anywhere in the window or, rarely, outside it.
    public static func pick(in window: Window, targets: Set<String> = [], using rng: inout SeededGenerator) -> Target {
        let size = window.bounds.size
        if rng.chance(1.0 / 12) {
            let p = CGPoint(
                x: CGFloat.random(in: 0...20, using: &rng), y: CGFloat.random(in: 0...size.height, using: &rng))
            return Target(point: p.rounded, label: "left edge")
        }
        let views = candidates(in: window, targets: targets)
        if !views.isEmpty, rng.chance(0.67) {
            // Controls (buttons, tabs) start the transitions: aim at them three times as often.
            let (view, rect) = rng.weighted(views.map { (weight: $0.view is Control ? 3 : 1, value: $0) })
            let area = rect.intersection(CGRect(origin: .zero, size: size))
            let p = CGPoint(
                x: CGFloat.random(in: area.minX...area.maxX, using: &rng),
                y: CGFloat.random(in: area.minY...area.maxY, using: &rng))
            return Target(point: p.rounded, label: "\(type(of: view))", appTarget: appTarget(of: view, in: targets))
        }
        if rng.chance(0.1) {
            let p = CGPoint(
                x: CGFloat.random(in: -600...(size.width + 600), using: &rng),
                y: CGFloat.random(in: -600...(size.height + 600), using: &rng))
            return Target(point: p.rounded, label: "outside")
        }
        let p = CGPoint(
            x: CGFloat.random(in: 0...size.width, using: &rng),
            y: CGFloat.random(in: 0...size.height, using: &rng))
        return Target(point: p.rounded, label: "anywhere")
    }
}

extension CGPoint {
    /// To the half point, so reproducers stay short and exact.
    public var rounded: CGPoint { CGPoint(x: (x * 2).rounded() / 2, y: (y * 2).rounded() / 2) }
}
