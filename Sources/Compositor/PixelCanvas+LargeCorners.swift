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
/// rasterises about 2,000 pixels a corner, not 73,000.
extension PixelCanvas {
    /// Rows `rows` of a top-left corner square of radius r: columns before `band` are outside
    /// the circle, columns in `band` may be partly covered, and columns from `band`'s end to r
    /// are inside.
    struct CornerStrip: Equatable {
        var rows: Range<Int>
        var band: Range<Int>
    }

    /// Rows a strip holds: fewer calls into pixman, for a band at most this many rows wider.
    static let cornerStripRows = 8

    /// The strips of the top-left corner of a rounded rect of radius `r` pixels, whose circle is
    /// centred on the square's bottom-right corner. A pixel more on each side of the arc's
    /// exact span covers cairo's flattening of the arc (within 0.1 pixel).
    static func cornerStrips(radius r: Int) -> [CornerStrip] {
        guard r > 0 else { return [] }
        let radius = Double(r)
        // The arc's column at height y of the square (0 at its top).
        func arcX(_ y: Double) -> Double {
            let dy = radius - y
            return radius - (radius * radius - dy * dy).squareRoot()
        }
        return stride(from: 0, to: r, by: cornerStripRows).map { top in
            let bottom = min(r, top + cornerStripRows)
            // The arc runs from arcX(top) at the strip's top to arcX(bottom) at its bottom.
            let start = max(0, Int(arcX(Double(bottom)).rounded(.down)) - 1)
            let end = min(r, Int(arcX(Double(top)).rounded(.up)) + 1)
            return CornerStrip(rows: top..<bottom, band: start..<end)
        }
    }

    /// Fills the four r×r corners of `px` with `c`, within the clip.
    func fillLargeCorners(of px: PixelRect, radius r: Int, _ c: RGBA8) {
        guard r > 0, c.a > 0, let color = Self.solid(c) else { return }
        defer { pixman_image_unref(color) }
        let strips = Self.cornerStrips(radius: r)
        // A strip's band's coverage, rows a multiple of 4 bytes apart as pixman wants.
        let rowBytes = (r + 3) & ~3
        let coverage = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * Self.cornerStripRows, alignment: 4)
        defer { coverage.deallocate() }
        for corner in 0..<4 {
            let right = corner & 1 == 1, bottom = corner & 2 == 2
            let square = PixelRect(right ? px.maxX - r : px.x, bottom ? px.maxY - r : px.y, r, r)
            guard !visibleArea(square).isEmpty else { continue }
            let traps = Self.quarterDisc(radius: r, right: right, bottom: bottom)
            for strip in strips {
                // The top-left strip mirrored into this corner, in the square's pixels.
                let y = bottom ? r - strip.rows.upperBound : strip.rows.lowerBound
                let band = right ? (r - strip.band.upperBound)..<(r - strip.band.lowerBound) : strip.band
                let inside = right ? 0..<(r - strip.band.upperBound) : strip.band.upperBound..<r
                fill(PixelRect(square.x + inside.lowerBound, square.y + y, inside.count, strip.rows.count), c)
                let visible = visibleArea(
                    PixelRect(square.x + band.lowerBound, square.y + y, band.count, strip.rows.count))
                guard !visible.isEmpty else { continue }
                memset(coverage, 0, rowBytes * visible.height)
                guard
                    let mask = pixman_image_create_bits(
                        PIXMAN_a8, Int32(visible.width), Int32(visible.height),
                        coverage.assumingMemoryBound(to: UInt32.self), Int32(rowBytes))
                else { return }
                // The square's pixels from the mask's origin on.
                let (dx, dy) = (visible.x - square.x, visible.y - square.y)
                for trap in traps where trap.bottom > Int32(dy) << 16 && trap.top < Int32(dy + visible.height) << 16 {
                    withUnsafePointer(to: trap) { pixman_rasterize_trapezoid(mask, $0, Int32(-dx), Int32(-dy)) }
                }
                pixman_image_composite32(
                    PIXMAN_OP_OVER, color, mask, target.image, 0, 0, 0, 0, Int32(visible.x), Int32(visible.y),
                    Int32(visible.width), Int32(visible.height))
                pixman_image_unref(mask)
            }
        }
    }

    /// A radius's quarter disc, in its corner square's pixels (the circle centred on the
    /// square's corner nearest the rect's middle), as trapezoids between the square's inner
    /// edge and the arc, flattened to within `arcTolerance` pixels.
    static func quarterDisc(radius r: Int, right: Bool, bottom: Bool) -> [pixman_trapezoid_t] {
        let radius = Double(r)
        let step = 2 * acos(1 - min(1, arcTolerance / radius))
        let n = max(4, Int((Double.pi / 2 / step).rounded(.up)))
        let cx = right ? 0 : radius, cy = bottom ? 0 : radius
        // Top-left's arc from (0, r) to (r, 0), mirrored; its ends exact.
        let points: [(Double, Double)] = (0...n).map { k in
            let a = Double.pi / 2 * Double(k) / Double(n)
            let (ox, oy) = k == 0 ? (radius, 0.0) : k == n ? (0.0, radius) : (radius * cos(a), radius * sin(a))
            return (right ? cx + ox : cx - ox, bottom ? cy + oy : cy - oy)
        }
        let edge = Self.fixed(right ? 0 : radius)
        let side = pixman_line_fixed_t(
            p1: pixman_point_fixed_t(x: edge, y: 0), p2: pixman_point_fixed_t(x: edge, y: Int32(r) << 16))
        return zip(points, points.dropFirst()).compactMap { a, b in
            let top = Self.fixed(min(a.1, b.1)), bottom = Self.fixed(max(a.1, b.1))
            guard bottom > top else { return nil }
            let arc = pixman_line_fixed_t(
                p1: pixman_point_fixed_t(x: Self.fixed(a.0), y: Self.fixed(a.1)),
                p2: pixman_point_fixed_t(x: Self.fixed(b.0), y: Self.fixed(b.1)))
            return pixman_trapezoid_t(top: top, bottom: bottom, left: right ? side : arc, right: right ? arc : side)
        }
    }

    /// How far the flattened arc may fall inside the circle, in pixels: a tenth of cairo's
    /// default tolerance.
    static let arcTolerance = 0.01
}
