import Foundation
import XCTest

@testable import Compositor

/// The backdrop blur's box averaging and box passes: the same floats, to the bit, as the plain
/// loops they replaced in issue 38 (kept here as the reference), for read parts that fill their
/// region and that leave it to clamp on every side, and for images narrower than the box.
final class BoxBlurTests: XCTestCase {
    /// A fixed sequence of words (a linear congruential generator), so a failure repeats.
    private func words(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Premultiplied: no channel above alpha.
            let a = UInt32(truncatingIfNeeded: state >> 56)
            let c = (0..<3).map { UInt32(truncatingIfNeeded: state >> (8 + 16 * $0)) % (a + 1) }
            return a << 24 | c[0] << 16 | c[1] << 8 | c[2]
        }
    }

    /// `BoxBlur.downscale` as it was: one box at a time, every read through the clamped indices.
    private func referenceDownscale(_ src: [UInt32], _ region: BoxBlur.Region, by d: Int) -> [Float] {
        let sw = (region.width + d - 1) / d, sh = (region.height + d - 1) / d
        var out = [Float](repeating: 0, count: 4 * sw * sh)
        let inv = 1 / Float(d * d)
        for y in 0..<sh {
            for x in 0..<sw {
                var sum: UInt64 = 0
                for yy in 0..<d {
                    let row = min(max(y * d + yy - region.readY, 0), region.readHeight - 1)
                    for xx in 0..<d {
                        let column = min(max(x * d + xx - region.readX, 0), region.readWidth - 1)
                        let p = UInt64(src[row * region.readWidth + column])
                        sum &+= (p | p << 24) & 0x00FF_00FF_00FF_00FF
                    }
                }
                let i = 4 * (y * sw + x)
                out[i] = Float(sum & 0xFFFF) * inv; out[i + 1] = Float((sum >> 32) & 0xFFFF) * inv
                out[i + 2] = Float((sum >> 16) & 0xFFFF) * inv; out[i + 3] = Float(sum >> 48) * inv
            }
        }
        return out
    }

    /// `BoxBlur.blur` as it was: each channel of each row on its own, every index clamped.
    private func referenceBlur(_ pixels: [Float], w: Int, h: Int, radius r: Int) -> [Float] {
        var p = pixels, t = pixels
        let inv = 1 / Float(2 * r + 1)
        for _ in 0..<3 {
            for y in 0..<h {
                for c in 0..<4 {
                    let line = 4 * y * w + c
                    var sum = p[line] * Float(r + 1)
                    for k in 1...r { sum += p[line + 4 * min(k, w - 1)] }
                    for x in 0..<w {
                        t[line + 4 * x] = sum * inv
                        sum += p[line + 4 * min(x + r + 1, w - 1)] - p[line + 4 * max(x - r, 0)]
                    }
                }
            }
            let n = 4 * w
            var sums = (0..<n).map { t[$0] * Float(r + 1) }
            for k in 1...r { for i in 0..<n { sums[i] += t[min(k, h - 1) * n + i] } }
            for y in 0..<h {
                for i in 0..<n {
                    p[y * n + i] = sums[i] * inv
                    sums[i] += t[min(y + r + 1, h - 1) * n + i] - t[max(y - r, 0) * n + i]
                }
            }
        }
        return p
    }

    func testTheDownscaleGivesTheReferenceFloats() {
        // (region width, height, read x, y, width, height): filled, clamped on every side, and
        // read parts narrower than one box.
        let shapes = [
            (64, 48, 0, 0, 64, 48), (100, 37, 13, 5, 70, 20), (45, 45, 40, 0, 5, 45), (33, 70, 0, 30, 33, 1),
            (7, 9, 3, 2, 2, 3),
        ]
        for (i, s) in shapes.enumerated() {
            let region = BoxBlur.Region(
                width: s.0, height: s.1, readX: s.2, readY: s.3, readWidth: s.4, readHeight: s.5)
            let src = words(s.4 * s.5, seed: UInt64(i + 1))
            for d in [1, 2, 3, 8, 16] {
                let made = BoxBlur.downscale(src, region, by: d)
                XCTAssertEqual([made.w, made.h], [(s.0 + d - 1) / d, (s.1 + d - 1) / d])
                XCTAssertEqual(made.pixels, referenceDownscale(src, region, by: d), "shape \(s), boxes of \(d)")
            }
        }
    }

    func testTheBlurGivesTheReferenceFloats() {
        // Wide enough for a middle that clamps nowhere, and narrower than the box on each axis.
        for (w, h) in [(113, 27), (12, 40), (3, 5), (1, 1), (9, 2)] {
            let source = words(w * h, seed: UInt64(w * 1000 + h)).flatMap { word in
                [0, 8, 16, 24].map { Float((word >> UInt32($0)) & 0xFF) }
            }
            for radius in [1, 2, 4, 7] {
                var planes = BoxBlur.Planes(pixels: source, w: w, h: h)
                BoxBlur.blur(&planes, radius: radius)
                XCTAssertEqual(
                    planes.pixels, referenceBlur(source, w: w, h: h, radius: radius), "\(w)×\(h), radius \(radius)")
            }
        }
    }
}
