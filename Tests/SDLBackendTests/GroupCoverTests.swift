import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// Occlusion past single ops (Renderer+Covers): a group at full opacity that opens with an
/// opaque fill covers what is under it, a group's layer is composited only where nothing drawn
/// after it covers it, and a kept prefix is restored only there. Every frame must be the pixels
/// of its list drawn whole, by a renderer that culls nothing.
final class GroupCoverTests: XCTestCase {
    private let width: CGFloat = 200, height: CGFloat = 300

    private func fill(_ rect: CGRect, _ color: Color, radius: CGFloat = 0, clip: CGRect? = nil) -> DisplayOp {
        .fill(rect: rect, cornerRadius: radius, color: color, state: DrawState(clip: clip))
    }

    /// A page (a rounded panel clipping its content, as a sheet or a player is): a group at
    /// `opacity`, opening with a fill of `first` over all of it, and a row inside.
    private func panel(_ rect: CGRect, opacity: Double = 1, radius: CGFloat = 0, first: Color = .white)
        -> [DisplayOp]
    {
        [
            .beginGroup(rect: rect, cornerRadius: radius, state: DrawState(opacity: opacity)),
            fill(rect, first, radius: radius, clip: rect),
            fill(CGRect(x: rect.minX + 20, y: rect.minY + 20, width: 100, height: 30), .systemBlue, clip: rect),
            .endGroup,
        ]
    }

    /// Stripes of four colours over the window, so every pixel left out shows if it was wrong.
    private func stripes() -> [DisplayOp] {
        let colors: [Color] = [.red, .gray, Color(red: 0.2, green: 0.6, blue: 0.9), .darkGray]
        return (0..<15).map { i in
            fill(CGRect(x: 0, y: CGFloat(i) * 20, width: width, height: 20), colors[i % colors.count])
        }
    }

    private func list(_ ops: [DisplayOp]) -> DisplayList { Fixture.list(width, height, clear: .white, ops) }

    /// Draws `frames` in turn with covers culled, checks each against the same list drawn whole
    /// by a fresh renderer that culls nothing, and returns each frame's covered pixels skipped.
    private func culled(_ frames: [[DisplayOp]], scale: CGFloat = 1) throws -> [Int] {
        try culledStats(frames, scale: scale).map(\.coveredPixelsSkipped)
    }

    /// `culled(_:scale:)`, returning each frame's stats.
    private func culledStats(_ frames: [[DisplayOp]], scale: CGFloat = 1) throws -> [RenderStats] {
        let canvas = try Fixture.canvas(width, height, scale: scale)
        canvas.renderer.checksDamage = true
        var stats: [RenderStats] = []
        for (index, ops) in frames.enumerated() {
            try canvas.draw(list(ops))
            stats.append(canvas.renderer.stats)
            let fresh = try Fixture.canvas(width, height, scale: scale)
            fresh.renderer.cullsCoveredPixels = false
            try fresh.draw(list(ops))
            let a = try canvas.snapshot().pixels, b = try fresh.snapshot().pixels
            XCTAssertEqual(a.count, b.count)
            XCTAssertEqual(zip(a, b).filter { $0 != $1 }.count, 0, "frame \(index) at \(scale)×: bytes differ")
        }
        XCTAssertEqual(canvas.renderer.damageMismatches, [], "at \(scale)×")
        return stats
    }

    /// The stripes under a panel over the lower half are drawn only above it. The panel's
    /// fill is clipped to its rect, whose edges count a pixel in (a clip may fall mid-pixel),
    /// so it covers columns 1…198 of rows 151…298; each stripe's bounds take a pixel more on
    /// each side. Stripe 7 (rows 139…160) loses 10 rows there, stripes 8 to 13 their 22 rows,
    /// stripe 14 (rows 279…299) 20.
    func testAnOpaqueGroupCoversWhatIsUnderIt() throws {
        let skipped = try culled([stripes() + panel(CGRect(x: 0, y: 150, width: width, height: 150))])
        XCTAssertEqual(skipped, [(10 + 6 * 22 + 20) * 198])
    }

    /// Rounded (12 pixels), the panel over a red page covers the rows between its corners'
    /// rows, 162…287, a pixel in from each side. Its columns, between its corners' columns,
    /// would split the rest of the page into more rects than are worth it: left to the page.
    func testARoundedGroupCoversTheRowsBetweenItsCorners() throws {
        let page = fill(CGRect(x: 0, y: 0, width: width, height: height), .red)
        let skipped = try culled([[page] + panel(CGRect(x: 0, y: 150, width: width, height: 150), radius: 12)])
        XCTAssertEqual(skipped, [(150 - 2 * 12) * 198])
    }

    func testATranslucentGroupCoversNothing() throws {
        let skipped = try culled([stripes() + panel(CGRect(x: 0, y: 150, width: width, height: 150), opacity: 0.99)])
        XCTAssertEqual(skipped, [0])
    }

    func testAGroupOpeningWithATranslucentFillCoversNothing() throws {
        let panel = panel(
            CGRect(x: 0, y: 150, width: width, height: 150), first: Color.white.withAlphaComponent(0.99))
        XCTAssertEqual(try culled([stripes() + panel]), [0])
    }

    /// A fading page over the whole window with an opaque bar over its top 100 rows: the
    /// page's layer is composited only under the rest, and its ops are drawn in it only there
    /// too.
    func testAGroupLayerIsCompositedOnlyWhereNothingCoversIt() throws {
        let page = panel(CGRect(x: 0, y: 0, width: width, height: height), opacity: 0.5)
        let bar = fill(CGRect(x: 0, y: 0, width: width, height: 100), .black)
        let skipped = try culled([stripes() + page + [bar]])
        // Under the bar: the stripes (rows 0…99 of stripes 0 to 5, whose bounds take a pixel
        // more on each side: 21 + 3 × 22 + 21 + 1 rows), the page's first fill, its row (the
        // row's bounds, 102×32, inside the bar) and the layer's composite.
        XCTAssertEqual(skipped, [(21 + 3 * 22 + 21 + 1) * 200 + 200 * 100 + 102 * 32 + 200 * 100])
    }

    /// A rounded fading page whose top corners a bar covers in part: the layer's corners are
    /// composited through their circles only below the bar, each pixel blended once.
    func testARoundedGroupLayerIsCompositedAroundACoverAcrossItsCorners() throws {
        let page = panel(CGRect(x: 0, y: 0, width: width, height: height), opacity: 0.5, radius: 40)
        let bar = fill(CGRect(x: 0, y: 0, width: width, height: 25), .black)
        let skipped = try culled([stripes() + page + [bar]])
        // Under the bar's 25 rows: the stripes (21 rows of the first, 6 of the second), the
        // page's first fill, its row (6 rows of its 102×32 bounds) and the layer's composite.
        XCTAssertEqual(skipped, [27 * 200 + 200 * 25 + 6 * 102 + 200 * 25])
    }

    /// The same fade over several frames at 2×, where the page is large enough to be kept
    /// (Renderer+RetainedGroup): from the third frame its layer is reused, and each frame
    /// restores the stripes, kept as the prefix, and composites the layer only around the bar.
    func testAKeptFadeIsCompositedAroundACover() throws {
        let bar = fill(CGRect(x: 0, y: 0, width: width, height: 100), .black)
        let frames = (1...6).map { step in
            stripes() + panel(CGRect(x: 0, y: 0, width: width, height: height), opacity: Double(step) / 7) + [bar]
        }
        let stats = try culledStats(frames, scale: 2)
        XCTAssertEqual(stats.map(\.groupsReused), [0, 0, 1, 1, 1, 1])
        // Under the bar's 400×200 pixels: the stripes not restored, and the layer not composited.
        XCTAssertEqual(
            stats.dropFirst(2).map(\.coveredPixelsSkipped), Array(repeating: 400 * 200 + 400 * 200, count: 4))
    }

    /// A sheet rising over a page kept as the prefix (Renderer+CarriedPrefix): the page is
    /// restored only above the sheet, and the dimming over it is laid only there.
    func testAKeptPrefixIsRestoredOnlyWhereNothingCoversIt() throws {
        let dim = fill(CGRect(x: 0, y: 0, width: width, height: height), Color.black.withAlphaComponent(0.4))
        let frames =
            [stripes()]
            + [200.0, 150, 100].map { top in
                stripes() + [dim, fill(CGRect(x: 0, y: top, width: width, height: height - top), .white)]
            }
        let skipped = try culled(frames)
        // 1: the page carried over, only the dimming under the sheet (rows 200…299) is left out.
        // 2 and 3: the frame redraws rows 149…299 and 99…299 (the sheet's old and new rects, a
        // pixel to spare); under the sheet, the page is not restored and the dimming not laid.
        XCTAssertEqual(skipped, [0, 200 * 100, 2 * 200 * 150, 2 * 200 * 200])
    }
}
