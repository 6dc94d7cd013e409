import SegueTestSupport
import ViewKit
import XCTest

/// convert(_:to:) and convert(_:from:) for points and rects, through transforms and scroll offsets.
final class ConvertTests: XCTestCase {
    private var window: Window!
    /// At (100, 100), 200 × 200, in the window.
    private var outer: View!
    /// At (50, 50), 100 × 100, in `outer`.
    private var inner: View!

    override func setUp() {
        super.setUp()
        window = makeWindow()
        outer = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        inner = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
    }

    func testPlainNesting() {
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 150))
        XCTAssertEqual(inner.convert(CGPoint(x: 10, y: 10), to: outer), CGPoint(x: 60, y: 60))
        XCTAssertEqual(inner.convert(CGPoint(x: 10, y: 10), to: window), CGPoint(x: 160, y: 160))
        XCTAssertEqual(window.convert(CGPoint(x: 150, y: 150), to: inner), CGPoint(x: 0, y: 0))
        XCTAssertEqual(inner.convert(CGPoint(x: 160, y: 170), from: nil), CGPoint(x: 10, y: 20))
        XCTAssertEqual(outer.convert(CGPoint(x: 60, y: 70), from: inner), CGPoint(x: 110, y: 120))
        XCTAssertEqual(
            inner.convert(CGRect(x: 10, y: 10, width: 5, height: 6), to: nil),
            CGRect(x: 160, y: 160, width: 5, height: 6))
        XCTAssertEqual(
            inner.convert(CGRect(x: 160, y: 160, width: 5, height: 6), from: nil),
            CGRect(x: 10, y: 10, width: 5, height: 6))
    }

    func testTranslatedAncestor() {
        outer.transform = CGAffineTransform(translationX: 10, y: -20)
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 160, y: 130))
        XCTAssertEqual(inner.convert(CGPoint(x: 160, y: 130), from: nil), CGPoint(x: 0, y: 0))
    }

    func testScaledAncestorScalesAboutItsCenter() {
        // outer's centre is (200, 200) and its bounds' mid (100, 100): p ↦ 2·(p − 100) + 200.
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 100, y: 100))
        XCTAssertEqual(inner.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: 120, y: 120))
        XCTAssertEqual(
            inner.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: nil),
            CGRect(x: 100, y: 100, width: 200, height: 200))
        XCTAssertEqual(inner.convert(CGPoint(x: 120, y: 120), from: nil), CGPoint(x: 10, y: 10))
        XCTAssertEqual(
            window.convert(CGRect(x: 100, y: 100, width: 200, height: 200), to: inner),
            CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testRotatedViewTurnsClockwise() {
        // inner's centre in outer is (100, 100); a quarter turn takes its top-left corner to the top-right.
        inner.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: outer), CGPoint(x: 150, y: 50), accuracy: 1e-9)
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 250, y: 150), accuracy: 1e-9)
        XCTAssertEqual(inner.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 250, y: 250), accuracy: 1e-9)
        // A rect converts to the bounding box of its turned corners.
        XCTAssertEqual(
            inner.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: nil),
            CGRect(x: 200, y: 150, width: 50, height: 100), accuracy: 1e-9)
        XCTAssertEqual(inner.convert(CGPoint(x: 250, y: 250), from: nil), CGPoint(x: 100, y: 0), accuracy: 1e-9)
    }

    func testRotatedRectBoundingBoxAt45Degrees() {
        inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()
        // Centre of inner in the window is (200, 200).
        XCTAssertEqual(
            inner.convert(inner.bounds, to: nil),
            CGRect(x: 200 - side / 2, y: 200 - side / 2, width: side, height: side), accuracy: 1e-9)
    }

    func testBoundsOriginActsAsScrollOffset() {
        outer.bounds.origin = CGPoint(x: 0, y: 30)
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 120))
        XCTAssertEqual(outer.convert(CGPoint(x: 0, y: 30), to: nil), CGPoint(x: 100, y: 100))
        XCTAssertEqual(inner.convert(CGPoint(x: 150, y: 120), from: nil), CGPoint(x: 0, y: 0))
        // The subview's frame, in outer's coordinates, is untouched by the scroll.
        XCTAssertEqual(inner.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    func testRoundTripsThroughCombinedTransforms() {
        outer.transform = CGAffineTransform(scaleX: 1.5, y: 0.75).rotated(by: 0.3)
        outer.bounds.origin = CGPoint(x: 7, y: -11)
        inner.transform = CGAffineTransform(rotationAngle: -1.1).translatedBy(x: 3, y: 9)
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 13, y: 77), CGPoint(x: -40, y: 250.5)]
        for p in points {
            let there = inner.convert(p, to: nil)
            XCTAssertEqual(inner.convert(there, from: nil), p, accuracy: 1e-9)
            XCTAssertEqual(window.convert(there, to: inner), p, accuracy: 1e-9)
            let inOuter = inner.convert(p, to: outer)
            XCTAssertEqual(outer.convert(inOuter, to: nil), there, accuracy: 1e-9)
        }
        // A scale-only chain keeps rects exact both ways.
        outer.transform = CGAffineTransform(scaleX: 2, y: 3)
        inner.transform = .identity
        let r = CGRect(x: 5, y: 6, width: 7, height: 8)
        XCTAssertEqual(inner.convert(inner.convert(r, to: nil), from: nil), r, accuracy: 1e-9)
    }

    func testBetweenSiblingSubtrees() {
        let other = View(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
        let leaf = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(other)
        other.addSubview(leaf)
        // leaf's origin is (10, 410) in the window; inner's is (150, 150).
        XCTAssertEqual(leaf.convert(CGPoint(x: 0, y: 0), to: inner), CGPoint(x: -140, y: 260))
        XCTAssertEqual(inner.convert(CGPoint(x: -140, y: 260), to: leaf), CGPoint(x: 0, y: 0))
        XCTAssertEqual(leaf.convert(CGPoint(x: 0, y: 0), from: inner), CGPoint(x: 140, y: -260))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Now inner's origin is at (100, 100) in the window and its points are 2 window points.
        XCTAssertEqual(leaf.convert(CGPoint(x: 0, y: 0), to: inner), CGPoint(x: -45, y: 155))
        XCTAssertEqual(
            leaf.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: inner),
            CGRect(x: -45, y: 155, width: 10, height: 10))
    }

    func testOutsideAWindowNilMeansTheRoot() {
        let root = View(frame: CGRect(x: 500, y: 500, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        root.addSubview(child)
        XCTAssertNil(child.window)
        // The root's own frame is ignored: its coordinates stand in for the window's.
        XCTAssertEqual(child.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 11, y: 21))
        XCTAssertEqual(child.convert(CGPoint(x: 11, y: 21), from: nil), CGPoint(x: 1, y: 1))
        XCTAssertEqual(root.convert(CGPoint(x: 3, y: 4), to: nil), CGPoint(x: 3, y: 4))
    }

    func testDifferentTreesConvertThroughTheirRoots() {
        let rootA = View(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        rootA.addSubview(a)
        let b = View(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        window.addSubview(b)
        XCTAssertEqual(a.convert(CGPoint(x: 0, y: 0), to: b), CGPoint(x: -10, y: -20))
    }

    func testTransformToRootOfARootIsIdentity() {
        // Documented as mapping the view's own coordinates to its root's; for the root itself
        // those are the same coordinates, as convert(_:to: nil) already treats them.
        let root = View(frame: CGRect(x: 500, y: 500, width: 100, height: 100))
        XCTAssertEqual(CGPoint(x: 3, y: 4).applying(root.transformToRoot), root.convert(CGPoint(x: 3, y: 4), to: nil))
        XCTAssertEqual(root.transformToRoot, .identity)
    }
}
