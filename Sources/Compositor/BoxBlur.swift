import Foundation
import ViewKit

/// CPU blur for backdrops, at the reduced size pixman's halvings leave (PixelCanvas+Blur):
/// three separable box blurs (≈ Gaussian) and the tint laid over the small result. Works on
/// premultiplied ARGB8888 words.
///
/// The loops are plain scalar code over bytes and floats, which the optimiser vectorises: the
/// standard library's SIMD types run unspecialised, about 250 times slower, in debug builds,
/// where the tests and goldens draw.
enum BoxBlur {
    /// A small image: `w`×`h` pixels of (B, G, R, A) floats 0…255, four floats a pixel, rows
    /// top to bottom.
    struct Planes {
        var pixels: [Float]
        var w: Int, h: Int
    }

    /// Where the pixels that were read lie within a larger region (pixels): the region is what
    /// the downscale covers, and the pixels outside the read part repeat its nearest edge.
    struct Region {
        let width: Int, height: Int
        /// The read part: origin within the region, and size; its rows are `readWidth` words apart.
        let readX: Int, readY: Int, readWidth: Int, readHeight: Int
    }

    /// Averages `d`×`d` boxes of `region`, whose read part starts at `src`, rows `rowWords`
    /// apart. Four channels add up at once in 16-bit lanes of one 64-bit word: 256 pixels of
    /// 255 fit a lane, so `d` is at most 16.
    static func downscale(_ src: UnsafePointer<UInt32>, rowWords: Int, _ region: Region, by d: Int) -> Planes {
        precondition(d >= 1 && d <= 16, "a box of \(d)×\(d) pixels overflows the 16-bit lanes")
        let sw = (region.width + d - 1) / d, sh = (region.height + d - 1) / d, n = sw * sh
        let columns = clampedIndices(count: sw * d, origin: region.readX, size: region.readWidth)
        let rows = clampedIndices(count: sh * d, origin: region.readY, size: region.readHeight)
        var out = [Float](repeating: 0, count: 4 * n)
        // Boxes that lie wholly in the read columns are read in place; only the edges clamp.
        let first = region.readX == 0 ? 0 : (region.readX + d - 1) / d
        let last = max(first, min(sw, (region.readX + region.readWidth) / d))
        // Raw buffers, not arrays, in the loops: an array written inside a closure is checked on
        // every access, which cost more than the adding (2.4 million instructions a status bar).
        let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: sw)
        let repeated = UnsafeMutablePointer<UInt64>.allocate(capacity: sw)
        defer {
            sums.deallocate()
            repeated.deallocate()
        }
        // The row whose sums `repeated` holds. Above and below the read part every region row
        // is the read part's edge row again: its sums are taken once and multiplied, which
        // spares a bar at the window's edge a quarter of its reading.
        var repeatedRow = -1
        columns.withUnsafeBufferPointer { c in
            rows.withUnsafeBufferPointer { r in
                out.withUnsafeMutableBufferPointer { o in
                    for y in 0..<sh {
                        sums.update(repeating: 0, count: sw)
                        var yy = 0
                        while yy < d {
                            let row = r[y * d + yy]
                            var times = 1
                            while yy + times < d && r[y * d + yy + times] == row { times += 1 }
                            let line = src + row * rowWords
                            if times == 1 {
                                addBoxRows(
                                    line, at: region.readX, columns: c.baseAddress!, d, inPlace: first..<last,
                                    count: sw, into: sums)
                            } else {
                                if repeatedRow != row {
                                    repeated.update(repeating: 0, count: sw)
                                    addBoxRows(
                                        line, at: region.readX, columns: c.baseAddress!, d, inPlace: first..<last,
                                        count: sw, into: repeated)
                                    repeatedRow = row
                                }
                                // No lane overflows: a box's d² pixels of 255 still fit 16 bits.
                                for x in 0..<sw { sums[x] &+= repeated[x] &* UInt64(times) }
                            }
                            yy += times
                        }
                        spreadToFloats(sums, count: sw, d, into: o.baseAddress! + 4 * y * sw)
                    }
                }
            }
        }
        return Planes(pixels: out, w: sw, h: sh)
    }

    /// Adds to `sums[x]` the lane sums of box column `x`'s `d` pixels of `row` (whose word 0
    /// is region column `readX`), for every `x` below `count`: in place for the boxes in
    /// `inPlace`, through the clamped `columns` for the rest.
    @inline(__always) private static func addBoxRows(
        _ row: UnsafePointer<UInt32>, at readX: Int, columns: UnsafePointer<Int>, _ d: Int, inPlace: Range<Int>,
        count: Int, into sums: UnsafeMutablePointer<UInt64>
    ) {
        for x in 0..<inPlace.lowerBound { sums[x] &+= boxRow(row, columns, x, d) }
        var p = row + inPlace.lowerBound * d - readX
        for x in inPlace {
            var acc: UInt64 = 0
            for xx in 0..<d { acc &+= spread(p[xx]) }
            sums[x] &+= acc
            p += d
        }
        for x in inPlace.upperBound..<count { sums[x] &+= boxRow(row, columns, x, d) }
    }

    /// The lane sums as four floats a pixel, each divided by the box's `d`² pixels.
    @inline(__always) private static func spreadToFloats(
        _ sums: UnsafePointer<UInt64>, count: Int, _ d: Int, into o: UnsafeMutablePointer<Float>
    ) {
        let inv = 1 / Float(d * d), lane: UInt64 = 0xFFFF
        for x in 0..<count {
            let v = sums[x], i = 4 * x
            o[i] = Float(v & lane) * inv; o[i + 1] = Float((v >> 32) & lane) * inv
            o[i + 2] = Float((v >> 16) & lane) * inv; o[i + 3] = Float(v >> 48) * inv
        }
    }

    /// The lane sums of box column `x`'s `d` pixels in `row`, through the clamped columns.
    @inline(__always) private static func boxRow(
        _ row: UnsafePointer<UInt32>, _ columns: UnsafePointer<Int>, _ x: Int, _ d: Int
    ) -> UInt64 {
        var acc: UInt64 = 0
        for xx in 0..<d { acc &+= spread(row[columns[x * d + xx]]) }
        return acc
    }

    /// The same over `src`, whose words are the read part, `region.readWidth` a row.
    static func downscale(_ src: [UInt32], _ region: Region, by d: Int) -> Planes {
        src.withUnsafeBufferPointer { downscale($0.baseAddress!, rowWords: region.readWidth, region, by: d) }
    }

    /// ARGB → B at bit 0, R at 16, G at 32, A at 48.
    @inline(__always) private static func spread(_ p: UInt32) -> UInt64 {
        (UInt64(p) | (UInt64(p) << 24)) & 0x00FF_00FF_00FF_00FF
    }

    /// For each of `count` region positions, the read position nearest to it.
    private static func clampedIndices(count: Int, origin: Int, size: Int) -> [Int] {
        (0..<count).map { min(max($0 - origin, 0), size - 1) }
    }

    /// Three passes of a (2·radius+1) box blur along each axis, edges clamped. Both passes
    /// walk rows, so the vertical one keeps a running sum per column and channel.
    static func blur(_ image: inout Planes, radius: Int) {
        guard radius > 0 else { return }
        let (w, h) = (image.w, image.h)
        var tmp = [Float](repeating: 0, count: 4 * w * h)
        var sums = [Float](repeating: 0, count: 4 * w)
        let inv = 1 / Float(2 * radius + 1)
        image.pixels.withUnsafeMutableBufferPointer { p in
            tmp.withUnsafeMutableBufferPointer { t in
                sums.withUnsafeMutableBufferPointer { sum in
                    for _ in 0..<3 {
                        horizontal(p.baseAddress!, into: t.baseAddress!, w, h, radius: radius, inv)
                        vertical(
                            t.baseAddress!, into: p.baseAddress!, w, h, radius: radius, inv, sums: sum.baseAddress!)
                    }
                }
            }
        }
    }

    /// One box pass along each row, the four channels of a pixel together. The window's
    /// entering and leaving pixels clamp to the row's ends only near them, so the middle of
    /// the row runs without a `min` or `max` a value.
    private static func horizontal(
        _ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int,
        radius r: Int, _ inv: Float
    ) {
        let nearStart = min(w, r + 1), farEnd = min(w, max(r + 1, w - r - 1))
        for y in 0..<h {
            let line = src + 4 * y * w, out = dst + 4 * y * w
            var sum = (line[0] * Float(r + 1), line[1] * Float(r + 1), line[2] * Float(r + 1), line[3] * Float(r + 1))
            for k in 1...r {
                let p = line + 4 * min(k, w - 1)
                sum.0 += p[0]; sum.1 += p[1]; sum.2 += p[2]; sum.3 += p[3]
            }
            @inline(__always) func step(_ x: Int, enter: Int, leave: Int) {
                let o = out + 4 * x, e = line + 4 * enter, l = line + 4 * leave
                o[0] = sum.0 * inv; o[1] = sum.1 * inv; o[2] = sum.2 * inv; o[3] = sum.3 * inv
                sum.0 += e[0] - l[0]; sum.1 += e[1] - l[1]; sum.2 += e[2] - l[2]; sum.3 += e[3] - l[3]
            }
            for x in 0..<nearStart { step(x, enter: min(x + r + 1, w - 1), leave: 0) }
            for x in nearStart..<farEnd { step(x, enter: x + r + 1, leave: x - r) }
            for x in farEnd..<w { step(x, enter: w - 1, leave: x - r) }
        }
    }

    private static func vertical(
        _ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int,
        radius r: Int, _ inv: Float, sums: UnsafeMutablePointer<Float>
    ) {
        let n = 4 * w
        for i in 0..<n { sums[i] = src[i] * Float(r + 1) }
        for k in 1...r {
            let row = src + min(k, h - 1) * n
            for i in 0..<n { sums[i] += row[i] }
        }
        for y in 0..<h {
            let out = dst + y * n, enter = src + min(y + r + 1, h - 1) * n, leave = src + max(y - r, 0) * n
            for i in 0..<n {
                out[i] = sums[i] * inv
                sums[i] += enter[i] - leave[i]
            }
        }
    }

    /// The planes as ARGB words with `tint` composited over them. Compositing commutes with
    /// the linear enlargement that follows, so doing it here, small, gives the same pixels.
    static func pack(_ small: Planes, tint: Color) -> [UInt32] {
        let ta = Float(max(0, min(1, tint.alpha)))
        let add = (
            Float(tint.blue * 255) * ta + 0.5, Float(tint.green * 255) * ta + 0.5,
            Float(tint.red * 255) * ta + 0.5, 255 * ta + 0.5
        )
        let keep = 1 - ta
        var out = [UInt32](repeating: 0, count: small.w * small.h)
        small.pixels.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                for i in 0..<o.count {
                    let b = UInt32(min(255, p[4 * i] * keep + add.0)), g = UInt32(min(255, p[4 * i + 1] * keep + add.1))
                    let r = UInt32(min(255, p[4 * i + 2] * keep + add.2)),
                        a = UInt32(min(255, p[4 * i + 3] * keep + add.3))
                    o[i] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return out
    }
}
