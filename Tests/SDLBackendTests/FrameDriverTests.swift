import Foundation
import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// The one frame pipeline: the order of a frame's steps and what its observers see, the draw
/// policy, settling, captures that read the frame just drawn, and the real-time idle wait.
final class FrameDriverTests: XCTestCase {
    private func virtualDriver(_ client: ScriptedClient, host: FrameHost?) -> FrameDriver {
        FrameDriver(
            client: client, input: nil, host: host, pacing: .virtual(clock: client.manualClock, frameInterval: 1.0 / 60)
        )
    }

    func testAFrameRunsItsStepsInOrderPastTheObservers() throws {
        let log = StepLog()
        let client = ScriptedClient(log: log)
        let driver = virtualDriver(client, host: LoggingHost(try Fixture.canvas(8, 8), log: log))
        driver.addObserver(LoggingObserver(log: log))
        XCTAssertTrue(try driver.step())
        XCTAssertEqual(
            log.lines,
            [
                "will handle", "handle 0", "will animate", "animate", "will build", "build", "did build", "did draw",
                "present", "did end drawn",
            ])
    }

    func testTheDrawPolicyDrawsOneBuiltFrameInN() throws {
        let client = ScriptedClient(log: StepLog())
        (client.changed, client.animatingFrames) = (false, 6)
        let driver = virtualDriver(client, host: try Fixture.canvas(8, 8))
        driver.drawPolicy = FrameDrawPolicy(drawsOneIn: 3, refinesImagesAtRest: false)
        try driver.runFrames(6)
        XCTAssertEqual(driver.framesBuilt, 6)
        XCTAssertEqual(driver.framesDrawn, 2, "the third and the sixth")
    }

    func testSettlingRunsFramesUntilRestAndNoLongerThanTenSeconds() throws {
        let client = ScriptedClient(log: StepLog())
        (client.changed, client.animatingFrames) = (false, 5)
        let driver = virtualDriver(client, host: nil)
        try driver.settle()
        XCTAssertEqual(driver.framesBuilt, 5)
        XCTAssertEqual(client.manualClock.now, 5.0 / 60, accuracy: 1e-9)
        client.transitioning = true
        try driver.settle()
        XCTAssertEqual(client.manualClock.now - 5.0 / 60, FrameDriver.settleLimit, accuracy: 1.0 / 60)
        XCTAssertEqual(driver.framesBuilt, 5, "a transition that draws nothing builds no frame")
    }

    /// A shot reads the pixels its frame just drew, before they are presented, and draws nothing
    /// again: a frame in which nothing changed shows the last one's.
    func testACaptureReadsTheFrameJustDrawnWithoutDrawingItAgain() throws {
        let log = StepLog()
        let client = ScriptedClient(log: log)
        let driver = virtualDriver(client, host: LoggingHost(try Fixture.canvas(8, 8), log: log))
        let drawn = try driver.captureFrame { try $0.renderer.readPixels() }
        XCTAssertEqual(drawn.px(4, 4).r, 255)
        XCTAssertEqual(log.lines.filter { $0 == "present" }.count, 1)
        XCTAssertEqual(log.lines.last, "present", "captured before presenting")
        client.clearColor = .systemBlue
        let unchanged = try driver.captureFrame { try $0.renderer.readPixels() }
        XCTAssertEqual(unchanged.px(4, 4).r, 255, "nothing changed: the last frame stands")
        XCTAssertEqual(driver.framesDrawn, 1)
        XCTAssertEqual(log.lines.filter { $0 == "present" }.count, 1, "nothing new to present")
    }

    /// Frames the policy left undrawn are drawn for a capture, which still counts no frame.
    func testACaptureDrawsWhatThePolicyLeftUndrawn() throws {
        let client = ScriptedClient(log: StepLog())
        let driver = virtualDriver(client, host: try Fixture.canvas(8, 8))
        driver.drawPolicy = .never
        try driver.step()
        XCTAssertEqual(driver.framesBuilt, 1)
        let pixels = try driver.captureFrame { try $0.renderer.readPixels() }
        XCTAssertEqual(pixels.px(4, 4).r, 255)
        XCTAssertEqual(driver.framesDrawn, 0)
    }

    /// The frame that comes to rest decodes images again; a capture of it shows them, as the
    /// window does from the next frame on, and the client needs no frame for them afterwards.
    func testACaptureAtRestShowsTheImagesDecodedAgain() throws {
        let image = try ImageLoader().loadImage(ImageRefinementTests.cardPath, scale: 2, maxPixelDimension: 500)
        func card(_ width: CGFloat, _ height: CGFloat) -> [DisplayOp] {
            let rect = CGRect(x: 0, y: 0, width: width, height: height)
            return [
                .image(
                    image, source: CGRect(origin: .zero, size: image.size), rect: rect, cornerRadius: 0,
                    state: DrawState())
            ]
        }
        let canvas = try Fixture.canvas(800, 1000)
        let client = ScriptedClient(log: StepLog())
        (client.size, client.ops) = (canvas.size, card(200, 250))
        let driver = virtualDriver(client, host: canvas)
        try driver.step()
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 400, height: 500))
        (client.ops, client.changed) = (card(800, 1000), true)
        let shot = try driver.captureFrame { try $0.renderer.readPixels() }
        XCTAssertEqual(canvas.renderer.stats.imageRedecodes, 1)
        XCTAssertEqual(canvas.renderer.decodedPixelSize(of: image), CGSize(width: 800, height: 1000))
        XCTAssertFalse(client.needsFrame, "the capture drew the sharper images already")
        XCTAssertEqual(driver.framesDrawn, 2, "the capture's second draw is not a frame")
        try canvas.draw(DisplayList(size: canvas.size, clearColor: client.clearColor, ops: client.ops))
        XCTAssertEqual(shot.pixels, try canvas.snapshot().pixels, "what the next frame would show")
    }

    func testRealTimeIdlesInTheInputsEventWait() throws {
        let log = StepLog()
        let client = ScriptedClient(log: log)
        client.changed = false
        let host = LoggingHost(try Fixture.canvas(8, 8), log: log)
        let driver = FrameDriver(client: client, host: host)
        driver.addObserver(LoggingObserver(log: log))
        XCTAssertFalse(try driver.step(idleTimeoutMs: 7))
        XCTAssertEqual(Array(log.lines.prefix(3)), ["will idle", "idle", "wait 7"])
    }

    /// Going idle frees the buffers the renderer kept for its next layers (PixelRecycler): an
    /// app at rest holds none of them.
    func testGoingIdleFreesTheRecycledBuffers() throws {
        let client = ScriptedClient(log: StepLog())
        client.changed = false
        let canvas = try Fixture.canvas(300, 300)
        let driver = FrameDriver(client: client, host: LoggingHost(canvas, log: StepLog()))
        do { _ = try canvas.renderer.makeLayer(300, 200) }
        XCTAssertEqual(canvas.renderer.memory.recycled, 240_000)
        XCTAssertFalse(try driver.step(idleTimeoutMs: 7))
        XCTAssertEqual(canvas.renderer.memory.recycled, 0)
    }

    /// A pending deadline (a single tap waiting out a double tap's interval) shortens the idle
    /// wait to it, rounded up to the millisecond; one already due is not slept on at all.
    func testRealTimeIdleWakesByTheClientsNextDeadline() throws {
        let log = StepLog()
        let client = ScriptedClient(log: log)
        client.changed = false
        let driver = FrameDriver(client: client, host: LoggingHost(try Fixture.canvas(8, 8), log: log))
        client.deadline = 0.0304
        try driver.step(idleTimeoutMs: 100)
        XCTAssertEqual(Array(log.lines.prefix(2)), ["idle", "wait 31"])
        log.lines = []
        client.manualClock.now = 0.0304
        try driver.step(idleTimeoutMs: 100)
        XCTAssertFalse(log.lines.contains { $0.hasPrefix("wait") || $0 == "idle" }, "\(log.lines)")
        XCTAssertTrue(log.lines.contains("animate"), "the frame passes it")
    }

    /// Settling runs frames until the client's deadline has passed, though nothing moves.
    func testSettlingWaitsForThePendingDeadline() throws {
        let client = ScriptedClient(log: StepLog())
        client.changed = false
        client.deadline = 0.09
        let driver = virtualDriver(client, host: nil)
        try driver.settle()
        XCTAssertEqual(client.manualClock.now, 6.0 / 60, accuracy: 1e-9, "the first frame at or after 0.09 s")
        XCTAssertNil(client.deadline)
    }
}

/// The steps of frames, in order, from the client, the host and an observer.
private final class StepLog {
    var lines: [String] = []
}

/// A client whose changes the test sets: a frame builds a list (of `clearColor` and `ops`) when
/// `changed`, and each of `animatingFrames` frames changes something.
private final class ScriptedClient: FrameLoopClient {
    let manualClock = ManualClock()
    let log: StepLog
    var quitRequested = false
    var changed = true
    var animatingFrames = 0
    var transitioning = false
    var clearColor = Color(red: 1, green: 0, blue: 0)
    var ops: [DisplayOp] = []
    var size = CGSize(width: 8, height: 8)

    init(log: StepLog) { self.log = log }

    var clock: FrameClock { manualClock }
    var needsFrame: Bool { changed || animatingFrames > 0 }
    var isTransitioning: Bool { transitioning }
    /// Seconds: passes (becomes nil) at the first frame at or after it.
    var deadline: Double?
    var nextDeadline: Double? { deadline }

    func handle(_ events: [TimedInputEvent]) { log.lines.append("handle \(events.count)") }

    func advanceAnimations(to time: Double) -> Double {
        log.lines.append("animate")
        if let deadline, manualClock.now >= deadline { self.deadline = nil }
        if animatingFrames > 0 { (animatingFrames, changed) = (animatingFrames - 1, true) }
        return 1.0 / 60
    }

    func displayListIfNeeded() -> DisplayList? {
        guard changed else { return nil }
        changed = false
        log.lines.append("build")
        return DisplayList(size: size, clearColor: clearColor, ops: ops)
    }

    func becameIdle() { log.lines.append("idle") }

    func imagesRefined() { changed = true }
}

/// A canvas that notes its presents and its event waits.
private final class LoggingHost: FrameHost {
    let canvas: HeadlessCanvas
    let log: StepLog

    init(_ canvas: HeadlessCanvas, log: StepLog) { (self.canvas, self.log) = (canvas, log) }

    var renderer: Renderer { canvas.renderer }
    var hasVSync: Bool { true }
    func pollEvents() -> [TimedInputEvent] { [] }

    func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        log.lines.append("wait \(timeoutMs)")
        return []
    }

    func present() { log.lines.append("present") }
}

private final class LoggingObserver: FrameObserver {
    let log: StepLog

    init(log: StepLog) { self.log = log }

    func frameDriverWillIdle() { log.lines.append("will idle") }
    func willHandle(_ events: inout [TimedInputEvent]) { log.lines.append("will handle") }
    func willAdvanceAnimations(to time: Double) { log.lines.append("will animate") }
    func willBuildDisplayList() { log.lines.append("will build") }
    func didBuildDisplayList(_ list: DisplayList?) { log.lines.append(list == nil ? "nothing built" : "did build") }
    func didDraw(_ list: DisplayList, on host: FrameHost) { log.lines.append("did draw") }
    func frameDidEnd(_ frame: FrameSummary) { log.lines.append(frame.drawn ? "did end drawn" : "did end") }
}
