import Foundation

/// Coverage (0…1 a pixel) blurred for soft shadows, in floats: three box blurs per axis with
/// running sums, whose cost does not grow with the blur.
///
/// Every sample of a pass is the same sum, taken in the same order, whichever way the pass
/// walks the image: a column's running sum is kept for all columns at once, row by row, so the
/// vertical passes read memory in order and the compiler can vectorise them. A shadow patch
/// for a pushed page (120×120 pixels at 1×) cost 4.3 million instructions to blur when each
/// column was walked on its own and each level was converted through `roundf`; see
/// `ShadowCoverageTests` for the bytes pinned against that walk.
enum Coverage {
    /// Radii of three box blurs whose sum of variances is closest to `sigma`² (pixels): a box
    /// of radius r has variance r(r+1)/3, so some passes take r and the rest r+1.
    static func boxRadii(sigma: Double) -> [Int] {
        let low = max(0, Int((((1 + 4 * sigma * sigma).squareRoot() - 1) / 2).rounded(.down)))
        let vLow = Double(low * (low + 1)) / 3, vHigh = Double((low + 1) * (low + 2)) / 3
        let passesAtLow = min(3, max(0, Int(((3 * vHigh - sigma * sigma) / (vHigh - vLow)).rounded())))
        return Array(repeating: low, count: passesAtLow) + Array(repeating: low + 1, count: 3 - passesAtLow)
    }

    /// Near-Gaussian blur of a single-channel image in place: three box blurs per axis with
    /// running sums, so its cost does not grow with `sigma` (pixels) as a convolution's does.
    /// Samples beyond the ends count as 0, as in a shape surrounded by empty space.
    static func boxBlur(_ img: inout [Float], width w: Int, height h: Int, sigma: Double) {
        guard sigma > 0.01, w > 0, h > 0, img.count >= w * h else { return }
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        var before = [Float](repeating: 0, count: w * h)
        var sums = [Float](repeating: 0, count: w)
        img.withUnsafeMutableBufferPointer { p in
            before.withUnsafeMutableBufferPointer { b in
                sums.withUnsafeMutableBufferPointer { s in
                    for radius in radii {
                        b.baseAddress!.update(from: p.baseAddress!, count: w * h)
                        for y in 0..<h { boxRow(p.baseAddress! + y * w, from: b.baseAddress! + y * w, w, radius) }
                        b.baseAddress!.update(from: p.baseAddress!, count: w * h)
                        boxColumns(p.baseAddress!, from: b.baseAddress!, w, h, radius, sums: s.baseAddress!)
                    }
                }
            }
        }
    }

    /// One running-sum box pass along a row of `count` samples: `out[i]` is the mean of
    /// `row[i − radius … i + radius]`, zeros beyond the ends. The sum starts with the samples
    /// before the first, adds the one entering and drops the one leaving; adding or dropping a
    /// zero beyond an end leaves it as it is, so those are skipped.
    private static func boxRow(
        _ out: UnsafeMutablePointer<Float>, from row: UnsafePointer<Float>, _ count: Int, _ radius: Int
    ) {
        let inv = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for j in 0..<min(radius, count) { sum += row[j] }
        for i in 0..<count {
            if i + radius < count { sum += row[i + radius] }
            out[i] = sum * inv
            if i >= radius { sum -= row[i - radius] }
        }
    }

    /// `boxRow` down every column at once: `sums` holds each column's running sum, and each
    /// row of the image is read and written whole.
    private static func boxColumns(
        _ out: UnsafeMutablePointer<Float>, from image: UnsafePointer<Float>, _ w: Int, _ h: Int, _ radius: Int,
        sums: UnsafeMutablePointer<Float>
    ) {
        let inv = 1 / Float(2 * radius + 1)
        sums.update(repeating: 0, count: w)
        for j in 0..<min(radius, h) {
            let row = image + j * w
            for x in 0..<w { sums[x] += row[x] }
        }
        for i in 0..<h {
            let dst = out + i * w
            if i + radius < h {
                let entering = image + (i + radius) * w
                for x in 0..<w { sums[x] += entering[x] }
            }
            for x in 0..<w { dst[x] = sums[x] * inv }
            if i >= radius {
                let leaving = image + (i - radius) * w
                for x in 0..<w { sums[x] -= leaving[x] }
            }
        }
    }

    /// The byte for a coverage `value`: ×255, rounded half away from zero, clamped to 0…255.
    /// For a float `s` in (0, 255), `Double(s) + 0.5` is exact, so truncating it rounds as
    /// `roundf` does, without a call per pixel.
    @inline(__always)
    static func level(_ value: Float) -> UInt8 {
        let s = value * 255
        if !(s > 0) { return 0 }
        if s >= 255 { return 255 }
        return UInt8(Double(s) + 0.5)
    }
}
