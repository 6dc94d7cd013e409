import SegueTestSupport
import ViewKit
import XCTest

/// hitTest(_:) with UIKit's rules. Points are in the window's coordinates unless said otherwise.
final class HitTestingTests: XCTestCase {
    private var window: Window!
    /// At (100, 100), 200 × 200.
    private var box: View!

    override func setUp() {
        super.setUp()
        window = makeWindow()
        box = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(box)
    }

    private func add(_ frame: CGRect, to parent: View? = nil) -> View {
        let v = View(frame: frame)
        (parent ?? box).addSubview(v)
        return v
    }

    func testDeepestViewWins() {
        let child = add(CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = add(CGRect(x: 5, y: 5, width: 10, height: 10), to: child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 117, y: 117)) === grandchild)
        XCTAssertTrue(window.hitTest(CGPoint(x: 140, y: 140)) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 250)) === box)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5)) === window)
        XCTAssertNil(window.hitTest(CGPoint(x: -1, y: 5)), "outside the window")
    }

    func testFrontmostSiblingWins() {
        let back = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = add(CGRect(x: 50, y: 50, width: 100, height: 100))
        XCTAssertTrue(window.hitTest(CGPoint(x: 175, y: 175)) === front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 125)) === back)
        box.bringSubviewToFront(back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 175, y: 175)) === back)
    }

    func testEdgesAreHalfOpen() {
        let v = add(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 100)) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 109.9, y: 109.9)) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 105)) === box)
    }

    func testHiddenViewsAreSkipped() {
        let back = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        front.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === back)
        box.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === window)
    }

    func testAlphaThreshold() {
        let back = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        front.alpha = 0.009
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === back)
        front.alpha = 0.01
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === front)
        front.alpha = 0
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === back)
    }

    func testUserInteractionDisabledSkipsTheSubtree() {
        let back = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = add(CGRect(x: 0, y: 0, width: 50, height: 50), to: front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 110)) === inner)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 110)) === back, "inner is interactive but its parent is not")
    }

    func testLabelsAreTransparentToTouches() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.addSubview(label)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === box)
    }

    func testSubviewOutsideTheParentsBoundsIsNotHit() {
        let outside = add(CGRect(x: 190, y: 0, width: 50, height: 50))
        // Inside the part that overlaps the parent…
        XCTAssertTrue(window.hitTest(CGPoint(x: 295, y: 110)) === outside)
        // …but not past the parent's edge, even though it is drawn there.
        XCTAssertTrue(window.hitTest(CGPoint(x: 320, y: 110)) === window)
        box.clipsToBounds = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 320, y: 110)) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 295, y: 110)) === outside)
    }

    func testScrolledParentHitsWhereTheChildIsDrawn() {
        let child = add(CGRect(x: 0, y: 100, width: 50, height: 50))
        box.bounds.origin = CGPoint(x: 0, y: 80)
        // child is drawn at window y 120…170.
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 125)) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 110, y: 215)) === box)
    }

    func testScaledSubviewIsHitWhereItIsDrawn() {
        // Frame (50, 50, 100, 100) scaled by 0.5 about its centre (200, 200 in the window) is drawn at 175…225.
        let v = add(CGRect(x: 50, y: 50, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 160)) === box, "inside the untransformed frame only")
        XCTAssertTrue(window.hitTest(CGPoint(x: 180, y: 180)) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 224, y: 224)) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 226, y: 200)) === box)
    }

    func testRotatedSubviewIsHitWhereItIsDrawn() {
        // A 160 × 20 bar centred at (200, 200) in the window, turned upright by a quarter turn.
        let bar = add(CGRect(x: 20, y: 90, width: 160, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 130)) === bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 275)) === bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 130, y: 200)) === box, "where the unrotated bar would be")
        XCTAssertTrue(window.hitTest(CGPoint(x: 215, y: 200)) === box)
    }

    func testGrandchildOfTransformedParent() {
        let parent = add(CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        // parent's point q lands at 2·(q − 50) + 50 in box, so at 2q + 50 in the window:
        // leaf's 80…90 is drawn at window 210…230.
        let leaf = add(CGRect(x: 80, y: 80, width: 10, height: 10), to: parent)
        XCTAssertTrue(window.hitTest(CGPoint(x: 215, y: 225)) === leaf)
        XCTAssertTrue(window.hitTest(CGPoint(x: 205, y: 215)) === parent)
    }

    func testNonInvertibleTransformIsNeverHit() {
        let v = add(CGRect(x: 0, y: 0, width: 200, height: 200))
        v.transform = CGAffineTransform(scaleX: 0, y: 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 200)) === box)
        v.transform = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 200)) === box)
        v.transform = .identity
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 200)) === v)
    }

    func testCustomPointInsideExtendsTheTarget() {
        final class Generous: View {
            override func point(inside point: CGPoint) -> Bool { bounds.insetBy(dx: -10, dy: -10).contains(point) }
        }
        let v = Generous(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        box.addSubview(v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 145, y: 145)) === v)
        XCTAssertTrue(window.hitTest(CGPoint(x: 139, y: 145)) === box)
    }
}
