import ViewKit

// The leak checks of the issue 28 round compared process-wide counts; since the issue 29 round
// they read one window's registry, and there are no process-wide counts to keep these on.
// Declared unavailable for one round so that code written against them gets a compile error
// saying what to write instead (CHANGELOG.md), not "has no member". Never called: unavailable
// declarations cannot be.

extension LiveCounts {
    @available(
        *, unavailable,
        message: "no process-wide counts remain; keep window.liveObjects and read LiveCounts(registry) or .survivors"
    )
    public static var now: LiveCounts { fatalError("unavailable") }
}

extension LeakWatch {
    @available(
        *, unavailable,
        message: "keep window.liveObjects before the app goes, then LeakWatch.checkReleased(registry)"
    )
    public static func checkReleased(since before: LiveCounts) -> RestFailure? { fatalError("unavailable") }

    @available(*, unavailable, message: "no baseline is taken: LeakWatch.checkAtRest(window)")
    public static func checkAtRest(baseline: LiveCounts?) -> RestFailure? { fatalError("unavailable") }
}
