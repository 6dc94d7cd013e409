import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// Issue 29: waits in whole frames land on the frame grid, `move … over N frames` holds a press
/// across one move a frame, and a shot right after a move leaves every trace row its own move.
final class ScriptFramesTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func session(scene: String = "home") throws -> HeadlessSession {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-script-frames-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: out) }
        return try HeadlessSession(app: SegueDemo.self, scene: scene, resources: resources, outputDirectory: out)
    }

    private func script(_ name: String) -> String {
        SegueProcess.root.appendingPathComponent("Tests/Scripts/\(name)").path
    }

    /// Sixty `wait 1 frame` lines end exactly one second in, a row a frame; sixty `wait 0.0167`
    /// each run a part-frame after their whole one and end 2 ms past it.
    func testWaitsInFramesStayOnTheGridWhereSecondsDrift() throws {
        let frames = try session(), seconds = try session()
        for _ in 0..<60 {
            try frames.run("wait 1 frame")
            try seconds.run("wait 0.0167")
        }
        XCTAssertEqual(frames.trace.rows.map(\.frameIndex), Array(0...60))
        XCTAssertEqual(frames.trace.rows.last?.time ?? 0, 1, accuracy: 1e-12)
        for (index, row) in frames.trace.rows.enumerated() {
            XCTAssertEqual(row.time, Double(index) / 60, accuracy: 1e-12, "frame \(index) on the grid")
        }
        XCTAssertEqual(seconds.trace.rows.map(\.frameIndex), Array(0...60))
        XCTAssertEqual(seconds.trace.rows.last?.time ?? 0, 1.002, accuracy: 1e-9, "60 part-frames of 1/30 ms each")
        try frames.wait(frames: 30)
        XCTAssertEqual(frames.trace.rows.last?.time ?? 0, 1.5, accuracy: 1e-12)
        XCTAssertEqual(frames.trace.rows.count, 91)
    }

    /// The back swipe's page, frame by frame from the first move: x (window points) and its
    /// velocity (pt/s), each move 30 pt in 1/60 s, and the pointer that frame handled.
    private func swipeRows(of session: HeadlessSession) -> [(x: Double, vx: Double, pointer: Double)] {
        session.motion(of: "nav.top").filter(\.row.isPointerDown).map {
            (Double($0.motion.frame.minX), Double($0.motion.velocity.dx), Double($0.row.pointer?.x ?? -1))
        }
    }

    /// The shot comes between the third and fourth moves. Before the fix the shot's frame
    /// replaced the third move's row with both moves (90 pt, 3,600 pt/s) and the fourth
    /// move's row showed the page still (0 pt/s).
    func testAShotRightAfterAMoveLeavesEachRowItsOwnMove() throws {
        let played = try session(scene: "navigation")
        try played.play(file: script("shot-after-move.txt"))
        let rows = swipeRows(of: played)
        XCTAssertEqual(rows.map(\.x), [30, 60, 90, 120])
        for (row, vx) in zip(rows, [0.0, 1800, 1800, 1800]) {
            XCTAssertEqual(row.vx, vx, accuracy: 1e-9, "pt/s; the first row is the page's first on screen")
        }
        XCTAssertEqual(rows.map(\.pointer), [33, 63, 93, 123])
        XCTAssertEqual(played.shots.map(\.lastPathComponent), ["mid-swipe.png"])
    }

    /// `move 123 400 over 4 frames` after `down` plays as the four hand-written moves, one a
    /// frame, the button held throughout.
    func testAMoveOverFramesHoldsThePressOneMoveAFrame() throws {
        let held = try session(scene: "navigation"), written = try session(scene: "navigation")
        try held.play(file: script("held-swipe.txt"))
        try written.play(file: script("shot-after-move.txt"))
        let (a, b) = (swipeRows(of: held), swipeRows(of: written))
        XCTAssertEqual(a.map(\.x), [30, 60, 90, 120])
        XCTAssertEqual(a.map(\.x), b.map(\.x))
        XCTAssertEqual(a.map(\.vx), b.map(\.vx))
        XCTAssertEqual(a.map(\.pointer), b.map(\.pointer))
        XCTAssertEqual(
            held.trace.rows.map(\.frameIndex), written.trace.rows.map(\.frameIndex), "the same frames, to the end")
    }

    /// Step by step, a `move … over` line starts where the last call left the pointer.
    func testAMoveOverFramesContinuesFromTheLastStep() throws {
        let stepped = try session(scene: "navigation")
        try stepped.run("tap 195 148\nwait 1\ndown 3 400")
        try stepped.run("move 63 400 over 2 frames")
        try stepped.run("move 123 400 over 2 frames\nwait 1 frame")
        XCTAssertEqual(swipeRows(of: stepped).map(\.x), [30, 60, 90, 120])
        XCTAssertEqual(stepped.player.pointer, CGPoint(x: 123, y: 400))
        XCTAssertTrue(stepped.player.isPointerDown, "no line released it")
    }
}
