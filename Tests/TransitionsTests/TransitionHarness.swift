import SegueTestSupport
import ViewKit
import XCTest

/// A window with a root controller and a 60 Hz pointer on fake time, for driving transitions
/// exactly as the app does, without SDL.
final class TransitionHarness {
    let window: Window
    let root: ViewController
    let pointer: PointerDriver

    /// `frameInterval`: seconds per frame (moves come one a frame).
    init(root: ViewController, size: CGSize = CGSize(width: 390, height: 844), frameInterval: Double = 1.0 / 60) {
        window = makeWindow(size: size)
        self.root = root
        window.rootViewController = root
        pointer = PointerDriver(window: window, frameInterval: frameInterval)
        _ = window.makeDisplayList()
    }

    var coordinator: TransitionCoordinator { window.transitionCoordinator }

    /// Lets `seconds` of frames pass.
    func wait(_ seconds: Double) { pointer.wait(seconds) }

    /// Runs frames until nothing animates and no transition is in flight (at most 10 s).
    func settle(file: StaticString = #filePath, line: UInt = #line) {
        var waited = 0.0
        while (window.animator.isAnimating || coordinator.isTransitioning) && waited < 10 {
            pointer.wait(pointer.frameInterval)
            waited += pointer.frameInterval
        }
        XCTAssertFalse(coordinator.isTransitioning, "the transition never ended", file: file, line: line)
    }

    /// Fails the test with every invariant the coordinator finds broken.
    func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(coordinator.invariantViolations(), [], file: file, line: line)
    }
}
