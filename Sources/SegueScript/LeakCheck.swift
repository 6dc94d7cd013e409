import ViewKit

/// Live object counts, to tell a leak from state the app keeps on purpose.
public struct LiveCounts: Equatable, CustomStringConvertible {
    public var views: Int
    public var viewControllers: Int

    public static var now: LiveCounts {
        LiveCounts(views: LiveObjects.views, viewControllers: LiveObjects.viewControllers)
    }

    public var description: String { "\(views) views and \(viewControllers) view controllers" }
}

/// The checks a script or fuzz burst must pass once the app has come to rest.
public enum RestCheck: String {
    /// The transition coordinator's invariant check.
    case invariants
    /// No animation may still run once input has stopped.
    case animations
    /// Every view's frame, bounds and alpha, model and shown, are finite numbers.
    case finiteFrames = "finite-frames"
    /// Every scroll view rests with its content within its limits (none left pulled past an edge).
    case scrollBounds = "scroll-bounds"
    /// With the button up, no touch is active and no gesture recognizer is still in its began
    /// or changed state: a release was not lost on its way.
    case touches
    /// Views and controllers die with their app, and an app at rest holds about what a fresh
    /// one holds.
    case leaks
    /// Building or drawing a frame failed.
    case drawing
}

/// One failed check, with what was found.
public struct RestFailure: Error, CustomStringConvertible, Equatable {
    public var check: RestCheck
    public var detail: String

    public init(check: RestCheck, detail: String) { (self.check, self.detail) = (check, detail) }

    public var description: String { "\(check.rawValue): \(detail)" }
}

/// Tells a leak from state an app keeps on purpose: views and controllers must die with their
/// app, and an app at rest may hold only a little more than a fresh one that has shown every
/// tab (scroll positions change how many cells exist; the HUD may be up).
public enum LeakWatch {
    /// Views an app at rest may hold beyond its scene's baseline.
    static let viewMargin = 80

    /// The counts of a fresh app from `makePlayer` at rest after showing every tab, or nil when
    /// it could not even run (the script then reports that itself). Frames are not drawn.
    public static func baseline(for scene: String, makePlayer: (String) -> ScriptPlayer?) -> LiveCounts? {
        try? {
            guard let player = makePlayer(scene) else { return nil }
            player.rasterizes = false
            try player.begin()
            if let tabs = player.app.namedTabs {
                let home = tabs.selectedIndex
                for index in tabs.viewControllers.indices {
                    tabs.selectTab(at: index)
                    try player.runFrames(2)
                }
                tabs.selectTab(at: home)
            }
            try player.settle()
            return LiveCounts.now
        }()
    }

    /// Checks an app at rest against its scene's baseline.
    public static func checkAtRest(baseline: LiveCounts?) -> RestFailure? {
        guard let baseline else { return nil }
        let extra = LiveObjects.views - baseline.views
        guard extra > viewMargin else { return nil }
        return RestFailure(
            check: .leaks,
            detail: "\(LiveObjects.views) views alive at rest, \(extra) more than a "
                + "fresh app's \(baseline.views) (margin \(viewMargin))")
    }

    /// Once an app is gone, its views and controllers must be gone too.
    public static func checkReleased(since before: LiveCounts) -> RestFailure? {
        let after = LiveCounts.now
        guard after != before else { return nil }
        return RestFailure(
            check: .leaks,
            detail: "\(after.views - before.views) views and "
                + "\(after.viewControllers - before.viewControllers) view controllers outlived their app")
    }
}
