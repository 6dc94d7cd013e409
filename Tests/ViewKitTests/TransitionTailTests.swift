import SegueTestSupport
import ViewKit
import XCTest

/// The tail of a transition never holds input back: once everything it moves is within a point
/// (and 0.01 in alpha and scale) of where it ends, input completes it at once and is handled as
/// at rest, with no frame of dead time.
final class TransitionTailTests: XCTestCase {
    private var window: Window!
    private var root: ViewController!
    private var driver: PointerDriver!

    override func setUp() {
        window = makeWindow()
        root = ViewController()
        window.rootViewController = root
        driver = PointerDriver(window: window)
    }

    override func tearDown() {
        (window, root, driver) = (nil, nil, nil)
    }

    /// A full-screen controller whose view is one button; counts its taps.
    private final class ButtonPage: ViewController {
        var taps = 0
        override func loadView() {
            let button = Button(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.taps += 1 }
            view = button
        }
    }

    /// Points the slide-up still has to go.
    private func remaining(_ page: ViewController) -> CGFloat { abs(page.view.presentation.center.y - 422) }

    /// Frames (after the present) until the default slide-up is within a point of its end.
    private func framesUntilWithinAPoint(_ page: ViewController) -> Int {
        var frames = 0
        while remaining(page) > 1 { driver.wait(1.0 / 60); frames += 1 }
        return frames
    }

    func testATapOnTheFirstFrameWithinAPointCompletesThePresentationAndLands() {
        let page = ButtonPage()
        root.present(page, animated: true)
        let frames = framesUntilWithinAPoint(page)
        XCTAssertTrue(window.transitionCoordinator.isTransitioning, "the spring has not ended by itself")
        driver.down(CGPoint(x: 195, y: 600)); driver.up(CGPoint(x: 195, y: 600))
        XCTAssertFalse(window.transitionCoordinator.isTransitioning)
        XCTAssertEqual(page.taps, 1, "the tap was handled as at rest, on the frame it came")
        XCTAssertEqual(page.view.presentation.center.y, 422, "landed exactly")
        XCTAssertEqual(window.transitionCoordinator.invariantViolations(), [])

        // Left alone, the same slide runs on for frames after it is within a point: dead time.
        let alone = ButtonPage()
        page.dismiss(animated: false)
        root.present(alone, animated: true)
        XCTAssertEqual(framesUntilWithinAPoint(alone), frames)
        var tail = 0
        while window.transitionCoordinator.isTransitioning { driver.wait(1.0 / 60); tail += 1 }
        XCTAssertEqual(tail, 2, "the invisible tail this saves")
    }

    func testATapWhileStillMovingDoesNotEndTheTransition() {
        let page = ButtonPage()
        root.present(page, animated: true)
        while remaining(page) > 20 { driver.wait(1.0 / 60) }
        driver.down(CGPoint(x: 195, y: 600)); driver.up(CGPoint(x: 195, y: 600))
        XCTAssertTrue(window.transitionCoordinator.isTransitioning, "20 pt from its end it is still moving")
        XCTAssertGreaterThan(remaining(page), 1)
        driver.settle()
    }

    func testAPausedAnimatorIsNotSettledAndKeepsTheTransitionInFlight() {
        let page = ButtonPage()
        root.present(page, animated: true)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let paused = PropertyAnimator(duration: 1, curve: .linear) { view.center.x += 100 }
        paused.pauseAnimation()
        paused.fractionComplete = 0.5
        _ = framesUntilWithinAPoint(page)
        XCTAssertFalse(window.animator.isSettled, "50 pt from its end")
        driver.down(CGPoint(x: 195, y: 600)); driver.up(CGPoint(x: 195, y: 600))
        XCTAssertTrue(window.transitionCoordinator.isTransitioning)
        paused.stopAnimation(true)
        driver.settle()
    }
}
