import Motion
import SDLBackend
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// The photo's detail draws a status bar over the grid's, in the same place. While its backdrop
/// fades (the zoom's close, a drag down) the two must look like one: drawn at full opacity over
/// the grid's, the detail's blended its text's antialiased edges a second time, so "9:41" and
/// the icons were bolder by up to 64 levels for the whole close (349 pixels at 1×) and snapped
/// back in the frame the detail went. Faded in one group with the white under it, they are the
/// grid's to the bit.
final class ZoomStatusBarTests: XCTestCase {
    private var session: SDLSession?

    /// Rows of the status bar (its 54 points) in each frame `script` draws at `scale`, as RGBA bytes.
    private func statusBars(playing script: String, scale: CGFloat) throws -> [[UInt8]] {
        let session = try self.session ?? SDLSession(video: true, preferredDriver: "offscreen")
        self.session = session
        let resources = SegueProcess.root.appendingPathComponent("Resources")
        let fonts = try Assets.loadFonts(resources: resources, session: session)
        let assets = try Assets(resources: resources, fonts: fonts, session: session, displayScale: scale)
        let size = CGSize(width: 390, height: 844)
        let canvas = try HeadlessCanvas(size: size, scale: scale, fonts: assets.fonts, session: session)
        let clock = ManualClock()
        let app = Application(
            assets: assets, size: size, scale: scale, clock: clock, scene: .photos, date: HeadlessRunner.fixedDate)
        let player = ScriptPlayer(
            app: app, clock: clock, host: canvas, outputDirectory: SegueProcess.temporaryDirectory("zoom-status"))
        let rows = FrameRows(count: Int(StatusBar.height * scale))
        player.driver.addObserver(rows)
        let path = SegueProcess.root.appendingPathComponent("Resources/Bench/\(script).txt").path
        try player.play(
            InputScript(
                text: try String(contentsOfFile: path, encoding: .utf8), sourceName: path,
                scenes: SegueDemo.sceneNames))
        return rows.frames
    }

    /// Frames whose status bar differs from the first's (the grid at rest), by index.
    private func framesDiffering(in frames: [[UInt8]]) -> [Int] {
        frames.indices.filter { frames[$0] != frames[0] }
    }

    func testTheStatusBarIsTheGridsThroughoutAZoomOpenedAndClosed() throws {
        for scale: CGFloat in [1, 2] {
            let frames = try statusBars(playing: "transition-zoom", scale: scale)
            // A frame for each change: the open, its settling, the close and its settling.
            XCTAssertGreaterThan(frames.count, 120, "at \(scale)×")
            XCTAssertEqual(framesDiffering(in: frames), [], "at \(scale)×")
        }
    }

    func testTheStatusBarIsTheGridsWhileThePhotoIsDraggedDown() throws {
        let frames = try statusBars(playing: "transition-zoom-drag", scale: 2)
        XCTAssertGreaterThan(frames.count, 120)
        XCTAssertEqual(framesDiffering(in: frames), [])
    }
}

/// The top `count` rows of every frame drawn, read before it is presented.
private final class FrameRows: FrameObserver {
    let count: Int
    private(set) var frames: [[UInt8]] = []

    init(count: Int) { self.count = count }

    func didDraw(_ list: DisplayList, on host: FrameHost) throws {
        let bitmap = try host.renderer.readPixels()
        frames.append(Array(bitmap.pixels[0..<(bitmap.width * count * 4)]))
    }

    func frameDriverWillIdle() {}
    func willHandle(_ events: inout [TimedInputEvent]) {}
    func willAdvanceAnimations(to time: Double) {}
    func willBuildDisplayList() {}
    func didBuildDisplayList(_ list: DisplayList?) {}
    func frameDidEnd(_ frame: FrameSummary) throws {}
}
