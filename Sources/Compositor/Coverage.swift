import Foundation

/// Coverage (0…1 a pixel) blurred for soft shadows, in floats: three box blurs per axis with
/// running sums, whose cost does not grow with the blur.
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
        guard sigma > 0.01, w > 0, h > 0 else { return }
        let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
        var line = [Float](repeating: 0, count: max(w, h) + 2 * (radii.max() ?? 0) + 1)
        img.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { tmp in
                for radius in radii {
                    for y in 0..<h { boxLine(p, start: y * w, count: w, step: 1, radius: radius, tmp) }
                    for x in 0..<w { boxLine(p, start: x, count: h, step: w, radius: radius, tmp) }
                }
            }
        }
    }

    /// One running-sum box pass over `count` samples `step` apart, zeros beyond the ends.
    private static func boxLine(
        _ p: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, step: Int, radius: Int,
        _ tmp: UnsafeMutableBufferPointer<Float>
    ) {
        // tmp holds the line with `radius` zeros on each side.
        for i in 0..<radius { tmp[i] = 0; tmp[radius + count + i] = 0 }
        for i in 0..<count { tmp[radius + i] = p[start + i * step] }
        let inv = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for k in 0..<(2 * radius) { sum += tmp[k] }
        for i in 0..<count {
            sum += tmp[i + 2 * radius]
            p[start + i * step] = sum * inv
            sum -= tmp[i]
        }
    }
}
