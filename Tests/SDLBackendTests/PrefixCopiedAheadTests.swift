import Foundation
import SDLBackend
import ViewKit
import XCTest

@testable import Compositor

/// A press that prepares a transition's page copies the output between frames, and the
/// transition's first frame keeps that copy as the prefix it carries, copying into it only
/// what it drew in the output first (Renderer+CarriedPrefix). The copy counts only while no
/// frame has drawn in the output since it was made. Every frame must be the pixels of its list
/// drawn whole by a renderer that never drew before.
final class PrefixCopiedAheadTests: XCTestCase {
    private let width = PressedPageFixture.width, height = PressedPageFixture.height

    private func page(highlighted: Int? = nil) -> [DisplayOp] { PressedPageFixture.page(highlighted: highlighted) }
    private func sheet(top: CGFloat) -> [DisplayOp] { PressedPageFixture.sheet(top: top) }

    private func list(_ ops: [DisplayOp]) -> DisplayList { Fixture.list(width, height, clear: .white, ops) }

    /// What a press on a row prepares: the page its transition shows.
    private var pressPreparation: [Preparation] { [.drawing(list(sheet(top: 0)))] }

    /// Bytes that differ from the list drawn whole by a fresh renderer.
    private func differingFromWhole(_ canvas: HeadlessCanvas, _ list: DisplayList, scale: CGFloat) throws -> Int {
        let fresh = try Fixture.canvas(width, height, scale: scale)
        try fresh.draw(list)
        let a = try canvas.snapshot().pixels, b = try fresh.snapshot().pixels
        return a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    /// Draws `frames` in turn, preparing `pressPreparation` after frame `preparedAfter`, and
    /// checks each frame against the list drawn whole; returns the renderer's stats after each.
    private func play(
        _ frames: [DisplayList], preparedAfter: Int, scale: CGFloat, between: ((HeadlessCanvas) -> Void)? = nil
    ) throws -> (canvas: HeadlessCanvas, stats: [RenderStats]) {
        let canvas = try Fixture.canvas(width, height, scale: scale)
        canvas.renderer.checksDamage = true
        var stats: [RenderStats] = []
        for (index, frame) in frames.enumerated() {
            try canvas.draw(frame)
            stats.append(canvas.renderer.stats)
            XCTAssertEqual(try differingFromWhole(canvas, frame, scale: scale), 0, "frame \(index) at \(scale)×")
            if index == preparedAfter {
                canvas.renderer.prepare(pressPreparation)
                between?(canvas)
            }
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [], "at \(scale)×")
        return (canvas, stats)
    }

    func testTheReleaseKeepsTheCopyAndCopiesOnlyTheRowThePressChanged() throws {
        for scale: CGFloat in [1, 2] {
            let frames = [
                list(page()),
                list(page(highlighted: 3)),  // the press, which prepares the sheet
                list(page() + sheet(top: 280)),  // the release: highlight off, sheet in
                list(page() + sheet(top: 240)),
                list(page() + sheet(top: 200)),
            ]
            let (canvas, stats) = try play(frames, preparedAfter: 1, scale: scale)
            // Copied once, between the press's frame and the release's (each frame's stats are
            // taken as it is drawn).
            XCTAssertEqual(stats.map(\.outputsCopiedAhead), [0, 0, 1, 1, 1], "at \(scale)×")
            XCTAssertEqual(stats.map(\.prefixesCarried), [0, 0, 1, 1, 1], "at \(scale)×")
            XCTAssertEqual(stats.map(\.prefixesCarriedInCopy), [0, 0, 1, 1, 1], "at \(scale)×")
            // The frames after the release restore the page from the copy, the row's highlight
            // gone from it: the row and its pixel to spare were copied into it.
            XCTAssertEqual(stats.map(\.prefixOpsSkipped), [0, 0, 13, 13, 13], "at \(scale)×")
            XCTAssertNil(canvas.renderer.prefix.ahead)
            // One copy of the output is held, the prefix: the copy made ahead became it.
            XCTAssertEqual(canvas.renderer.memory.keptPrefix, Int(width * height * scale * scale) * 4, "at \(scale)×")
        }
    }

    func testAFrameThatChangesNothingLeavesTheCopyGood() throws {
        let frames = [
            list(page()), list(page(highlighted: 3)), list(page(highlighted: 3)), list(page() + sheet(top: 280)),
            list(page() + sheet(top: 240)),
        ]
        let (_, stats) = try play(frames, preparedAfter: 1, scale: 2)
        XCTAssertEqual(stats[2].damagedPixels, 0)
        XCTAssertEqual(stats.map(\.prefixesCarriedInCopy), [0, 0, 0, 1, 1])
    }

    func testAFrameThatDrawsAfterThePressSpoilsTheCopy() throws {
        // The press's highlight moves a row down before the release: the output is no longer
        // the copy, which is dropped, and the release copies the whole output as before.
        let frames = [
            list(page()), list(page(highlighted: 3)), list(page(highlighted: 4)), list(page() + sheet(top: 280)),
            list(page() + sheet(top: 240)),
        ]
        let (canvas, stats) = try play(frames, preparedAfter: 1, scale: 2)
        XCTAssertEqual(stats.map(\.prefixesCarried), [0, 0, 0, 1, 1])
        XCTAssertEqual(stats.map(\.prefixesCarriedInCopy), [0, 0, 0, 0, 0])
        XCTAssertNil(canvas.renderer.prefix.ahead)
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 400 * 600 * 4)
    }

    func testACopyNoFrameCarriesBecomesThePrefixLayer() throws {
        // The frame after the press draws a little (the highlight moves a row down) and carries
        // nothing, as the pop page, small as it starts, does not: the copy, its pages written,
        // becomes the layer the prefix is kept in when a later frame carries one.
        let canvas = try Fixture.canvas(width, height, scale: 2)
        canvas.renderer.checksDamage = true
        try canvas.draw(list(page()))
        try canvas.draw(list(page(highlighted: 3)))
        canvas.renderer.prepare(pressPreparation)
        let copy = try XCTUnwrap(canvas.renderer.prefix.ahead?.layer)
        try canvas.draw(list(page(highlighted: 4)))
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 0)
        XCTAssertNil(canvas.renderer.prefix.ahead)
        XCTAssertTrue(canvas.renderer.prefix.layer === copy)
        let written = canvas.renderer.newLayerBytes
        let frame = list(page() + sheet(top: 280))
        try canvas.draw(frame)
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 1)
        XCTAssertEqual(canvas.renderer.stats.prefixesCarriedInCopy, 0)
        XCTAssertTrue(canvas.renderer.prefix.layer === copy)
        XCTAssertEqual(canvas.renderer.newLayerBytes, written)
        XCTAssertEqual(try differingFromWhole(canvas, frame, scale: 2), 0)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    func testGoingIdleKeepsACopyHeldAlone() throws {
        // No prefix is held besides the copy: it stays, as the layer the press made for the
        // transition's prefix did, and the release still carries in it.
        let frames = [list(page()), list(page(highlighted: 3)), list(page() + sheet(top: 280))]
        var held: [Int] = []
        let (canvas, stats) = try play(frames, preparedAfter: 1, scale: 2) { canvas in
            held.append(canvas.renderer.memory.keptPrefix)
            canvas.renderer.releaseIdleMemory()
            held.append(canvas.renderer.memory.keptPrefix)
        }
        XCTAssertEqual(held, [400 * 600 * 4, 400 * 600 * 4])
        XCTAssertEqual(stats.map(\.prefixesCarriedInCopy), [0, 0, 1])
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 400 * 600 * 4)
    }

    func testGoingIdleDropsACopyHeldBesideAKeptPrefix() throws {
        // A sheet is up, its page kept as the prefix; a press then copies the output into a
        // second layer, which going idle lets go of.
        let frames = [
            list(page()), list(page() + sheet(top: 280)), list(page() + sheet(top: 240)),
            list(page() + sheet(top: 200)),
        ]
        var held: [Int] = []
        let (_, stats) = try play(frames, preparedAfter: 2, scale: 2) { canvas in
            held.append(canvas.renderer.memory.keptPrefix)
            canvas.renderer.releaseIdleMemory()
            held.append(canvas.renderer.memory.keptPrefix)
        }
        XCTAssertEqual(held, [2 * 400 * 600 * 4, 400 * 600 * 4])
        XCTAssertEqual(stats.map(\.outputsCopiedAhead), [0, 0, 0, 1])
        XCTAssertEqual(stats.map(\.prefixOpsSkipped), [0, 13, 13, 13])
    }

    func testARendererThatKeepsNoPrefixCopiesNothing() throws {
        let canvas = try Fixture.canvas(width, height, scale: 2)
        canvas.renderer.reusesPrefix = false
        try canvas.draw(list(page(highlighted: 3)))
        canvas.renderer.prepare(pressPreparation)
        XCTAssertEqual(canvas.renderer.stats.outputsCopiedAhead, 0)
        XCTAssertEqual(canvas.renderer.memory.keptPrefix, 0)
        let frame = list(page() + sheet(top: 280))
        try canvas.draw(frame)
        XCTAssertEqual(try differingFromWhole(canvas, frame, scale: 2), 0)
    }
}
