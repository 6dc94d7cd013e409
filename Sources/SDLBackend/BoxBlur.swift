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
    private static func boxLine(_ p: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, step: Int,
                                radius: Int, _ tmp: UnsafeMutableBufferPointer<Float>) {
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
    static func upscale(_ small: Planes, by d: Int, origin: (Int, Int), into out: inout [UInt32],
                        width: Int, height: Int, tint: Color) {
        let n = small.w * small.h, sw = small.w
        let ta = Float(max(0, min(1, tint.alpha)))
        let tb = Float(tint.blue * 255) * ta, tg = Float(tint.green * 255) * ta, tr = Float(tint.red * 255) * ta
        let keep = 1 - ta, inv = 1 / Float(d)
        // Precompute horizontal sample positions once per column.
        let xs: [(Int, Int, Float)] = (0..<width).map { x in
            let fx = min(max((Float(x + origin.0) + 0.5) * inv - 0.5, 0), Float(sw - 1))
            let x0 = Int(fx)
            return (x0, min(x0 + 1, sw - 1), fx - Float(x0))
        }
        small.pixels.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<height {
                    let fy = min(max((Float(y + origin.1) + 0.5) * inv - 0.5, 0), Float(small.h - 1))
                    let y0 = Int(fy), y1 = min(y0 + 1, small.h - 1), ty = fy - Float(y0)
                    let r0 = y0 * sw, r1 = y1 * sw
                    for x in 0..<width {
                        let (x0, x1, tx) = xs[x]
                        @inline(__always) func s(_ plane: Int) -> Float {
                            let b = plane * n
                            let top = p[b + r0 + x0] + (p[b + r0 + x1] - p[b + r0 + x0]) * tx
                            let bottom = p[b + r1 + x0] + (p[b + r1 + x1] - p[b + r1 + x0]) * tx
                            return top + (bottom - top) * ty
                        }
                        let b = UInt32(s(0) * keep + tb + 0.5), g = UInt32(s(1) * keep + tg + 0.5)
                        let r = UInt32(s(2) * keep + tr + 0.5), a = UInt32(s(3) * keep + 255 * ta + 0.5)
                        o[y * width + x] = (min(a, 255) << 24) | (min(r, 255) << 16) | (min(g, 255) << 8) | min(b, 255)
                    }
                }
            }
        }
    }
}
