import SegueTestSupport
import ViewKit
import XCTest

/// The two views of the DocC article *Keyboard, touch and reduced motion*, copied from it, so
/// the article's code compiles and does what it says.
final class KeyboardTouchArticleTests: XCTestCase {
    final class ArtworkTile: View {
        var onOpen: (() -> Void)?

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            cornerRadius = 12
            isFocusable = true
            accessibilityIdentifier = "artwork"
        }

        // Enter or Space while focused.
        override func activate() -> Bool {
            onOpen?()
            return onOpen != nil
        }
    }

    final class ZoomableImage: View {
        let pinch = PinchGestureRecognizer()
        private(set) var zoom: CGFloat = 1

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            pinch.addTarget(self, action: ZoomableImage.pinched)
            addGestureRecognizer(pinch)
        }

        func pinched(_ pinch: PinchGestureRecognizer) {
            zoom = min(max(zoom * pinch.scale, 1), 4)
            pinch.scale = 1  // read the change since the last call, as UIKit's samples do
            transform = CGAffineTransform(scaleX: zoom, y: zoom)
        }
    }

    func testTabFocusesTheTileAndEnterOpensIt() {
        let window = makeWindow()
        let root = ViewController()
        window.rootViewController = root
        let tile = ArtworkTile(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        var opened = 0
        tile.onOpen = { opened += 1 }
        root.view.addSubview(tile)
        window.send(TimedInputEvent(.key(.tab), at: 0))
        XCTAssertTrue(tile.isFocused)
        window.send(TimedInputEvent(.key(.enter), at: 0.1))
        XCTAssertEqual(opened, 1)
    }

    /// Fingers 100 pt apart moving to 250 pt apart, each 5 pt a frame outwards: the image zooms
    /// by their spread, 2.5×, and stops at 4× as they go on to 450 pt apart.
    func testTwoFingersZoomTheImageByTheirSpread() {
        let window = makeWindow()
        let root = ViewController()
        window.rootViewController = root
        let image = ZoomableImage(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        root.view.addSubview(image)
        var time = 0.0
        func send(_ event: InputEvent) {
            window.send(TimedInputEvent(event, at: time))
        }
        send(.fingerDown(id: 1, at: CGPoint(x: 145, y: 350)))
        send(.fingerDown(id: 2, at: CGPoint(x: 245, y: 350)))
        for step in 1...15 {
            time += 1.0 / 60
            let half = 50 + CGFloat(step) * 5
            send(.fingerMove(id: 1, at: CGPoint(x: 195 - half, y: 350)))
            send(.fingerMove(id: 2, at: CGPoint(x: 195 + half, y: 350)))
        }
        XCTAssertEqual(image.zoom, 2.5, accuracy: 1e-9)
        for step in 16...35 {
            time += 1.0 / 60
            let half = 50 + CGFloat(step) * 5
            send(.fingerMove(id: 1, at: CGPoint(x: 195 - half, y: 350)))
            send(.fingerMove(id: 2, at: CGPoint(x: 195 + half, y: 350)))
        }
        XCTAssertEqual(image.zoom, 4)
        send(.fingerUp(id: 1, at: CGPoint(x: 20, y: 350)))
        send(.fingerUp(id: 2, at: CGPoint(x: 370, y: 350)))
    }
}
