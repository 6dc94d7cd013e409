import Foundation
import ViewKit

/// CPU blur for backdrops: box downscale, three separable box blurs (≈ Gaussian), and a
/// bilinear upscale that also lays the tint over the result. Works on ARGB8888 words.
enum BoxBlur {
    /// A small image in four planes (B, G, R, A), each `w`×`h` floats 0…255.
    struct Planes {
        var pixels: [Float]
        var w: Int, h: Int
    }

    /// Averages `d`×`d` boxes of the first `w`×`h` words of `src`.
    static func downscale(_ src: [UInt32], _ w: Int, _ h: Int, by d: Int) -> Planes {
        let sw = (w + d - 1) / d, sh = (h + d - 1) / d, n = sw * sh
        var out = [Float](repeating: 0, count: 4 * n)
        src.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<sh {
                    for x in 0..<sw {
                        var acc: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        var count: UInt32 = 0
                        for yy in (y * d)..<min(h, y * d + d) {
                            for xx in (x * d)..<min(w, x * d + d) {
                                let p = s[yy * w + xx]
                                acc.0 += p & 0xFF; acc.1 += (p >> 8) & 0xFF; acc.2 += (p >> 16) & 0xFF; acc.3 += p >> 24
                                count += 1
                            }
                        }
                        let i = y * sw + x, c = Float(count)
                        o[i] = Float(acc.0) / c; o[n + i] = Float(acc.1) / c
                        o[2 * n + i] = Float(acc.2) / c; o[3 * n + i] = Float(acc.3) / c
                    }
                }
            }
        }
        return Planes(pixels: out, w: sw, h: sh)
    }

    /// Three passes of a (2·radius+1) box blur along each axis, edges clamped.
    static func blur(_ planes: inout [Float], _ w: Int, _ h: Int, radius: Int) {
        guard radius > 0 else { return }
        let n = w * h
        var line = [Float](repeating: 0, count: max(w, h))
        planes.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { tmp in
                for plane in 0..<4 {
                    for _ in 0..<3 {
                        for y in 0..<h { boxLine(p, start: plane * n + y * w, count: w, step: 1, radius: radius, tmp) }
                        for x in 0..<w { boxLine(p, start: plane * n + x, count: h, step: w, radius: radius, tmp) }
                    }
                }
            }
        }
    }

    /// One running-sum box pass over `count` samples `step` apart.
    private static func boxLine(
        _ p: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, step: Int,
        radius: Int, _ tmp: UnsafeMutableBufferPointer<Float>
    ) {
        for i in 0..<count { tmp[i] = p[start + i * step] }
        let last = count - 1
        var sum: Float = 0
        for k in -radius...radius { sum += tmp[min(last, max(0, k))] }
        let inv = 1 / Float(2 * radius + 1)
        for i in 0..<count {
            p[start + i * step] = sum * inv
            sum += tmp[min(last, i + radius + 1)] - tmp[max(0, i - radius)]
        }
    }

    /// Bilinear upscale of `small` (which was downscaled by `d` from a region whose pixel
    /// `origin` is the output's (0, 0)), with `tint` composited over it, into `out`.
    /// Separable: each small row is widened once, then output rows blend two widened rows,
    /// which halves the work of a full-screen blur's first frame.
    static func upscale(
        _ small: Planes, by d: Int, origin: (Int, Int), into out: inout [UInt32],
        width: Int, height: Int, tint: Color
    ) {
        let n = small.w * small.h, sw = small.w, inv = 1 / Float(d)
        let ta = Float(max(0, min(1, tint.alpha)))
        let tint4 = (Float(tint.blue * 255) * ta, Float(tint.green * 255) * ta, Float(tint.red * 255) * ta, 255 * ta)
        let keep = 1 - ta
        // Widened rows: for every small row, `width` interleaved B, G, R, A floats.
        var wide = [Float](repeating: 0, count: small.h * width * 4)
        small.pixels.withUnsafeBufferPointer { p in
            wide.withUnsafeMutableBufferPointer { w in
                for x in 0..<width {
                    let fx = min(max((Float(x + origin.0) + 0.5) * inv - 0.5, 0), Float(sw - 1))
                    let x0 = Int(fx), x1 = min(x0 + 1, sw - 1), t = fx - Float(x0)
                    for row in 0..<small.h {
                        let o = (row * width + x) * 4, r = row * sw
                        for c in 0..<4 {
                            let a = p[c * n + r + x0], b = p[c * n + r + x1]
                            w[o + c] = a + (b - a) * t
                        }
                    }
                }
            }
        }
        wide.withUnsafeBufferPointer { w in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    let fy = min(max((Float(y + origin.1) + 0.5) * inv - 0.5, 0), Float(small.h - 1))
                    let y0 = Int(fy), y1 = min(y0 + 1, small.h - 1), t = fy - Float(y0)
                    let r0 = y0 * width * 4, r1 = y1 * width * 4, line = y * width
                    for x in 0..<width {
                        let i0 = r0 + x * 4, i1 = r1 + x * 4
                        let b = w[i0] + (w[i1] - w[i0]) * t, g = w[i0 + 1] + (w[i1 + 1] - w[i0 + 1]) * t
                        let r = w[i0 + 2] + (w[i1 + 2] - w[i0 + 2]) * t, a = w[i0 + 3] + (w[i1 + 3] - w[i0 + 3]) * t
                        let ob = UInt32(min(255, b * keep + tint4.0 + 0.5)),
                            og = UInt32(min(255, g * keep + tint4.1 + 0.5))
                        let or = UInt32(min(255, r * keep + tint4.2 + 0.5)),
                            oa = UInt32(min(255, a * keep + tint4.3 + 0.5))
                        o[line + x] = (oa << 24) | (or << 16) | (og << 8) | ob
                    }
                }
            }
        }
    }
}
