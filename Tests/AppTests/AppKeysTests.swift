import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// The demo's keys, driven through the app's own input path on a manual clock.
final class AppKeysTests: XCTestCase {
    private static var session: SDLSession?
    private static var assets: Assets?

    private func makeApp() throws -> Application {
        if Self.assets == nil {
            let session = try SDLSession(video: true, preferredDriver: "offscreen")
            let resources = SegueProcess.root.appendingPathComponent("Resources")
            let fonts = try Assets.loadFonts(resources: resources, session: session)
            Self.assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: 1)
            Self.session = session
        }
        return Application(
            assets: Self.assets!, size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock(),
            scene: .home, date: HeadlessRunner.fixedDate)
    }

    private func press(_ key: Key, in app: Application) {
        app.handle([TimedInputEvent(.key(key), at: app.clock.now)])
    }

    /// The app's frames on its manual clock, laid out and flattened but not drawn.
    private func frames(of app: Application) throws -> FrameDriver {
        let clock = try XCTUnwrap(app.clock as? ManualClock)
        return FrameDriver(client: app, input: nil, host: nil, pacing: .virtual(clock: clock, frameInterval: 1.0 / 60))
    }

    func testHTogglesTheHUDAboveEverything() throws {
        let app = try makeApp()
        XCTAssertNil(app.hud)
        press(.h, in: app)
        let hud = try XCTUnwrap(app.hud)
        XCTAssertTrue(app.window.subviews.last === hud)
        let driver = try frames(of: app)
        try driver.step()
        XCTAssertTrue(try XCTUnwrap(driver.lastFrame?.list).dump.contains(" fps\""), "the HUD draws its rate")
        press(.h, in: app)
        XCTAssertNil(app.hud)
        XCTAssertNil(hud.superview)
    }

    func testSTogglesSlowAnimations() throws {
        let app = try makeApp()
        XCTAssertFalse(app.timer.slowAnimations)
        press(.s, in: app)
        XCTAssertTrue(app.timer.slowAnimations)
        press(.s, in: app)
        XCTAssertFalse(app.timer.slowAnimations)
    }

    /// P holds the animation clock: frames go by and the Today list's glide stands still; →
    /// moves it exactly one 60 Hz frame, and the HUD (shown for the pause) says which frame.
    func testPPausesAnimationsAndTheRightArrowStepsOneFrame() throws {
        let app = try makeApp()
        let driver = try frames(of: app)
        func firstScrollView(in view: View) -> ScrollView? {
            (view as? ScrollView) ?? view.subviews.lazy.compactMap(firstScrollView).first
        }
        let scroll = try XCTUnwrap(firstScrollView(in: app.window))
        @discardableResult
        func frame() throws -> DisplayList? {
            try driver.runFrames(1)
            return driver.lastFrame?.list
        }
        try frame()
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try frame()
        press(.p, in: app)
        XCTAssertTrue(app.timer.isPaused)
        XCTAssertNotNil(app.hud, "pausing shows the HUD")
        let held = scroll.contentOffset
        for _ in 0..<10 { try frame() }
        XCTAssertEqual(scroll.contentOffset, held, "nothing moves while paused")
        XCTAssertFalse(app.needsFrame, "a paused app asks for no frames")
        let frameBefore = app.timer.animationFrame
        press(.right, in: app)
        let stepped = try XCTUnwrap(frame(), "a step draws a frame")
        XCTAssertEqual(app.timer.animationFrame, frameBefore + 1)
        XCTAssertNotEqual(scroll.contentOffset, held, "one frame of motion")
        XCTAssertTrue(stepped.dump.contains("paused · frame \(frameBefore + 1)"), "the HUD names the frame")
        press(.p, in: app)
        XCTAssertFalse(app.timer.isPaused)
        XCTAssertNil(app.hud, "resuming hides the HUD the pause showed")
        XCTAssertEqual(app.window.transitionCoordinator.invariantViolations(), [])
    }

    func testTheRightArrowIsTheWindowsWhileRunning() throws {
        let app = try makeApp()
        press(.right, in: app)
        XCTAssertEqual(app.timer.pendingSteps, 0)
        XCTAssertFalse(app.timer.isPaused)
    }

    func testEscapeWithNothingPresentedDoesNothing() throws {
        let app = try makeApp()
        XCTAssertFalse(app.dismissTopPresentation())
        press(.escape, in: app)
        XCTAssertEqual(app.window.transitionCoordinator.invariantViolations(), [])
    }

    func testTheWindowOpensOnTheTodayTab() throws {
        let app = try makeApp()
        XCTAssertEqual(app.root?.selectedTab, .today)
        XCTAssertEqual(app.root?.viewControllers.count, 5)
    }
}
