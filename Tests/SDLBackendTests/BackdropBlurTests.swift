import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// The backdrop blur: its downscale, box passes and stretch must keep a picture in place, and
/// a faded one must be the blend of the blur and its backdrop.
final class BackdropBlurTests: XCTestCase {
    private func blur(opacity: Double, radius: CGFloat = 0) -> DisplayOp {
        var state = DrawState()
        state.opacity = opacity
        return .backdropBlur(
            rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: radius, blur: 20,
            tint: Color(white: 1, alpha: 0), state: state)
    }

    private func stripe(_ x: CGFloat, _ width: CGFloat) -> DisplayOp {
        .fill(rect: CGRect(x: x, y: 0, width: width, height: 100), cornerRadius: 0, color: .white, state: DrawState())
    }

    func testAUniformBackdropBlursToItself() throws {
        let canvas = try Fixture.canvas(100, 100)
        try canvas.draw(Fixture.list(100, 100, clear: Color(white: 0.5, alpha: 1), [blur(opacity: 1)]))
        let bmp = try canvas.snapshot()
        let grey = bmp.red(0, 0)
        XCTAssertEqual(grey, 128)
        let off = (0..<100).flatMap { y in (0..<100).map { (bmp.red($0, y), bmp.px($0, y).b) } }
            .filter { $0.0 != grey || $0.1 != grey }
        XCTAssertEqual(off.count, 0, "every pixel keeps the grey")
    }

    func testAStripeBlursSymmetricallyAboutItsCentre() throws {
        let canvas = try Fixture.canvas(100, 100)
        // Pixels 48…52: centred on x = 50.5, so pixel 50 − k mirrors pixel 50 + k.
        try canvas.draw(Fixture.list(100, 100, [stripe(48, 5), blur(opacity: 1)]))
        let bmp = try canvas.snapshot()
        let profile = (0..<100).map { bmp.red($0, 50) }
        XCTAssertEqual(profile[50], profile.max(), "the peak stays on the stripe: \(profile[40...60])")
        let worst = (1...20).map { abs(profile[50 - $0] - profile[50 + $0]) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 2, "left and right of the stripe: \(profile[30...70])")
        XCTAssertEqual(profile[0], 0, "far from the stripe stays black")
    }

    func testAFadedBlurIsTheBlendOfTheBlurAndItsBackdrop() throws {
        let canvas = try Fixture.canvas(100, 100)
        let backdrop = [stripe(20, 10), stripe(60, 3)]
        try canvas.draw(Fixture.list(100, 100, backdrop))
        let under = try canvas.snapshot()
        try canvas.draw(Fixture.list(100, 100, backdrop + [blur(opacity: 1)]))
        let full = try canvas.snapshot()
        try canvas.draw(Fixture.list(100, 100, backdrop + [blur(opacity: 0.5)]))
        let half = try canvas.snapshot()
        XCTAssertEqual(canvas.renderer.blurComputations, 1, "a fade reuses the blur")
        var worst = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let expected = (full.red(x, y) * 128 + under.red(x, y) * 127) / 255
                worst = max(worst, abs(half.red(x, y) - expected))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1, "half opacity is the even mix, to a level")
    }

    func testABlurDrawnFromItsReducedResolutionIsItsEnlargedLayersPixels() throws {
        let backdrop = [stripe(20, 10), stripe(60, 3)]
        for opacity in [1, 0.6] {
            let canvas = try Fixture.canvas(100, 100)
            let list = Fixture.list(100, 100, backdrop + [blur(opacity: opacity)])
            try canvas.draw(list)
            let straight = try canvas.snapshot()
            // Blur 20 is sigma 10 pixels: boxes of 4, so the 160-pixel square it blurs is 40×40.
            XCTAssertEqual(canvas.renderer.memory.blurs, 40 * 40 * 4, "a new blur holds its reduced pixels only")
            canvas.renderer.invalidate()
            try canvas.draw(list)
            let copied = try canvas.snapshot()
            XCTAssertEqual(canvas.renderer.blurComputations, 1, "the second frame reuses the blur")
            XCTAssertEqual(
                canvas.renderer.memory.blurs, 40 * 40 * 4 + 100 * 100 * 4,
                "shown unchanged a second time, it is enlarged into a layer")
            let differing = (0..<100).flatMap { y in (0..<100).map { (x: $0, y: y) } }
                .filter { straight.px($0.x, $0.y) != copied.px($0.x, $0.y) }
            XCTAssertEqual(differing.count, 0, "opacity \(opacity): the two ways draw the same pixels")
            XCTAssertNotEqual(straight.red(40, 50), 0, "the stripes' light is blurred into the gap")
        }
    }

    func testRoundedCornersLeaveTheBackdropShowing() throws {
        let canvas = try Fixture.canvas(100, 100)
        try canvas.draw(Fixture.list(100, 100, clear: .white, [blur(opacity: 1, radius: 20)]))
        let bmp = try canvas.snapshot()
        XCTAssertEqual(bmp.red(0, 0), 255, "the corner outside the radius is the backdrop")
        XCTAssertEqual(bmp.red(50, 50), 255)
    }

    /// A blur over x 0…60 (blur 20: it reads x 0…60 and blurs as far as x 90).
    private func blurOverTheLeft() -> DisplayOp {
        .backdropBlur(
            rect: CGRect(x: 0, y: 0, width: 60, height: 100), cornerRadius: 0, blur: 20,
            tint: Color(white: 1, alpha: 0), state: DrawState())
    }

    func testAnOpAddedAwayFromTheBlurDoesNotBlurItAgain() throws {
        let canvas = try Fixture.canvas(200, 100)
        try canvas.draw(Fixture.list(200, 100, [stripe(20, 10), blurOverTheLeft()]))
        let before = try canvas.snapshot()
        // A band at x 150…190, drawn first: every op after it moves one place down the list.
        try canvas.draw(Fixture.list(200, 100, [stripe(150, 40), stripe(20, 10), blurOverTheLeft()]))
        let after = try canvas.snapshot()
        XCTAssertEqual(canvas.renderer.blurComputations, 1, "the backdrop under the blur did not change")
        let changed = (0..<100).flatMap { y in (0..<90).map { (x: $0, y: y) } }
            .filter { before.red($0.x, $0.y) != after.red($0.x, $0.y) }
        XCTAssertEqual(changed.count, 0, "the blur shows the same pixels")
        XCTAssertEqual(after.red(170, 50), 255, "the new band is drawn")
    }

    func testAnOpInsideAGroupAndTheSameOpAfterItBlurDifferently() throws {
        let group = DisplayOp.beginGroup(
            rect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 0, state: DrawState(opacity: 0.5))
        // The same ops in the same order; only where the group ends moves.
        let inside = [group, stripe(20, 10), stripe(40, 5), .endGroup, blurOverTheLeft()]
        let after = [group, stripe(20, 10), .endGroup, stripe(40, 5), blurOverTheLeft()]
        let canvas = try Fixture.canvas(200, 100)
        try canvas.draw(Fixture.list(200, 100, inside))
        let halfStrength = try canvas.snapshot()
        try canvas.draw(Fixture.list(200, 100, after))
        XCTAssertEqual(canvas.renderer.blurComputations, 2, "the band at x 40 is brighter under the blur")
        let shown = try canvas.snapshot()
        let fresh = try Fixture.canvas(200, 100)
        try fresh.draw(Fixture.list(200, 100, after))
        let expected = try fresh.snapshot()
        let differing = (0..<100).flatMap { y in (0..<200).map { (x: $0, y: y) } }
            .filter { shown.red($0.x, $0.y) != expected.red($0.x, $0.y) }
        XCTAssertEqual(differing.count, 0, "the second frame equals the same list drawn on a fresh canvas")
        XCTAssertGreaterThan(
            shown.red(42, 50), halfStrength.red(42, 50), "the band after the group shows at full strength")
    }

    func testThreeBoxesMatchTheGaussiansVariance() {
        XCTAssertEqual(Coverage.boxRadii(sigma: 4), [3, 4, 4], "4 + 6⅔ + 6⅔, as close to 16 as 4 + 4 + 6⅔")
        XCTAssertEqual(Coverage.boxRadii(sigma: 10), [9, 9, 10])
        for tenth in stride(from: 5, through: 200, by: 5) {
            let sigma = Double(tenth) / 10
            let radii = Coverage.boxRadii(sigma: sigma)
            let variance = radii.reduce(0.0) { $0 + Double($1 * ($1 + 1)) / 3 }
            let step = Double(radii[0] + 1) / 3 * 2
            XCTAssertEqual(radii.count, 3)
            XCTAssertLessThanOrEqual(abs(variance - sigma * sigma), step / 2 + 1e-9, "sigma \(sigma): \(radii)")
        }
    }

    func testABoxBlurredShapeKeepsItsMassAndSpreadsBySigma() {
        var img = [Float](repeating: 0, count: 101 * 101)
        img[50 * 101 + 50] = 1
        Coverage.boxBlur(&img, width: 101, height: 101, sigma: 4)
        XCTAssertEqual(Double(img.reduce(0, +)), 1, accuracy: 1e-4, "nothing is lost away from the edges")
        let row = (0..<101).map { Double(img[50 * 101 + $0]) }
        let mass = row.reduce(0, +)
        let variance =
            row.enumerated().reduce(0.0) { $0 + $1.element * Double(($1.offset - 50) * ($1.offset - 50)) } / mass
        XCTAssertEqual(variance, 17 + 1.0 / 3, accuracy: 1e-3, "the radii 3, 4, 4 give 4 + 6⅔ + 6⅔")
    }
}
