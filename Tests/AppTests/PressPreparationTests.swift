import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import SegueScript
@testable import segue

/// A press on Show Sheet, or on the mini player, makes ready what its release presents, between
/// frames (`Window.prepare(presenting:)`): the controller laid out, its text rasterised, and the
/// layers the transition's first frame draws in (the kept prefix, a group layer at the window's
/// size). Their pages are written then, not in the release's frame.
final class PressPreparationTests: XCTestCase {
    private var resources: URL { SegueProcess.root.appendingPathComponent("Resources") }

    private func folder() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("segue-press-preparation-\(getpid())")
    }

    /// Presses at `point` in the Sheet tab at 2× and releases a frame later.
    /// - Returns: the renderer's memory once the press's frame and its preparation are over,
    ///   the bytes of layers the release's frame wrote first, the controller it presented, the
    ///   blurs of fading groups made ahead, and the blurs the release's frame made.
    private func pressAndRelease(at point: CGPoint) throws -> (
        afterPress: RendererMemory, newBytesInRelease: Int, prepared: Int, presented: ViewController?,
        groupBlursPrepared: Int, blursInRelease: Int
    ) {
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "sheet", resources: resources, scale: 2, outputDirectory: folder())
        try session.wait(0.5)
        let renderer = session.canvas.renderer
        let preparedBefore = renderer.stats.prepared
        try session.send(.pointerDown(point))
        try session.wait(frames: 1)
        let afterPress = renderer.memory
        let written = renderer.newLayerBytes
        let blurs = renderer.blurComputations
        try session.send(.pointerUp(point))
        try session.wait(frames: 1)
        return (
            afterPress, renderer.newLayerBytes - written, renderer.stats.prepared - preparedBefore,
            session.app.window.rootViewController?.presentedViewController, renderer.stats.groupBlursPrepared,
            renderer.blurComputations - blurs
        )
    }

    /// Once the press's frame is over, the kept prefix holds the window's 780×1688 pixels at
    /// 2×, and the group pool a layer for them (832×1728, rounded up to 64).
    private func assertLayersMadeAtThePress(
        _ memory: RendererMemory, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(memory.keptPrefix, 780 * 1688 * 4, file: file, line: line)
        XCTAssertEqual(memory.groupLayers, 832 * 1728 * 4, file: file, line: line)
    }

    func testAPressOnShowSheetMakesTheSheetsLayersBeforeItsRelease() throws {
        let run = try pressAndRelease(at: CGPoint(x: 195, y: 493))
        XCTAssertTrue(run.presented is SemiModalViewController, "\(String(describing: run.presented))")
        assertLayersMadeAtThePress(run.afterPress)
        XCTAssertEqual(run.newBytesInRelease, 0)
        XCTAssertEqual(run.groupBlursPrepared, 0, "nothing fades")
    }

    func testAPressOnTheMiniPlayerMakesThePlayersLayersBeforeItsRelease() throws {
        let run = try pressAndRelease(at: CGPoint(x: 195, y: 725))
        XCTAssertTrue(run.presented is PlayerViewController, "\(String(describing: run.presented))")
        assertLayersMadeAtThePress(run.afterPress)
        // The bar's blur in its fading group, 748×112 pixels (82 pages), is made at the press
        // too (`MiniPlayerTransitionDelegate.prepareToPresent()`); unprepared, the release
        // also wrote the prefix and the group's layer.
        XCTAssertEqual(run.groupBlursPrepared, 1)
        XCTAssertEqual(run.blursInRelease, 0)
        XCTAssertEqual(run.newBytesInRelease, 0)
    }
}
