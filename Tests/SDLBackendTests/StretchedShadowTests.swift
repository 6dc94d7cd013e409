import Foundation
import ViewKit
import XCTest

@testable import Compositor
@testable import SDLBackend

/// A shadow too small for the shared 9-patch has its own patch, a few pixels larger than it
/// is drawn; it is stretched once into a coverage layer of the size drawn, and later frames at
/// that size draw their colour through it one to one. The mini player's bar (374×56 points,
/// rounded 14, blur 12) cost 2.06 million instructions a frame at 1× through the stretch.
final class StretchedShadowTests: XCTestCase {
    private let colors: [RGBA8] = [(0, 0, 0, 31), (0, 0, 0, 255), (89, 87, 214, 204)]

    /// Coverage with soft edges and a few speckles, as a blurred rounded rect with noise.
    private func patch(_ w: Int, _ h: Int, seed: Int) throws -> Compositor.Layer {
        let mask = try XCTUnwrap(Compositor.Layer(width: w, height: h, mask: true))
        let bytes = UnsafeMutableRawPointer(mask.bits).assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<w {
                let edge = min(x, y, w - 1 - x, h - 1 - y)
                bytes[y * mask.rowBytes + x] = UInt8(min(255, edge * 23 + (x * 7 + y * 13 + seed) % 17))
            }
        }
        return mask
    }

    private func background(_ w: Int, _ h: Int) throws -> PixelCanvas {
        let canvas = PixelCanvas(output: try XCTUnwrap(Compositor.Layer(width: w, height: h)))
        canvas.replace(with: (242, 242, 247, 255))
        canvas.replace(PixelRect(0, 0, w / 3, h), with: (30, 120, 200, 255))
        return canvas
    }

    private func pixels(_ canvas: PixelCanvas, _ w: Int, _ h: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: w * h)
        _ = out.withUnsafeMutableBufferPointer {
            canvas.read(PixelRect(0, 0, w, h), into: $0.baseAddress!, rowWords: w)
        }
        return out
    }

    /// Through the stretch, or through the stretched layer one to one: the same bytes, for
    /// patches stretched by 0 to 3 pixels each way, in several colours, whole or clipped.
    func testAStretchedPatchDrawsTheBytesOfTheStretch() throws {
        var compared = 0
        for (w, h) in [(52, 36), (84, 28), (412, 100), (20, 20)] {
            let mask = try patch(w, h, seed: w + h)
            for (grow, color) in zip([(0, 0), (3, 1), (1, 3), (2, 2)], colors + [colors[0]]) {
                let to = PixelRect(5, 4, w - grow.0, h - grow.1)
                let (cw, ch) = (to.maxX + 6, to.maxY + 6)
                for clip in [nil, PixelRect(9, 7, to.width / 2, to.height / 3)] {
                    let direct = try background(cw, ch), copied = try background(cw, ch)
                    (direct.clip, copied.clip) = (clip, clip)
                    direct.draw(mask: mask, from: mask.bounds, to: to, color: color, sampling: .linear)
                    let stretched = try XCTUnwrap(Compositor.Layer(width: to.width, height: to.height, mask: true))
                    XCTAssertTrue(PixelCanvas.stretch(mask, from: mask.bounds, into: stretched, sampling: .linear))
                    copied.draw(mask: stretched, from: stretched.bounds, to: to, color: color, sampling: .nearest)
                    let (a, b) = (pixels(direct, cw, ch), pixels(copied, cw, ch))
                    XCTAssertEqual(
                        zip(a, b).filter { $0 != $1 }.count, 0, "\(w)×\(h) onto \(to), clip \(String(describing: clip))"
                    )
                    XCTAssertNotEqual(a, pixels(try background(cw, ch), cw, ch), "the shadow is drawn")
                    compared += a.count
                }
            }
        }
        XCTAssertEqual(compared, 421792, "every case was compared")
    }

    private func bar(at y: CGFloat) -> DisplayList {
        Fixture.list(
            390, 200, clear: Color(white: 0.95, alpha: 1),
            [
                .shadow(
                    rect: CGRect(x: 8, y: y, width: 374, height: 56), cornerRadius: 14,
                    color: Color(white: 0, alpha: 0.12), blur: 12, offset: CGSize(width: 0, height: 2),
                    state: DrawState())
            ])
    }

    /// The bar's shadow builds its patch and the stretched layer in its first frame, and
    /// only composites in the next ones while its size stands; a new size stretches again.
    func testABarsShadowIsStretchedOnceForItsSize() throws {
        let canvas = try Fixture.canvas(390, 200)
        let renderer = canvas.renderer
        let before = renderer.stats.texturesCreated
        var made: [Int] = [], builds: [Int] = []
        for y: CGFloat in [40, 60, 80] {
            try canvas.draw(bar(at: y))
            made.append(renderer.stats.texturesCreated)
            builds.append(renderer.shadowBuilds)
        }
        XCTAssertEqual(builds, [1, 1, 1], "one patch")
        XCTAssertEqual(made.map { $0 - before }, [2, 2, 2], "the patch and its stretch, made in the first frame")
        let key = try XCTUnwrap(renderer.caches.shadows.keys.first)
        let held = try XCTUnwrap(renderer.caches.shadows[key]?.stretched)
        XCTAssertEqual([held.width, held.height], [374 + 2 * 18, 56 + 2 * 18], "the rect and 3σ each side")
        let own = try XCTUnwrap(renderer.caches.shadows[key]?.layer)
        XCTAssertEqual(renderer.memory.shadows, own.rowBytes * own.height + held.rowBytes * held.height, "both counted")
        // Wider by 2 points: the same patch (its key rounds to 4), stretched anew.
        try canvas.draw(
            Fixture.list(
                390, 200,
                [
                    .shadow(
                        rect: CGRect(x: 8, y: 80, width: 376, height: 56), cornerRadius: 14,
                        color: Color(white: 0, alpha: 0.12), blur: 12, offset: CGSize(width: 0, height: 2),
                        state: DrawState())
                ]))
        XCTAssertEqual(renderer.shadowBuilds, 1)
        XCTAssertEqual(renderer.caches.shadows[key]?.stretched?.width, 376 + 2 * 18)
    }
}
