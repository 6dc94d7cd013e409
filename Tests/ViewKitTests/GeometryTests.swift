import SegueTestSupport
import ViewKit
import XCTest

/// frame, bounds, center and transform, as UIView relates them. All numbers are points.
final class GeometryTests: XCTestCase {
    func testInitFrameSetsBoundsAtOriginAndCenterAtMidpoint() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testMovingCenterMovesFrameButNotBounds() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testResizingBoundsGrowsAboutTheCenter() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.size = CGSize(width: 200, height: 50)
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(v.frame, CGRect(x: -40, y: 20, width: 200, height: 50))
    }

    func testSettingFrameUpdatesCenterAndBoundsSizeButKeepsBoundsOrigin() {
        let v = View(frame: .zero)
        v.bounds.origin = CGPoint(x: 5, y: 7)
        v.frame = CGRect(x: 30, y: 40, width: 60, height: 20)
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 50))
        XCTAssertEqual(v.bounds, CGRect(x: 5, y: 7, width: 60, height: 20))
        XCTAssertEqual(v.frame, CGRect(x: 30, y: 40, width: 60, height: 20))
    }

    func testBoundsOriginDoesNotMoveTheFrame() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 0, y: 300)
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testTranslationMovesFrameButNotCenter() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(translationX: 10, y: 5)
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 25, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
    }

    func testScaledFrameGrowsAboutTheCenterAndBoundsStay() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(v.frame, CGRect(x: -40, y: -5, width: 200, height: 100))
        XCTAssertEqual(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, CGPoint(x: 60, y: 45))
        v.transform = .identity
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    func testRotatedFrameIsTheBoundingBox() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(v.frame, CGRect(x: 35, y: -5, width: 50, height: 100), accuracy: 1e-9)

        let square = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()
        XCTAssertEqual(
            square.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side),
            accuracy: 1e-9)
    }

    func testTransformToSuperviewMapsBoundsCornersToFrameCorners() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 5, y: 5)
        XCTAssertEqual(CGPoint(x: 5, y: 5).applying(v.transformToSuperview), CGPoint(x: 10, y: 20))
        XCTAssertEqual(CGPoint(x: 105, y: 55).applying(v.transformToSuperview), CGPoint(x: 110, y: 70))
    }

    func testSizeToFitKeepsTheOrigin() {
        final class Fixed: View {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 40) }
        }
        let v = Fixed(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.sizeToFit()
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        // The default sizeThatFits is the current size, so sizeToFit changes nothing.
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        plain.sizeToFit()
        XCTAssertEqual(plain.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testLayerForwardsToTheView() {
        let v = View()
        v.layer.cornerRadius = 8
        v.layer.masksToBounds = true
        v.layer.shadowOpacity = 0.25
        v.layer.shadowRadius = 6
        v.layer.shadowOffset = CGSize(width: 1, height: 2)
        XCTAssertEqual(v.cornerRadius, 8)
        XCTAssertTrue(v.clipsToBounds)
        XCTAssertEqual(v.shadowOpacity, 0.25)
        XCTAssertEqual(v.shadowRadius, 6)
        XCTAssertEqual(v.shadowOffset, CGSize(width: 1, height: 2))
    }

    func testUIKitDefaults() {
        let v = View()
        XCTAssertEqual(v.alpha, 1)
        XCTAssertEqual(v.shadowRadius, 3)
        XCTAssertEqual(v.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(v.shadowOpacity, 0)
        XCTAssertTrue(v.isUserInteractionEnabled)
        XCTAssertFalse(Label().isUserInteractionEnabled)
    }

    func testAffineTransformComposition() {
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first, as Core Graphics: (1, 1) → (11, 1) → (22, 2).
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(u), CGPoint(x: 22, y: 2))
        XCTAssertEqual(CGPoint(x: 22, y: 2).applying(u.inverted()), CGPoint(x: 1, y: 1))
        XCTAssertNil(CGAffineTransform(scaleX: 0, y: 1).invertedOrNil())
        // Positive angles turn clockwise on screen: +x goes to +y.
        XCTAssertEqual(
            CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)),
            CGPoint(x: 0, y: 1), accuracy: 1e-12)
    }
}
