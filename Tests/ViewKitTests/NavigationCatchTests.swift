import SegueTestSupport
import ViewKit
import XCTest

/// A click on a page still sliding: the press catches it where it is drawn, and the lift, where
/// the press came down, lets it go at rest, on to the end past half way and back before it.
/// Nothing moved, so the frame after the click shows the spring's first step: a release waits a
/// frame only for a hand's last move to be drawn.
final class NavigationCatchTests: XCTestCase {
    /// Caught on each of the push's first 15 frames. The press's mapping puts the page back
    /// where it is drawn by way of the point's travel (progress × length ÷ length), which can
    /// differ from the drawn progress in its last bits: that must not count as a move.
    func testAStillClickOnASlidingPageLetsItGoOnTheNextFrame() throws {
        var stoodStill: [Int] = []
        for caughtAt in 1...15 {
            let f = NavigationFixture()
            let b = f.page("B")
            f.navigation.pushViewController(b, animated: true)
            f.driver.wait(Double(caughtAt) / 60)
            let drawn = f.drawnX(b)
            let press = CGPoint(x: drawn + 5, y: 400)
            f.driver.down(press)
            XCTAssertTrue(f.window.transitionCoordinator.isInteractive, "frame \(caughtAt): the press caught it")
            XCTAssertEqual(f.drawnX(b), drawn, "frame \(caughtAt): caught where it is drawn")
            f.driver.up(press)
            let pastHalfWay = drawn < 195
            f.driver.wait(1.0 / 60)
            // A frame of the spring from rest moves the page 0.58 pt or more on these frames.
            let step = f.drawnX(b) - drawn
            if abs(step) < 0.3 { stoodStill.append(caughtAt) }
            XCTAssertEqual(step < 0, pastHalfWay, "frame \(caughtAt): at \(drawn), it heads the way it ends")
            f.driver.settle()
            XCTAssertEqual(f.names, pastHalfWay ? ["A", "B"] : ["A"], "frame \(caughtAt): at \(drawn)")
            if pastHalfWay { XCTAssertEqual(f.drawnX(b), 0, "frame \(caughtAt)") }
            XCTAssertEqual(f.violations, [], "frame \(caughtAt)")
        }
        XCTAssertEqual(stoodStill, [], "caught on these frames, the page stood still for the frame after the click")
    }
}
