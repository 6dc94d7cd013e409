import CPixman
import Foundation

/// The corners of rounded fills whose radius is past the cached coverage circles
/// (`Renderer.largestTabulatedRadius`): a page or a circle growing on a spring, a new radius a
/// frame.
///
/// pixman rasterises each corner's quarter disc as trapezoids, and only in the thin band along
/// its arc, within the clip; the rest of the corner's square is a plain fill, or left alone. A
/// trapezoid's coverage of a pixel depends on the shape alone, not on the image it is
/// rasterised into, so a corner's pixels are the same whatever part of it the frame redraws.
/// Cairo drew these corners before, through the clip, and its anti-aliasing at the clip's edge
/// moved with it (see PixelCanvas+Cairo). pixman's is also closer to the circle: 1.3–1.5 levels
/// of 255 off the exact coverage on average against cairo's 3.0–7.0, at most 8.3 against 30
/// (radii 49–270; LargeCornerTests). A circle 270 pixels in radius (the pop page's at 2×)
/// rasterises 2,743 pixels a corner, not 72,900.
extension PixelCanvas {
    /// Rows `rows` of a top-left corner square of radius r: columns before `band` are outside
    /// the circle, columns in `band` may be partly covered, and columns from `band`'s end to r
    /// are inside.
    struct CornerStrip: Equatable {
        var rows: Range<Int>
        var band: Range<Int>
    }

    /// Columns the arc may cross within one strip: a strip grows down while the arc moves
    /// across at most this many, so strips are a row high where the arc is nearly level and
    /// tens of rows where it is nearly upright, and the band stays a few pixels wide.
    static let cornerBandSpan = 8.0

    /// The strips of the top-left corner of a rounded rect of radius `r` pixels, whose circle is
    /// centred on the square's bottom-right corner. A pixel more on each side of the arc's
    /// exact span covers its flattening (see `arcTolerance`).
    static func cornerStrips(radius r: Int) -> [CornerStrip] {
        guard r > 0 else { return [] }
        let radius = Double(r)
        // The arc's column at height y of the square (0 at its top).
        func arcX(_ y: Int) -> Double {
            let dy = radius - Double(y)
            return radius - (radius * radius - dy * dy).squareRoot()
        }
        var strips: [CornerStrip] = []
        var top = 0
        while top < r {
            var bottom = top + 1
            while bottom < r, arcX(top) - arcX(bottom + 1) <= cornerBandSpan { bottom += 1 }
            // The arc runs from arcX(top) at the strip's top to arcX(bottom) at its bottom.
            // Left of the arc's lowest column nothing is covered: the flattened arc is inside
            // the circle. Past its highest, a pixel more covers the flattening's sideways reach.
            let start = Int(arcX(bottom).rounded(.down))
            let end = min(r, Int(arcX(top).rounded(.up)) + 1)
            strips.append(CornerStrip(rows: top..<bottom, band: start..<end))
            top = bottom
        }
        return strips
    }

    /// Fills the four r×r corners of `px` with `c`, within the clip.
    func fillLargeCorners(of px: PixelRect, radius r: Int, _ c: RGBA8) {
        guard r > 0, c.a > 0, let color = Self.solid(c) else { return }
        defer { pixman_image_unref(color) }
        let strips = Self.cornerStrips(radius: r)
        // A band's coverage, its rows a multiple of 4 bytes apart as pixman wants: as large as
        // the largest band needs (about 3 KB at r = 270), not r by the tallest strip.
        let largest = strips.map { ((($0.band.count + 3) & ~3) * $0.rows.count) }.max() ?? 0
        let coverage = UnsafeMutableRawPointer.allocate(byteCount: max(largest, 4), alignment: 4)
        let topLeft = Self.quarterDisc(radius: r)
        defer { coverage.deallocate() }
        for corner in 0..<4 {
            let right = corner & 1 == 1, bottom = corner & 2 == 2
            let square = Self.cornerSquare(of: px, radius: r, corner: corner)
            guard !visibleArea(square).isEmpty else { continue }
            let traps = topLeft.map { Self.mirrored($0, side: r, right: right, bottom: bottom) }
                .sorted { $0.top < $1.top }
            for strip in strips {
                // The top-left strip mirrored into this corner, in the square's pixels.
                let y = bottom ? r - strip.rows.upperBound : strip.rows.lowerBound
                let band = right ? (r - strip.band.upperBound)..<(r - strip.band.lowerBound) : strip.band
                let inside = right ? 0..<(r - strip.band.upperBound) : strip.band.upperBound..<r
                fill(PixelRect(square.x + inside.lowerBound, square.y + y, inside.count, strip.rows.count), c)
                let visible = visibleArea(
                    PixelRect(square.x + band.lowerBound, square.y + y, band.count, strip.rows.count))
                guard !visible.isEmpty else { continue }
                let stride = (visible.width + 3) & ~3
                memset(coverage, 0, stride * visible.height)
                guard
                    let mask = pixman_image_create_bits(
                        PIXMAN_a8, Int32(visible.width), Int32(visible.height),
                        coverage.assumingMemoryBound(to: UInt32.self), Int32(stride))
                else { return }
                // The square's pixels from the mask's origin on.
                let (dx, dy) = (visible.x - square.x, visible.y - square.y)
                // The trapezoids tile the square's rows from the top, so those the band's rows
                // cross are a run.
                let (from, to) = (Int32(dy) << 16, Int32(dy + visible.height) << 16)
                for trap in traps[Self.firstTrap(in: traps, endingBelow: from)...].prefix(while: { $0.top < to }) {
                    withUnsafePointer(to: trap) { pixman_rasterize_trapezoid(mask, $0, Int32(-dx), Int32(-dy)) }
                }
                pixman_image_composite32(
                    PIXMAN_OP_OVER, color, mask, target.image, 0, 0, 0, 0, Int32(visible.x), Int32(visible.y),
                    Int32(visible.width), Int32(visible.height))
                pixman_image_unref(mask)
            }
        }
    }

    /// The index of the first of `traps` (tiling rows from the top, in order) whose bottom is
    /// below `y`, or the count.
    static func firstTrap(in traps: [pixman_trapezoid_t], endingBelow y: pixman_fixed_t) -> Int {
        var (low, high) = (0, traps.count)
        while low < high {
            let middle = (low + high) / 2
            if traps[middle].bottom > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// A radius's top-left quarter disc, in its corner square's pixels (the circle centred on
    /// the square's bottom-right corner), as trapezoids between the arc and the square's right
    /// edge, the arc flattened to within `arcTolerance` pixels.
    static func quarterDisc(radius r: Int) -> [pixman_trapezoid_t] {
        let radius = Double(r)
        let step = 2 * acos(1 - min(1, arcTolerance / radius))
        let n = max(4, Int((Double.pi / 2 / step).rounded(.up)))
        // From (0, r) to (r, 0), its ends exact.
        let points: [pixman_point_fixed_t] = (0...n).map { k in
            let a = Double.pi / 2 * Double(k) / Double(n)
            let (ox, oy) = k == 0 ? (radius, 0.0) : k == n ? (0.0, radius) : (radius * cos(a), radius * sin(a))
            return pixman_point_fixed_t(x: fixed(radius - ox), y: fixed(radius - oy))
        }
        let side = pixman_line_fixed_t(
            p1: pixman_point_fixed_t(x: Int32(r) << 16, y: 0),
            p2: pixman_point_fixed_t(x: Int32(r) << 16, y: Int32(r) << 16))
        return zip(points, points.dropFirst()).compactMap { a, b in
            guard a.y != b.y else { return nil }
            return pixman_trapezoid_t(
                top: min(a.y, b.y), bottom: max(a.y, b.y), left: pixman_line_fixed_t(p1: a, p2: b), right: side)
        }
    }

    /// `trap` of a top-left corner square `side` pixels wide, mirrored into the corner
    /// `right`, `bottom` names: exactly, so the four corners are each other's mirror images.
    static func mirrored(_ trap: pixman_trapezoid_t, side: Int, right: Bool, bottom: Bool) -> pixman_trapezoid_t {
        let edge = Int32(side) << 16
        func point(_ p: pixman_point_fixed_t) -> pixman_point_fixed_t {
            pixman_point_fixed_t(x: right ? edge - p.x : p.x, y: bottom ? edge - p.y : p.y)
        }
        func line(_ l: pixman_line_fixed_t) -> pixman_line_fixed_t {
            pixman_line_fixed_t(p1: point(l.p1), p2: point(l.p2))
        }
        return pixman_trapezoid_t(
            top: bottom ? edge - trap.bottom : trap.top, bottom: bottom ? edge - trap.top : trap.bottom,
            left: line(right ? trap.right : trap.left), right: line(right ? trap.left : trap.right))
    }

    /// How far the flattened arc may fall inside the circle, in pixels: a tenth of cairo's
    /// default tolerance.
    static let arcTolerance = 0.01
}
