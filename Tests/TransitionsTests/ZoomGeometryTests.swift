import Motion
import Transitions
import ViewKit
import XCTest

/// The zoom model from synthetic gesture values: the 4× limit and its rubber band, the point
/// under the centroid kept under it, the pan's bounds and band, and the release's motion.
final class ZoomGeometryTests: XCTestCase {
    /// A 400 × 300 photo on an 400 × 800 page, its centre at (200, 250).
    private let home = CGRect(x: 0, y: 100, width: 400, height: 300)
    private let viewport = CGRect(x: 0, y: 0, width: 400, height: 800)
    private var geometry: ZoomGeometry { ZoomGeometry(home: home, viewport: viewport) }

    /// The 0.55 band: displayed overshoot for `x` past the edge, dimension `d`.
    private func band(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    func testPinchOutZoomsToFourTimesThenRubberBands() {
        var g = geometry
        g.beginPinch(at: CGPoint(x: 200, y: 250))
        g.pinch(scale: 4, centroid: CGPoint(x: 200, y: 250))
        XCTAssertEqual(g.scale, 4)
        g.pinch(scale: 5, centroid: CGPoint(x: 200, y: 250))
        // Raw 5 is 0.25 of the limit past it; the band's dimension is half the limit.
        XCTAssertEqual(Double(g.scale), 4 * (1 + band(0.25, 0.5)), accuracy: 1e-12)
        XCTAssertEqual(Double(g.scale), 4.431_372_549_0, accuracy: 1e-9)
        g.pinch(scale: 8, centroid: CGPoint(x: 200, y: 250))
        XCTAssertEqual(Double(g.scale), 5.047_619_047_6, accuracy: 1e-9)
        g.pinch(scale: 1000, centroid: CGPoint(x: 200, y: 250))
        XCTAssertLessThan(g.scale, 6, "the band never shows past 1.5 × the limit")
    }

    func testBelowOneFollowsWhenThePinchStartsAtRestAndBandsWhenZoomedIn() {
        var atRest = geometry
        atRest.beginPinch(at: CGPoint(x: 200, y: 250))
        atRest.pinch(scale: 0.5, centroid: CGPoint(x: 200, y: 250))
        XCTAssertEqual(atRest.scale, 0.5, "a pinch in from 1× follows the fingers 1:1")
        XCTAssertEqual(atRest.pinchInProgress?.followsBelowOne, true)

        var zoomed = geometry
        zoomed.scale = 2
        zoomed.beginPinch(at: CGPoint(x: 200, y: 250))
        zoomed.pinch(scale: 0.25, centroid: CGPoint(x: 200, y: 250))
        // Raw 0.5 is 0.5 below 1: 1 − band(0.5, 0.5).
        XCTAssertEqual(Double(zoomed.scale), 1 - band(0.5, 0.5), accuracy: 1e-12)
        XCTAssertEqual(Double(zoomed.scale), 0.822_580_645_2, accuracy: 1e-9)
    }

    /// The point under the centroid at the start is under the centroid at every step, through
    /// the band and below 1, to 1e-9 pt.
    func testThePointUnderTheCentroidStaysUnderIt() {
        var g = geometry
        let start = CGPoint(x: 120, y: 180)
        g.beginPinch(at: start)
        let fraction = CGPoint(
            x: (start.x - g.frame.minX) / g.frame.width, y: (start.y - g.frame.minY) / g.frame.height)
        let steps: [(CGFloat, CGPoint)] = [
            (1.3, CGPoint(x: 125, y: 190)), (2.5, CGPoint(x: 150, y: 220)), (4, CGPoint(x: 90, y: 300)),
            (6.5, CGPoint(x: 60, y: 310)), (0.7, CGPoint(x: 250, y: 400)), (0.31, CGPoint(x: 10, y: 700)),
        ]
        for (scale, centroid) in steps {
            g.pinch(scale: scale, centroid: centroid)
            let under = CGPoint(
                x: g.frame.minX + fraction.x * g.frame.width, y: g.frame.minY + fraction.y * g.frame.height)
            XCTAssertEqual(Double(under.x), Double(centroid.x), accuracy: 1e-9, "scale \(scale)")
            XCTAssertEqual(Double(under.y), Double(centroid.y), accuracy: 1e-9, "scale \(scale)")
        }
        // At 2.5 about (120, 180) moved to (150, 220): the centre is (150 + 80·2.5, 220 + 70·2.5).
        g.pinch(scale: 2.5, centroid: CGPoint(x: 150, y: 220))
        XCTAssertEqual(g.center, CGPoint(x: 350, y: 395))
    }

    func testATransformShowsTheFrame() {
        var g = geometry
        g.scale = 2
        g.center = CGPoint(x: 260, y: 230)
        let shown = home.applying(
            CGAffineTransform(translationX: -home.midX, y: -home.midY).concatenating(g.transform)
                .concatenating(CGAffineTransform(translationX: home.midX, y: home.midY)))
        XCTAssertEqual(shown, CGRect(x: -140, y: -70, width: 800, height: 600))
        XCTAssertEqual(g.frame, shown)
    }

    func testCentreLimitsKeepTheEdgesOnTheViewport() {
        var g = geometry
        XCTAssertEqual(g.centerLimits(atScale: 1).x, 200...200)
        XCTAssertEqual(g.centerLimits(atScale: 1).y, 250...250)
        // 800 × 600 at 2×: sideways until an edge meets the viewport's; up and down from home's
        // centre to where the top meets the page's top (the photo is 600 of the page's 800).
        XCTAssertEqual(g.centerLimits(atScale: 2).x, 0...400)
        XCTAssertEqual(g.centerLimits(atScale: 2).y, 250...300)
        // 1600 × 1200 at 4×: both axes overfill.
        XCTAssertEqual(g.centerLimits(atScale: 4).x, -400...800)
        XCTAssertEqual(g.centerLimits(atScale: 4).y, 200...600)
        g.scale = 4
        XCTAssertTrue(g.isZoomedIn)
    }

    func testPanMovesWithinTheLimitsThenRubberBands() {
        var g = geometry
        g.scale = 2
        g.beginPan()
        g.pan(translation: CGPoint(x: 150, y: 0))
        XCTAssertEqual(g.center, CGPoint(x: 350, y: 250))
        // 100 pt past x = 400 on a 400 pt wide viewport; 50 pt past y = 300 on 800 pt.
        g.pan(translation: CGPoint(x: 300, y: 100))
        XCTAssertEqual(Double(g.center.x), 400 + band(100, 400), accuracy: 1e-9)
        XCTAssertEqual(Double(g.center.x), 448.351_648_351_6, accuracy: 1e-9)
        XCTAssertEqual(Double(g.center.y), 300 + band(50, 800), accuracy: 1e-9)
        XCTAssertEqual(Double(g.center.y), 326.586_102_719_0, accuracy: 1e-9)
        // Grabbed again while stretched: no jump, and the band goes on from the finger's place.
        let stretched = g.center
        g.beginPan()
        g.pan(translation: .zero)
        XCTAssertEqual(Double(g.center.x), Double(stretched.x), accuracy: 1e-9)
        XCTAssertEqual(Double(g.center.y), Double(stretched.y), accuracy: 1e-9)
        g.pan(translation: CGPoint(x: -200, y: 0))
        XCTAssertEqual(Double(g.center.x), 300, accuracy: 1e-9)
    }

    func testAPinchStartedOnAStretchedScaleResumesWithoutAJump() {
        var g = geometry
        g.beginPinch(at: CGPoint(x: 200, y: 250))
        g.pinch(scale: 6, centroid: CGPoint(x: 200, y: 250))
        let stretched = g.scale
        g.endPinch()
        g.beginPinch(at: CGPoint(x: 200, y: 250))
        g.pinch(scale: 1, centroid: CGPoint(x: 200, y: 250))
        XCTAssertEqual(Double(g.scale), Double(stretched), accuracy: 1e-9)
        XCTAssertEqual(Double(g.pinchInProgress?.startRawScale ?? 0), 6, accuracy: 1e-9)
    }

    func testRestingScaleAndCentreAboutTheFocus() {
        var g = geometry
        g.scale = 5
        g.center = CGPoint(x: 300, y: 250)
        XCTAssertEqual(g.restingScale, 4)
        // About (100, 250): 200 from it at 5× is 160 at 4×, and x = 260 is within −400…800.
        XCTAssertEqual(g.restingCenter(about: CGPoint(x: 100, y: 250)), CGPoint(x: 260, y: 250))
        g.scale = 0.6
        XCTAssertEqual(g.restingScale, 1)
        XCTAssertEqual(g.restingCenter(about: CGPoint(x: 100, y: 100)), CGPoint(x: 200, y: 250))
    }

    /// A release from a stretched scale or an overscrolled pan carries on at the pace shown:
    /// the fingers' rate times the band's slope there, c / (c·x/d + 1)².
    func testReleaseVelocitiesAreThePaceShown() {
        var g = geometry
        g.beginPinch(at: CGPoint(x: 200, y: 250))
        g.pinch(scale: 3, centroid: CGPoint(x: 200, y: 250))
        XCTAssertEqual(g.shownScaleVelocity(forRecognizerVelocity: 2), 2)
        g.pinch(scale: 5, centroid: CGPoint(x: 200, y: 250))
        // 0.25 of the limit past it, band dimension 0.5: 0.55 / 1.275².
        let shownRate = Double(g.shownScaleVelocity(forRecognizerVelocity: 2))
        XCTAssertEqual(shownRate, 2 * 0.55 / (1.275 * 1.275), accuracy: 1e-9)
        XCTAssertEqual(shownRate, 0.676_662_821_99, accuracy: 1e-9)

        var p = geometry
        p.scale = 2
        p.beginPan()
        p.pan(translation: CGPoint(x: 300, y: 0))
        // 100 pt past the edge of a 400 pt viewport: 0.55 / 1.1375²; y is inside: 1.
        let shown = p.shownPanVelocity(forFingerVelocity: CGVector(dx: 1000, dy: 50))
        XCTAssertEqual(Double(shown.dx), 1000 * 0.55 / (1.1375 * 1.1375), accuracy: 1e-9)
        XCTAssertEqual(Double(shown.dx), 425.069_436_058_4, accuracy: 1e-9)
        XCTAssertEqual(shown.dy, 50)
    }
}
