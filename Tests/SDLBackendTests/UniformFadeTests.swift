import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A fading group that opens with an opaque fill (a photo's detail fading in over the grid) is
/// laid as that fill's colour, faded, wherever the fill is all its layer holds, and its layer is
/// composited only under its other ops: to the bytes compositing the whole layer gives.
final class UniformFadeTests: XCTestCase {
    /// Stripes of six colours under the group, so every faded pixel blends over a different one.
    private func backdrop() -> [DisplayOp] {
        let colors: [Color] = [.red, .black, .white, .gray, Color(red: 0.2, green: 0.6, blue: 0.9), .darkGray]
        return (0..<20).map { i in
            .fill(
                rect: CGRect(x: 0, y: CGFloat(i) * 10, width: 200, height: 10), cornerRadius: 0,
                color: colors[i % colors.count].withAlphaComponent(i % 4 == 3 ? 0.5 : 1), state: DrawState())
        }
    }

    /// The group: a white fill over all of it, a grey square and a line of text.
    private func group(opacity: Double, first: Color = .white) -> [DisplayOp] {
        let whole = CGRect(x: 0, y: 0, width: 200, height: 200)
        return [
            .beginGroup(rect: whole, cornerRadius: 0, state: DrawState(opacity: opacity)),
            .fill(rect: whole, cornerRadius: 0, color: first, state: DrawState()),
            .fill(rect: CGRect(x: 20, y: 20, width: 40, height: 40), cornerRadius: 0, color: .gray, state: DrawState()),
            .text(
                "Photo", font: .systemFont(ofSize: 17), color: .black, origin: CGPoint(x: 20, y: 150),
                state: DrawState()),
            .endGroup,
        ]
    }

    private func draw(_ ops: [DisplayOp], fadesAsFill: Bool) throws -> (HeadlessCanvas, [UInt32]) {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.fadesUniformGroupParts = fadesAsFill
        try canvas.draw(Fixture.list(200, 200, clear: .white, ops))
        let out = canvas.renderer.canvas.output
        let words = (0..<out.height).flatMap { y in (0..<out.width).map { out.bits[y * out.rowWords + $0] } }
        return (canvas, words)
    }

    func testAFadingGroupOverAnOpaqueFillGivesTheBytesOfItsLayer() throws {
        for opacity in [0.004, 0.1, 0.37, 0.5, 0.83, 0.99] {
            let (fast, fastWords) = try draw(backdrop() + group(opacity: opacity), fadesAsFill: true)
            let (_, wholeWords) = try draw(backdrop() + group(opacity: opacity), fadesAsFill: false)
            XCTAssertEqual(fastWords.count, 400 * 400)
            XCTAssertTrue(fastWords == wholeWords, "opacity \(opacity): the bytes differ")
            // 400×400 pixels, less what the square and the text may cover: the square's 80×80
            // and the text's first-frame guess (5 letters of 17 points by 1.5 lines, 170×51),
            // each with a spare pixel around it.
            XCTAssertEqual(fast.renderer.stats.pixelsFadedAsFill, 400 * 400 - 82 * 82 - 172 * 53, "opacity \(opacity)")
        }
    }

    /// Frames of a fade, drawn for what changed and checked against each frame drawn whole.
    func testAFadeKeepsItsPixelsFrameByFrame() throws {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        var faded = 0
        for step in 1...12 {
            try canvas.draw(Fixture.list(200, 200, clear: .white, backdrop() + group(opacity: Double(step) / 13)))
            faded += canvas.renderer.stats.pixelsFadedAsFill
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        XCTAssertGreaterThan(faded, 12 * 140_000)
    }

    /// A translucent first fill does not cover what is under it in the layer: the layer is
    /// composited whole.
    func testATranslucentFirstFillIsCompositedWhole() throws {
        let (fast, fastWords) = try draw(
            backdrop() + group(opacity: 0.5, first: .white.withAlphaComponent(0.9)), fadesAsFill: true)
        let (_, wholeWords) = try draw(
            backdrop() + group(opacity: 0.5, first: .white.withAlphaComponent(0.9)), fadesAsFill: false)
        XCTAssertEqual(fast.renderer.stats.pixelsFadedAsFill, 0)
        XCTAssertTrue(fastWords == wholeWords)
    }

    /// A fade's group is kept from its second frame (Renderer+RetainedGroup): its ops, place and
    /// output are the same every frame it is kept, and so are its parts, found once.
    func testAKeptFadeIsSearchedOnce() throws {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        var faded: [Int] = []
        for step in 1...12 {
            try canvas.draw(Fixture.list(200, 200, clear: .white, backdrop() + group(opacity: Double(step) / 13)))
            faded.append(canvas.renderer.stats.pixelsFadedAsFill)
        }
        // The first frame's group (not kept yet) and the second's (the one it is kept from),
        // each twice: as the group opens, for where its first fill is drawn in its layer
        // (`firstFillParts`), and as it is composited.
        XCTAssertEqual(canvas.renderer.stats.uniformFadeSearches, 4)
        // What the text leaves of the fill: its first frame's guess, then its drawn line's size.
        XCTAssertEqual(faded, [144_160] + Array(repeating: 149_052, count: 11))
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        // The kept answer holds what the layer composites too, cut once: with the parts it tiles
        // the group's 400×400 pixels, the grey square's 80×80 and the text's line among it.
        let kept = try XCTUnwrap(canvas.renderer.retainedGroups.compactMap(\.uniform).first)
        let found = try XCTUnwrap(kept.found)
        XCTAssertEqual(kept.piece, PixelRect(0, 0, 400, 400))
        XCTAssertEqual(found.parts.reduce(0) { $0 + $1.area }, 149_052)
        XCTAssertEqual(found.rest.reduce(0) { $0 + $1.area }, 10_948)
        for r in found.rest {
            XCTAssertTrue(kept.piece.contains(r), "\(r) lies in the piece")
            XCTAssertFalse(found.parts.contains { $0.intersects(r) }, "\(r) is not laid as the fill too")
        }
    }
    /// A fade's layer holds its first fill only where it is composited from the layer: where
    /// the composite lays the fill's colour instead, the layer is not written. Its pooled layer,
    /// magenta beforehand, is still magenta there once the fade is kept.
    func testAFadesLayerHoldsItsFirstFillOnlyWhereItIsRead() throws {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        let pooled = try canvas.renderer.makeLayer(448, 448)
        PixelCanvas(output: pooled).replace(with: (255, 0, 255, 255))
        canvas.renderer.releaseTarget(pooled)
        for step in 1...3 {
            try canvas.draw(Fixture.list(200, 200, clear: .white, backdrop() + group(opacity: Double(step) / 13)))
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        let layer = try XCTUnwrap(canvas.renderer.retainedGroups.first?.layer)
        XCTAssertTrue(layer === pooled)
        var magenta = 0
        for y in 0..<400 { for x in 0..<400 where layer.bits[y * layer.rowWords + x] == 0xFFFF_00FF { magenta += 1 } }
        // The first frame drew in the same pooled layer, and left out its own parts, 144,160
        // pixels by its guess at the text's bounds; the second frame, which the fade is kept
        // from, left out those and the 4,892 more the drawn line frees (149,052, as
        // testAKeptFadeIsSearchedOnce finds). Neither wrote these.
        XCTAssertEqual(magenta, 144_160)
    }

    /// A rounded fade kept until it is opaque, then shown opaque: its layer, which lacks its
    /// first fill where the fade lays that colour, is laid so at full opacity too, and every
    /// frame is the bytes of its list drawn whole.
    func testAKeptRoundedFadeStaysExactAtFullOpacity() throws {
        let canvas = try Fixture.canvas(200, 200, scale: 2, fonts: true)
        canvas.renderer.checksDamage = true
        let whole = CGRect(x: 10, y: 10, width: 180, height: 180)
        func rounded(_ opacity: Double) -> [DisplayOp] {
            [
                .beginGroup(rect: whole, cornerRadius: 24, state: DrawState(opacity: opacity)),
                .fill(rect: whole, cornerRadius: 0, color: .white, state: DrawState()),
                .fill(
                    rect: CGRect(x: 30, y: 30, width: 40, height: 40), cornerRadius: 0, color: .gray, state: DrawState()
                ),
                .endGroup,
            ]
        }
        var reused: [Int] = []
        for opacity in [0.2, 0.4, 0.6, 0.8, 1, 1, 1] {
            try canvas.draw(Fixture.list(200, 200, clear: .white, backdrop() + rounded(opacity)))
            reused.append(canvas.renderer.stats.groupsReused)
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
        // Kept from the second frame, composited from the third on; the last two frames change
        // nothing and draw nothing.
        XCTAssertEqual(reused, [0, 0, 1, 1, 1, 0, 0])
    }
}
