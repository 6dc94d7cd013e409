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
        var sums = [Float](repeating: 0, count: width * 4)
        for y in 0..<h {
            for i in sums.indices { sums[i] = 0 }
            for (s, k) in rowTable[y] {
                let row = s * pitch
                if bytesPerPixel == 4 {
                    for i in sums.indices { sums[i] += Float(input[row + i]) * k }
                } else {
                    for x in 0..<width {
                        let p = row + x * 3, o = x * 4
                        sums[o] += Float(input[p]) * k; sums[o + 1] += Float(input[p + 1]) * k
                        sums[o + 2] += Float(input[p + 2]) * k; sums[o + 3] += 255 * k
                    }
                }
            }
            for x in 0..<w {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (s, k) in columnTable[x] {
                    let p = s * 4
                    acc.0 += sums[p] * k; acc.1 += sums[p + 1] * k; acc.2 += sums[p + 2] * k; acc.3 += sums[p + 3] * k
                }
                let o = (y * w + x) * 4
                out[o] = quantise(acc.0); out[o + 1] = quantise(acc.1)
                out[o + 2] = quantise(acc.2); out[o + 3] = quantise(acc.3)
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    @inline(__always) private static func quantise(_ v: Float) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }

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
