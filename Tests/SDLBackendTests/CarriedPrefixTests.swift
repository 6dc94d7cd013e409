import Foundation
import SDLBackend
import ViewKit
import XCTest

/// A presentation's first frame adds ops over most of the window; the page under them, which
/// the output already shows but for what the press changed, is drawn only where it changed and
/// kept as the prefix later frames restore (Renderer+CarriedPrefix). Every frame must be the
/// pixels of its list drawn whole, by a renderer that never drew before.
final class CarriedPrefixTests: XCTestCase {
    private let width = PressedPageFixture.width, height = PressedPageFixture.height

    private func page(highlighted: Int? = nil, tint: Color = Color(red: 0.9, green: 0.92, blue: 1)) -> [DisplayOp] {
        PressedPageFixture.page(highlighted: highlighted, tint: tint)
    }
    private func sheet(top: CGFloat) -> [DisplayOp] { PressedPageFixture.sheet(top: top) }

    private func list(_ ops: [DisplayOp]) -> DisplayList { Fixture.list(width, height, clear: .white, ops) }

    /// Bytes that differ from the list drawn whole by a fresh renderer.
    private func differingFromWhole(_ canvas: HeadlessCanvas, _ list: DisplayList, scale: CGFloat) throws -> Int {
        let fresh = try Fixture.canvas(width, height, scale: scale)
        try fresh.draw(list)
        let a = try canvas.snapshot().pixels, b = try fresh.snapshot().pixels
        return a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }

    func testThePressedPageIsCarriedUnderTheSheetAndRestoredAfter() throws {
        for scale: CGFloat in [1, 2] {
            let canvas = try Fixture.canvas(width, height, scale: scale)
            canvas.renderer.checksDamage = true
            let frames = [
                list(page()),
                list(page(highlighted: 3)),  // the press
                list(page() + sheet(top: 280)),  // the release: highlight off, sheet in
                list(page() + sheet(top: 240)),
                list(page() + sheet(top: 200)),
            ]
            var carried: [Int] = [], skipped: [Int] = [], damaged: [Int] = []
            for (index, frame) in frames.enumerated() {
                try canvas.draw(frame)
                carried.append(canvas.renderer.stats.prefixesCarried)
                skipped.append(canvas.renderer.stats.prefixOpsSkipped)
                damaged.append(canvas.renderer.stats.damagedPixels)
                XCTAssertEqual(try differingFromWhole(canvas, frame, scale: scale), 0, "frame \(index) at \(scale)×")
            }
            XCTAssertEqual(canvas.renderer.damageMismatches, [], "at \(scale)×")
            // Carried once, in the release's frame, whose second pass starts from the page's 13
            // ops kept, as the two frames after it do.
            XCTAssertEqual(carried, [0, 0, 1, 1, 1], "at \(scale)×")
            XCTAssertEqual(skipped, [0, 0, 13, 13, 13], "at \(scale)×")
            // The release's frame presents the whole window.
            XCTAssertEqual(damaged[2], Int(width * height * scale * scale), "at \(scale)×")
        }
    }

    func testTheReleaseFrameDrawsThePageOnlyWhereThePressChangedIt() throws {
        let canvas = try Fixture.canvas(width, height)
        try canvas.draw(list(page()))
        try canvas.draw(list(page(highlighted: 3)))
        try canvas.draw(list(page() + sheet(top: 280)))
        // The highlighted row alone (with its pixel to spare) is redrawn under the sheet: the
        // background and that row, then the dimming and the sheet over everything.
        XCTAssertEqual(canvas.renderer.stats.opsDrawn, 4)
        XCTAssertEqual(canvas.renderer.stats.prefixesKept, 1)
    }

    func testAPageThatChangedOverMoreThanHalfTheWindowIsDrawnWhole() throws {
        let canvas = try Fixture.canvas(width, height)
        canvas.renderer.checksDamage = true
        try canvas.draw(list(page()))
        let frame = list(page(tint: Color(red: 1, green: 0.9, blue: 0.9)) + sheet(top: 280))
        try canvas.draw(frame)
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 0)
        XCTAssertEqual(canvas.renderer.stats.opsDrawn, 15)
        XCTAssertEqual(try differingFromWhole(canvas, frame, scale: 1), 0)
        XCTAssertEqual(canvas.renderer.damageMismatches, [])
    }

    func testASmallChangeIsNotCarried() throws {
        // A press alone changes a row, not most of the window: nothing to carry.
        let canvas = try Fixture.canvas(width, height)
        try canvas.draw(list(page() + sheet(top: 290).suffix(1)))
        try canvas.draw(list(page(highlighted: 5) + sheet(top: 290).suffix(1)))
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 0)
        XCTAssertEqual(canvas.renderer.stats.damagedPixels, 186 * 22)
    }

    func testNoPrefixIsCarriedWhenTheRendererKeepsNone() throws {
        let canvas = try Fixture.canvas(width, height)
        canvas.renderer.reusesPrefix = false
        try canvas.draw(list(page(highlighted: 3)))
        let frame = list(page() + sheet(top: 280))
        try canvas.draw(frame)
        XCTAssertEqual(canvas.renderer.stats.prefixesCarried, 0)
        XCTAssertEqual(try differingFromWhole(canvas, frame, scale: 1), 0)
    }
}
