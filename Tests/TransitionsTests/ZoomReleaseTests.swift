import Motion
import Transitions
import ViewKit
import XCTest

/// The zoom's release from synthetic values: it starts at the velocity it was let go with (no
/// brake), springs back onto the limits, coasts within them, and ends exactly on them.
final class ZoomReleaseTests: XCTestCase {
    private let home = CGRect(x: 0, y: 100, width: 400, height: 300)
    private let viewport = CGRect(x: 0, y: 0, width: 400, height: 800)
    private let frame = 1.0 / 60

    private func settle(_ release: inout ZoomRelease, frames: Int = 600) -> Int {
        for n in 1...frames where release.step(by: frame) { return n }
        return frames
    }

    func testAStretchedScaleSpringsBackToFourCarryingTheReleaseVelocity() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 5
        let focus = CGPoint(x: 200, y: 250)
        var release = ZoomRelease(geometry: g, scaleVelocity: 2, centerVelocity: .zero, focus: focus)
        XCTAssertEqual(release.scaleVelocity, 2, "the spring starts at the fingers' scale velocity")
        release.step(by: frame)
        // Still opening on the first frame: the release does not brake.
        XCTAssertGreaterThan(release.geometry.scale, 5)
        let frames = settle(&release)
        XCTAssertLessThan(frames, 120)
        XCTAssertEqual(release.geometry.scale, 4)
        XCTAssertEqual(release.geometry.center, focus, "scaled about the focus, which was the centre")
    }

    func testTheFocusStaysPutWhileTheScaleSettles() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 5
        g.center = CGPoint(x: 300, y: 300)
        let focus = CGPoint(x: 100, y: 350)
        let fraction = CGPoint(
            x: (focus.x - g.frame.minX) / g.frame.width, y: (focus.y - g.frame.minY) / g.frame.height)
        var release = ZoomRelease(geometry: g, scaleVelocity: -1, centerVelocity: .zero, focus: focus)
        for _ in 0..<30 {
            release.step(by: frame)
            let shown = release.geometry.frame
            XCTAssertEqual(Double(shown.minX + fraction.x * shown.width), 100, accuracy: 1e-9)
            XCTAssertEqual(Double(shown.minY + fraction.y * shown.height), 350, accuracy: 1e-9)
        }
        _ = settle(&release)
        XCTAssertEqual(release.geometry.scale, 4)
    }

    func testAScaleWithinTheLimitsCoastsAtTheFastRate() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 2
        var release = ZoomRelease(geometry: g, scaleVelocity: 2, centerVelocity: .zero)
        _ = settle(&release)
        // 2 scale/s at 0.99 per ms: 2 · 0.99 / 10 = 0.198 further.
        XCTAssertEqual(Double(release.geometry.scale), 2.198, accuracy: 1e-9)
    }

    func testAScaleCoastingPastFourSpringsBackOntoIt() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 3.9
        var release = ZoomRelease(geometry: g, scaleVelocity: 3, centerVelocity: .zero)
        var peak: CGFloat = 0
        for _ in 0..<600 where !release.step(by: frame) { peak = max(peak, release.geometry.scale) }
        XCTAssertGreaterThan(peak, 4)
        XCTAssertEqual(release.geometry.scale, 4)
    }

    func testAPanCoastsThenSpringsBackAtTheEdge() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 2
        // 1000 pt/s from x = 200 would coast 499 pt, past the 400 edge.
        var release = ZoomRelease(geometry: g, scaleVelocity: 0, centerVelocity: CGVector(dx: 1000, dy: 0))
        XCTAssertEqual(release.centerVelocity, CGVector(dx: 1000, dy: 0))
        var peak: CGFloat = 0
        for _ in 0..<600 where !release.step(by: frame) { peak = max(peak, release.geometry.center.x) }
        XCTAssertGreaterThan(peak, 400)
        XCTAssertEqual(release.geometry.center, CGPoint(x: 400, y: 250))
        // A slow one stays inside: 100 pt/s coasts 49.9 pt.
        var slow = ZoomRelease(geometry: g, scaleVelocity: 0, centerVelocity: CGVector(dx: 100, dy: 0))
        _ = settle(&slow)
        XCTAssertEqual(Double(slow.geometry.center.x), 249.9, accuracy: 1e-9)
    }

    func testGoingBackToFullSizeFromAPinchInEndsAtHome() {
        var g = ZoomGeometry(home: home, viewport: viewport)
        g.scale = 0.6
        g.center = CGPoint(x: 150, y: 400)
        var release = ZoomRelease(
            geometry: g, scaleVelocity: 0.5, centerVelocity: CGVector(dx: -80, dy: 40), focus: CGPoint(x: 150, y: 400),
            targetScale: 1)
        XCTAssertEqual(release.scaleVelocity, 0.5)
        XCTAssertEqual(Double(release.centerVelocity.dx), -80, accuracy: 1e-9)
        XCTAssertEqual(Double(release.centerVelocity.dy), 40, accuracy: 1e-9)
        _ = settle(&release)
        XCTAssertEqual(release.geometry.scale, 1)
        XCTAssertEqual(release.geometry.center, CGPoint(x: 200, y: 250))
    }
}
