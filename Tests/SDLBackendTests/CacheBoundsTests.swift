import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Every renderer cache stays within its stated bound after each frame, dropping the least
/// recently drawn entries first, and `cacheSizes` reports what the caches hold.
final class CacheBoundsTests: XCTestCase {
    /// Limits far above what a test draws, so only the field under test binds.
    private static let roomy = RendererCacheSizes(
        text: 1000, shadows: 1000, blurs: 1000, images: 1000, targetPool: 1000, radii: 1000, bytes: 1 << 30)

    private func text(_ string: String) -> DisplayOp {
        .text(string, font: Font(size: 17), color: .white, origin: CGPoint(x: 4, y: 4), state: DrawState())
    }

    private func roundedFill(radius: CGFloat) -> DisplayOp {
        .fill(
            rect: CGRect(x: 10, y: 10, width: 180, height: 180), cornerRadius: radius, color: .white, state: DrawState()
        )
    }

    func testCacheSizesCountWhatWasDrawn() throws {
        let canvas = try Fixture.canvas(200, 200, fonts: true)
        let image = Image(bitmap: Bitmap(width: 40, height: 40, fill: .red), name: "red")
        try canvas.draw(
            Fixture.list(
                200, 200,
                [
                    text("Hello"),
                    .shadow(
                        rect: CGRect(x: 20, y: 20, width: 100, height: 100), cornerRadius: 12,
                        color: Color(white: 0, alpha: 0.3),
                        blur: 10, offset: .zero, state: DrawState()),
                    .image(
                        image, source: CGRect(x: 0, y: 0, width: 40, height: 40),
                        rect: CGRect(x: 50, y: 50, width: 80, height: 80),
                        cornerRadius: 8, state: DrawState()),
                ]))
        let sizes = canvas.renderer.cacheSizes
        XCTAssertEqual(sizes.text, 1)
        XCTAssertEqual(sizes.shadows, 1)
        XCTAssertEqual(sizes.images, 1)
        XCTAssertGreaterThan(sizes.radii, 0, "the shadow and the image corners use corner coverage")
        // At least the image's 40×40 pixels at 4 bytes each, the 16×16 corner circle and the
        // shadow's 148×148 patch at a byte a pixel.
        XCTAssertGreaterThanOrEqual(sizes.bytes, 4 * 40 * 40 + 16 * 16 + 148 * 148)
    }

    func testTextPastItsBoundDropsTheLeastRecentlyDrawnLines() throws {
        let canvas = try Fixture.canvas(200, 40, fonts: true)
        var limits = Self.roomy
        limits.text = 4
        canvas.renderer.cacheLimits = limits
        for i in 0..<10 {
            try canvas.draw(Fixture.list(200, 40, [text("line \(i)")]))
            XCTAssertLessThanOrEqual(canvas.renderer.cacheSizes.text, 4, "after frame \(i)")
        }
        let made = canvas.renderer.textRasterizations
        try canvas.draw(Fixture.list(200, 40, [text("line 9")]))
        XCTAssertEqual(canvas.renderer.textRasterizations, made, "the newest line is kept")
        try canvas.draw(Fixture.list(200, 40, [text("line 0")]))
        XCTAssertEqual(canvas.renderer.textRasterizations, made + 1, "the oldest line was dropped")
    }

    /// A corner radius animating for under a second makes a new radius every frame; the age
    /// limit alone (120 frames) would keep them all.
    func testAnAnimatedCornerRadiusStaysWithinTheRadiusBound() throws {
        let canvas = try Fixture.canvas(200, 200)
        var limits = Self.roomy
        limits.radii = 16
        canvas.renderer.cacheLimits = limits
        for radius in 1...48 {
            try canvas.draw(Fixture.list(200, 200, [roundedFill(radius: CGFloat(radius))]))
            XCTAssertLessThanOrEqual(canvas.renderer.cacheSizes.radii, 16, "after radius \(radius)")
        }
        XCTAssertEqual(canvas.renderer.cacheSizes.radii, 16, "full, not emptied")
    }

    /// Radii up to `Renderer.largestTabulatedRadius` keep their corner circles; larger ones
    /// are rasterised for the frame (PixelCanvas+LargeCorners) and cache nothing.
    func testPixelsPastTheByteBoundDropTheOldestEntries() throws {
        let canvas = try Fixture.canvas(200, 200)
        var limits = Self.roomy
        // Room for about three of the corners below (a radius r holds a 2r×2r circle of
        // coverage, a byte a pixel: 4 r² bytes).
        limits.bytes = 3 * 4 * 48 * 48
        canvas.renderer.cacheLimits = limits
        for radius in stride(from: 20, through: 48, by: 2) {
            try canvas.draw(Fixture.list(200, 200, [roundedFill(radius: CGFloat(radius))]))
            XCTAssertLessThanOrEqual(canvas.renderer.cacheSizes.bytes, limits.bytes, "after radius \(radius)")
        }
        XCTAssertGreaterThan(canvas.renderer.cacheSizes.radii, 0, "the latest frame's corner is kept")
    }

    func testLargeCornersArePixmansTrapezoidsAndCacheNothing() throws {
        let canvas = try Fixture.canvas(200, 200)
        let image = Image(bitmap: Bitmap(width: 40, height: 40, fill: .red), name: "red")
        try canvas.draw(
            Fixture.list(
                200, 200,
                [
                    .image(
                        image, source: CGRect(x: 0, y: 0, width: 40, height: 40),
                        rect: CGRect(x: 50, y: 50, width: 80, height: 80), cornerRadius: 8, state: DrawState()),
                    roundedFill(radius: 70),
                ]))
        let sizes = canvas.renderer.cacheSizes
        XCTAssertEqual(sizes.images, 1)
        XCTAssertEqual(
            sizes.radii, 1,
            "the image's 8-point corner coverage; the 70-point fill's corners are rasterised for the frame")
    }

    func testTheByteBoundGrowsWithTheSquareOfTheScale() throws {
        let canvas = try Fixture.canvas(20, 20, scale: 2)
        XCTAssertEqual(canvas.renderer.cacheLimits.bytes, 128 << 20)
        canvas.renderer.scale = 3
        XCTAssertEqual(canvas.renderer.cacheLimits.bytes, 288 << 20, "a default bound follows the scale")
        canvas.renderer.cacheLimits.bytes = 1 << 20
        canvas.renderer.scale = 1
        XCTAssertEqual(canvas.renderer.cacheLimits.bytes, 1 << 20, "a bound set by hand stays")
    }

    func testExceedingNamesEveryFieldOverItsLimit() {
        let sizes = RendererCacheSizes(text: 5, blurs: 2, bytes: 100)
        XCTAssertEqual(
            sizes.exceeding(RendererCacheSizes(text: 4, blurs: 2, bytes: 99)), ["text 5 > 4", "bytes 100 > 99"])
        var peak = sizes
        peak.formMaximum(RendererCacheSizes(text: 1, blurs: 3))
        XCTAssertEqual(peak, RendererCacheSizes(text: 5, blurs: 3, bytes: 100))
    }
}
