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
        // Raw pointers, no array bounds checks, and rounding without libm's roundf: the zoom's
        // photo, reduced on a transition's frame, took 590 million instructions, now 152. The sums are the
        // same products added in the same order as before, so the bytes are too (ResampleTests).
        // Not SIMD types: unspecialised, they are a hundred times slower in a debug build.
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: width * 4)
        defer { sums.deallocate() }
        out.withUnsafeMutableBufferPointer { o in
            let o = o.baseAddress!
            for y in 0..<h {
                sums.update(repeating: 0, count: width * 4)
                for (s, k) in rowTable[y] {
                    let row = input + s * pitch
                    if bytesPerPixel == 4 {
                        for i in 0..<(width * 4) { sums[i] += Float(row[i]) * k }
                    } else {
                        let opaque = 255 * k
                        for x in 0..<width {
                            let p = row + x * 3, q = sums + x * 4
                            q[0] += Float(p[0]) * k; q[1] += Float(p[1]) * k; q[2] += Float(p[2]) * k
                            q[3] += opaque
                        }
                    }
                }
                for x in 0..<w {
                    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (s, k) in columnTable[x] {
                        let p = sums + s * 4
                        acc.0 += p[0] * k; acc.1 += p[1] * k; acc.2 += p[2] * k; acc.3 += p[3] * k
                    }
                    let q = o + (y * w + x) * 4
                    q[0] = quantise(acc.0); q[1] = quantise(acc.1); q[2] = quantise(acc.2); q[3] = quantise(acc.3)
                }
            }
        }
        return Bitmap(width: w, height: h, pixels: out)
    }

    /// `UInt8(max(0, min(255, v.rounded())))`, exactly, without a libm call: clamped first
    /// (the same for every v), then halves away from zero from the exact fraction.
    @inline(__always) private static func quantise(_ v: Float) -> UInt8 {
        let c = max(0, min(255, v))
        let whole = UInt8(c)  // truncates: the floor of a value ≥ 0
        return c - Float(whole) >= 0.5 ? whole + 1 : whole
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
