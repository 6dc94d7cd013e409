import Motion
import SDLBackend
import ViewKit
import XCTest
@testable import segue

/// The demo's keys, driven through the app's own input path on a manual clock.
final class AppKeysTests: XCTestCase {
    private static var session: SDLSession?
    private static var assets: Assets?

    private func makeApp() throws -> App {
        if Self.assets == nil {
            let session = try SDLSession(video: true, preferredDriver: "offscreen")
            let resources = SegueProcess.root.appendingPathComponent("Resources")
            let fonts = try Assets.loadFonts(resources: resources, session: session)
            Self.assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: 1)
            Self.session = session
        }
        return App(assets: Self.assets!, size: CGSize(width: 390, height: 844), scale: 1, clock: ManualClock(),
                   scene: .home, date: HeadlessRunner.fixedDate)
    }

    private func press(_ key: Key, in app: App) {
        app.handle([TimedInputEvent(.key(key), at: app.clock.now)])
    }

    func testHTogglesTheHUDAboveEverything() throws {
        let app = try makeApp()
        XCTAssertNil(app.hud)
        press(.h, in: app)
        let hud = try XCTUnwrap(app.hud)
        XCTAssertTrue(app.window.subviews.last === hud)
        XCTAssertTrue(try XCTUnwrap(app.displayListIfNeeded()).dump.contains(" fps\""), "the HUD draws its rate")
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

    func testEscapeWithNothingPresentedDoesNothing() throws {
        let app = try makeApp()
        XCTAssertFalse(app.dismissTopPresentation())
        press(.escape, in: app)
        XCTAssertEqual(app.window.transitionCoordinator.invariantViolations(), [])
    }

    func testTheWindowOpensOnTheTodayTab() throws {
        let app = try makeApp()
        XCTAssertEqual(app.root?.selectedTab, .today)
        XCTAssertEqual(app.root?.viewControllers.count, 4)
    }
}
