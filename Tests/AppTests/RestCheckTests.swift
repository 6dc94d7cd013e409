import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// The checks an app must pass once it comes to rest (`run-script`, the fuzzer, the soak).
final class RestCheckTests: XCTestCase {
    private func firstScrollView(in view: View) -> ScrollView? {
        if let scroll = view as? ScrollView { return scroll }
        return view.subviews.lazy.compactMap { self.firstScrollView(in: $0) }.first
    }

    /// Issue 19: a list left pulled 16 pt past its top passed every check; it now fails the
    /// scroll-bounds check, naming the view, where it rests and its content's limits.
    func testAScrollViewLeftPastAnEdgeFailsTheScrollBoundsCheck() throws {
        let world = try FuzzWorld(
            app: SegueDemo.self,
            resources: SegueProcess.root.appendingPathComponent("Resources").path, fault: nil)
        let player = world.makePlayer(scene: "home", rasterizes: false)
        try player.begin()
        XCTAssertEqual(player.restFailures(), [], "a fresh app is at rest")
        let list = try XCTUnwrap(firstScrollView(in: player.app.window))
        list.contentOffset = CGPoint(x: 0, y: -16.5)
        let failures = player.restFailures()
        XCTAssertEqual(failures.map(\.check), [.scrollBounds])
        XCTAssertEqual(
            failures.first?.detail,
            "TodayScreen in TabBarContainerView rests at (0, -16.5), outside its content (x 0…0, y 0…1182)")
        list.contentOffset = CGPoint(x: 0, y: -0.5)
        XCTAssertEqual(player.restFailures(), [], "half a point is within")
    }

    /// Issue 29: a release lost on its way left the touch began at rest, and no check saw it.
    /// With the button up, an active touch and a recognizer still began or changed each fail
    /// the touches check; with the button held they are what the script asked for.
    func testATouchLeftOpenWithTheButtonUpFailsTheTouchesCheck() throws {
        let world = try FuzzWorld(
            app: SegueDemo.self,
            resources: SegueProcess.root.appendingPathComponent("Resources").path, fault: nil)
        let player = world.makePlayer(scene: "navigation", rasterizes: false)
        try player.begin()
        // Straight to the window, as a release the player sent and something dropped.
        player.app.window.send(TimedInputEvent(.pointerDown(CGPoint(x: 195, y: 148)), at: 0))
        XCTAssertEqual(
            player.restFailures(),
            [
                RestFailure(
                    check: .touches,
                    detail: "a touch on View in GroupedRowCell in TableView in GroupedListView in View in "
                        + "NavigationContainerView in TabBarContainerView is still began at rest, the button up")
            ])
        player.app.window.cancelActiveTouch()
        XCTAssertEqual(player.restFailures(), [], "a cancelled touch is no longer open")
    }
}
