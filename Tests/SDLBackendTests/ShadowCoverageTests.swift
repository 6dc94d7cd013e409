import Foundation
import XCTest

@testable import Compositor

/// The shadow's coverage blur walks the image row by row for speed (`Coverage`); its bytes
/// must be those of the plain walk it replaced, one line at a time with `roundf`, which every
/// golden's shadows were drawn with. Sizes cover a pushed page's patch, a tall thin one, and
/// ones shorter than the blur's radius.
final class ShadowCoverageTests: XCTestCase {
    /// The walk `Coverage` replaced: each line copied between zeros, summed on its own.
    private func plainBlur(_ bytes: [UInt8], width w: Int, height h: Int, sigma: Double) -> [UInt8] {
        var img = bytes.map { Float($0) / 255 }
        let radii = Coverage.boxRadii(sigma: sigma).filter { $0 > 0 }
        var tmp = [Float](repeating: 0, count: max(w, h) + 2 * (radii.max() ?? 0) + 1)
        func line(_ start: Int, _ count: Int, _ step: Int, _ radius: Int) {
            for i in 0..<radius { tmp[i] = 0; tmp[radius + count + i] = 0 }
            for i in 0..<count { tmp[radius + i] = img[start + i * step] }
            let inv = 1 / Float(2 * radius + 1)
            var sum: Float = 0
            for k in 0..<(2 * radius) { sum += tmp[k] }
            for i in 0..<count {
                sum += tmp[i + 2 * radius]
                img[start + i * step] = sum * inv
                sum -= tmp[i]
            }
        }
        if sigma > 0.01 {
            for radius in radii {
                for y in 0..<h { line(y * w, w, 1, radius) }
                for x in 0..<w { line(x, h, w, radius) }
            }
        }
        return img.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) }
    }

    private func blurred(_ bytes: [UInt8], width w: Int, height h: Int, sigma: Double) throws -> [UInt8] {
        let mask = try XCTUnwrap(Layer(width: w, height: h, mask: true))
        let base = UnsafeMutableRawPointer(mask.bits).assumingMemoryBound(to: UInt8.self)
        for y in 0..<h { for x in 0..<w { base[y * mask.rowBytes + x] = bytes[y * w + x] } }
        Renderer.blurCoverage(mask, sigma: sigma)
        return (0..<h).flatMap { y in (0..<w).map { base[y * mask.rowBytes + $0] } }
    }

    /// A rect of full coverage with `pad` empty pixels around it, as a shadow's patch starts.
    private func rect(width w: Int, height h: Int, pad: Int) -> [UInt8] {
        (0..<h).flatMap { y in
            (0..<w).map { x in x >= pad && x < w - pad && y >= pad && y < h - pad ? 255 : 0 }
        }
    }

    func testTheCoverageBlurKeepsThePlainWalksBytes() throws {
        // Numerical Recipes' linear congruential generator: a fixed sequence, so a failure names
        // an input that can be made again.
        var state: UInt32 = 2026_12_03
        func nextByte() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let cases: [(w: Int, h: Int, sigma: Double)] = [
            (120, 120, 4.5), (37, 211, 9.7), (5, 3, 6), (64, 9, 1.25), (1, 40, 3), (90, 90, 0.3), (200, 60, 22),
        ]
        var compared = 0
        for (w, h, sigma) in cases {
            let noise = (0..<(w * h)).map { _ in nextByte() }
            for (name, input) in [("rect", rect(width: w, height: h, pad: min(w, h) / 4)), ("noise", noise)] {
                let expected = plainBlur(input, width: w, height: h, sigma: sigma)
                let got = try blurred(input, width: w, height: h, sigma: sigma)
                let differing = zip(expected, got).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "\(name) \(w)×\(h) at sigma \(sigma)")
                compared += got.count
            }
        }
        XCTAssertEqual(compared, 2 * (14_400 + 7_807 + 15 + 576 + 40 + 8_100 + 12_000))
    }

    /// Rounding is half away from zero, as `roundf`'s, at and around every half level.
    func testALevelRoundsAsRoundfDoes() {
        var checked = 0
        for level in 0...255 {
            for offset: Float in [-0.5, -0.25, 0, 0.25, 0.5] {
                let s = Float(level) + offset
                let value = s / 255
                XCTAssertEqual(
                    Coverage.level(value), UInt8(min(255, max(0, (value * 255).rounded()))), "coverage \(value)")
                checked += 1
            }
        }
        XCTAssertEqual(Coverage.level(-0.01), 0)
        XCTAssertEqual(Coverage.level(1.5), 255)
        XCTAssertEqual(Coverage.level(.nan), 0)
        XCTAssertEqual(checked, 1280)
    }
}
