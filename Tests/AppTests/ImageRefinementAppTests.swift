import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// The demo's cards, decoded at a phone's 400×500 pixels, are decoded again when the window
/// grows (800×600 points: 768 points wide) or moves to a 2× screen, but only by the frame loop
/// and the script player at rest, never between the frames of an animation.
final class ImageRefinementAppTests: XCTestCase {
    private var session: SDLSession?

    private func makeAssets() throws -> Assets {
        let session = try self.session ?? SDLSession(video: true, preferredDriver: "offscreen")
        self.session = session
        let resources = SegueProcess.root.appendingPathComponent("Resources")
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        return try Assets(resources: resources, fonts: fonts, session: session, displayScale: 1)
    }

    /// An app in a phone-sized window (390×844 points) drawing onto a surface of `canvasSize` points.
    private func makeApp(assets: Assets, canvasSize: CGSize) throws -> (Application, HeadlessCanvas, ManualClock) {
        let canvas = try HeadlessCanvas(size: canvasSize, scale: 1, fonts: assets.fonts, session: session)
        let clock = ManualClock()
        let app = Application(
            assets: assets, size: CGSize(width: 390, height: 844), scale: 1, clock: clock, scene: .home,
            date: HeadlessRunner.fixedDate)
        return (app, canvas, clock)
    }

    private func resize(_ app: Application, to size: CGSize, scale: CGFloat = 1) {
        app.handle([TimedInputEvent(.resize(size: size, scale: scale), at: app.clock.now)])
    }

    func testTheFrameLoopDecodesAgainOnlyOnceNothingAnimates() throws {
        let assets = try makeAssets()
        let (app, canvas, clock) = try makeApp(assets: assets, canvasSize: CGSize(width: 800, height: 600))
        let (loop, renderer) = (FrameDriver(client: app, host: PacedCanvas(canvas)), canvas.renderer)
        let card = assets.cards[0].image
        XCTAssertTrue(try loop.step(idleTimeoutMs: 0))
        XCTAssertEqual(renderer.decodedPixelSize(of: card), CGSize(width: 400, height: 500))
        XCTAssertFalse(try loop.step(idleTimeoutMs: 0), "at rest, nothing to draw")

        // The window widens while something animates: the cards are drawn 768 points wide.
        resize(app, to: CGSize(width: 800, height: 600))
        let root = try XCTUnwrap(app.window.rootViewController?.view)
        View.animate(withDuration: 0.25) { root.alpha = 0.5 }
        var animationFrames = 0
        repeat {
            clock.advance(by: 1.0 / 60)
            XCTAssertTrue(try loop.step(idleTimeoutMs: 0))
            guard app.window.animator.isAnimating else { break }
            animationFrames += 1
            XCTAssertEqual(renderer.stats.imageRedecodes, 0, "decoded in animation frame \(animationFrames)")
            XCTAssertEqual(renderer.decodedPixelSize(of: card), CGSize(width: 400, height: 500))
        } while animationFrames < 60
        XCTAssertEqual(animationFrames, 14)

        // The frame that came to rest decoded the two cards in view again, and asked for one more.
        XCTAssertEqual(renderer.stats.imageRedecodes, 2)
        XCTAssertEqual(renderer.decodedPixelSize(of: card), CGSize(width: 768, height: 960))
        XCTAssertEqual(renderer.decodedPixelSize(of: assets.cards[1].image), CGSize(width: 768, height: 960))
        XCTAssertTrue(app.needsFrame, "a frame to show the new pixels")
        XCTAssertTrue(try loop.step(idleTimeoutMs: 0))
        XCTAssertFalse(try loop.step(idleTimeoutMs: 0), "and then rest")
        XCTAssertEqual(renderer.stats.imageRedecodes, 2)
    }

    /// A shot taken at rest after the window grew shows the new decode: the same picture as a
    /// window that was that size from the start (the golden of `size 800 600`).
    func testAShotAfterTheWindowGrewMatchesTheWideGolden() throws {
        let assets = try makeAssets()
        let (app, canvas, clock) = try makeApp(assets: assets, canvasSize: CGSize(width: 800, height: 600))
        let out = SegueProcess.temporaryDirectory("refine-shot")
        let player = ScriptPlayer(app: app, clock: clock, host: canvas, outputDirectory: out)
        try player.play(
            InputScript(
                text: "resize 800 600 1\nshot resized\n", sourceName: "resized.txt", scenes: SegueDemo.sceneNames))
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 2)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: assets.cards[0].image), CGSize(width: 768, height: 960))
        let loader = try ImageLoader(session: session)
        let shot = try loader.loadBitmap(out.appendingPathComponent("resized.png").path)
        let golden = try loader.loadBitmap(SegueProcess.root.appendingPathComponent("Tests/Goldens/home-wide.png").path)
        XCTAssertEqual(shot.width, golden.width)
        XCTAssertEqual(shot.height, golden.height)
        XCTAssertEqual(GoldenChecker.compare(shot, golden, tolerance: 24).1, 0, "pixels differing from home-wide.png")
    }

    /// A move to a 2× screen: the same card, at the same points, wants twice the pixels.
    func testTheScriptPlayerDecodesAgainForATwiceAsDenseScreenAtRest() throws {
        let assets = try makeAssets()
        let (app, canvas, clock) = try makeApp(assets: assets, canvasSize: CGSize(width: 390, height: 844))
        let player = ScriptPlayer(
            app: app, clock: clock, host: canvas, outputDirectory: SegueProcess.temporaryDirectory("refine-2x"))
        try player.begin()
        let card = assets.cards[0].image
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: card), CGSize(width: 400, height: 500))
        resize(app, to: CGSize(width: 390, height: 844), scale: 2)
        canvas.renderer.scale = 2  // as the player does for a scripted resize
        let root = try XCTUnwrap(app.window.rootViewController?.view)
        View.animate(withDuration: 0.25) { root.alpha = 0.5 }
        while app.window.animator.isAnimating {
            try player.runFrames(1)
            if app.window.animator.isAnimating { XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 0) }
        }
        // 358×332 points of card at 2×, aspect-filling a 400×500-point image: 716×895 pixels.
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: card), CGSize(width: 716, height: 895))
        XCTAssertGreaterThanOrEqual(canvas.renderer.stats.imageRedecodes, 1)
        XCTAssertTrue(app.needsFrame)
        try player.settle()
        XCTAssertFalse(app.needsFrame)
    }
}

/// The headless canvas as a display that paces frames itself, so the loop never waits out a
/// frame on the manual clock (which only the test moves), and has no input.
private final class PacedCanvas: FrameHost {
    let canvas: HeadlessCanvas
    init(_ canvas: HeadlessCanvas) { self.canvas = canvas }
    var renderer: Renderer { canvas.renderer }
    var hasVSync: Bool { true }
    func pollEvents() -> [TimedInputEvent] { [] }
    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] { [] }
    func present() {}
}
