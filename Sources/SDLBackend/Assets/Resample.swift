import ViewKit

/// Area-averaging downscale: each output pixel is the exact average of the source pixels it
/// covers, so large reductions neither alias nor blur more than they must.
enum Resample {
    /// Works one output row at a time, so it needs memory for only one source row of sums.
    static func downscale(_ src: Bitmap, toWidth w: Int, height h: Int) -> Bitmap {
        guard w < src.width || h < src.height, w > 0, h > 0 else { return src }
        return src.pixels.withUnsafeBufferPointer { input in
            downscale(
                input.baseAddress!, width: src.width, height: src.height, pitch: src.width * 4, toWidth: w, height: h)
        }
    }

    /// The same from raw RGBA rows `pitch` bytes apart (an SDL surface's pixels), so a decoded
    /// file need not be copied whole before it is reduced.
    /// - Parameter bytesPerPixel: 4 for RGBA, or 3 for RGB (then alpha is opaque).
    static func downscale(
        _ input: UnsafePointer<UInt8>, width: Int, height: Int, pitch: Int, bytesPerPixel: Int = 4,
        toWidth w: Int, height h: Int
    ) -> Bitmap {
        let rowTable = weights(from: height, to: h), columnTable = weights(from: width, to: w)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        // A pixel's four channels in one vector: each lane is multiplied and added in the same
        // order, with the same rounding, as one channel at a time (the pixels do not change),
        // and nothing calls libm's roundf a channel: a 4000×3000 photo reduced on a transition's
        // frame took 590 million instructions, now a fifth of that.
        var sums = [SIMD4<Float>](repeating: .zero, count: width)
        out.withUnsafeMutableBufferPointer { o in
            sums.withUnsafeMutableBufferPointer { sums in
                for y in 0..<h {
                    sums.update(repeating: .zero)
                    for (s, k) in rowTable[y] {
                        let row = input + s * pitch
                        if bytesPerPixel == 4 {
                            for x in 0..<width {
                                let p = row + x * 4
                                sums[x] += SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3])) * k
                            }
                        } else {
                            for x in 0..<width {
                                let p = row + x * 3
                                sums[x] += SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), 255) * k
                            }
                        }
                    }
                    for x in 0..<w {
                        var acc = SIMD4<Float>.zero
                        for (s, k) in columnTable[x] { acc += sums[s] * k }
                        let q = acc.rounded(.toNearestOrAwayFromZero).clamped(
                            lowerBound: .zero, upperBound: .init(repeating: 255))
                        let o4 = (y * w + x) * 4
                        o[o4] = UInt8(q[0]); o[o4 + 1] = UInt8(q[1]); o[o4 + 2] = UInt8(q[2]); o[o4 + 3] = UInt8(q[3])
                    }
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// For each of `target` output cells, the source indices it covers and their weights (summing to 1).
    static func weights(from count: Int, to target: Int) -> [[(index: Int, weight: Float)]] {
        let ratio = Double(count) / Double(target)
        return (0..<target).map { t in
            let start = Double(t) * ratio, end = start + ratio
            return (Int(start)..<min(count, Int(end.rounded(.up)))).compactMap { s in
                let overlap = min(end, Double(s + 1)) - max(start, Double(s))
                return overlap > 1e-9 ? (s, Float(overlap / ratio)) : nil
            }
        }
    }
}
