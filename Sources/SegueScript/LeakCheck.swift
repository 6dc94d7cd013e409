import ViewKit

/// How many views and view controllers a window's registry (`LiveObjects`) holds alive: the
/// soak compares them between cycles, as reachable state that grows with every cycle is a leak
/// too, though nothing is unreachable.
public struct LiveCounts: Equatable, CustomStringConvertible {
    public var views: Int
    public var viewControllers: Int

    public init(views: Int, viewControllers: Int) { (self.views, self.viewControllers) = (views, viewControllers) }

    /// What `registry` holds alive now.
    public init(_ registry: LiveObjects) {
        let alive = registry.alive
        views = alive.count { $0 is View }
        viewControllers = alive.count { $0 is ViewController }
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
    /// Every view, view controller and gesture recognizer alive at rest is reachable from the
    /// window (`Window.unreachableObjects`), and all die with their app.
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

/// The leak checks: at rest, nothing the window tracked is alive but unreachable; once the app
/// is gone, nothing it tracked is alive at all. Both name each object with where it was last
/// attached, and both look at one window's registry only, so a leak fails the run that made it
/// and no later one.
public enum LeakWatch {
    /// Every object `window` tracked that is alive but unreachable, as one failure, or nil.
    public static func checkAtRest(_ window: Window) -> RestFailure? {
        let leaked = window.unreachableObjects()
        guard !leaked.isEmpty else { return nil }
        return RestFailure(
            check: .leaks,
            detail: "\(leaked.count) alive but unreachable at rest: "
                + leaked.map(\.description).joined(separator: "; "))
    }

    /// Once an app is gone, everything its window tracked (`registry`) must be gone too.
    public static func checkReleased(_ registry: LiveObjects) -> RestFailure? {
        let survivors = registry.survivors
        guard !survivors.isEmpty else { return nil }
        return RestFailure(
            check: .leaks,
            detail: "\(survivors.count) outlived their app: " + survivors.map(\.description).joined(separator: "; "))
    }
}
