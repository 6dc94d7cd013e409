import CPixman

/// Every pixman composite and fill the canvas makes, split into horizontal bands of rows on
/// its `BandPool` when it is large enough to pay for waking the workers.
///
/// Why rows give the same pixels on any number of threads: pixman computes each row of a
/// composite from the row's own coordinates. Its scaled fast paths step a row's source y by the
/// transform's y scale from the first row's, and the first row of a band is mapped through the
/// same transform; for the scales and translations drawn here both come to the same 16.16
/// fixed-point value, because the transform's rounding term does not depend on the row.
/// `scripts/test`'s `--check-damage` runs (every screenshot scenario, its reference drawn on one
/// thread) and `CompositorThreadsTests` hold the bands to one thread's pixels.
extension PixelCanvas {
    /// Pixels a composite must cover before it is split: below this, waking a worker (about
    /// 10–30 µs here) costs about what it saves.
    static let pixelsBeforeSplitting = 65_536

    /// Composites `src` (through `mask`, when given) onto `area` of `dest`, as
    /// `pixman_image_composite32` does, with `srcAt` and `maskAt` the source and mask pixels
    /// that land on `area`'s top-left corner.
    func composite(
        _ op: pixman_op_t, _ src: OpaquePointer, mask: OpaquePointer? = nil, onto dest: OpaquePointer,
        srcAt: (x: Int32, y: Int32), maskAt: (x: Int32, y: Int32) = (0, 0), area: PixelRect
    ) {
        guard !area.isEmpty else { return }
        let bands = bandCount(for: area)
        guard bands > 1 else {
            return pixman_image_composite32(
                op, src, mask, dest, srcAt.x, srcAt.y, maskAt.x, maskAt.y, Int32(area.x), Int32(area.y),
                Int32(area.width), Int32(area.height))
        }
        // An empty composite validates the three images (pixman computes their flags lazily, on
        // first use), so the bands only read them.
        pixman_image_composite32(op, src, mask, dest, 0, 0, 0, 0, 0, 0, 0, 0)
        pool.run(bands: bands) { band in
            let rows = Self.rows(of: area, band: band, of: bands)
            let skip = Int32(rows.lowerBound - area.y)
            pixman_image_composite32(
                op, src, mask, dest, srcAt.x, srcAt.y + skip, maskAt.x, maskAt.y + skip, Int32(area.x),
                Int32(rows.lowerBound), Int32(area.width), Int32(rows.count))
        }
    }

    /// Fills `area` of `dest` with the premultiplied `color` by `op`, as
    /// `pixman_image_fill_boxes` does, in bands when it is large.
    func fill(_ area: PixelRect, of dest: OpaquePointer, with color: pixman_color_t, op: pixman_op_t) {
        guard !area.isEmpty else { return }
        var color = color
        let bands = bandCount(for: area)
        guard bands > 1 else {
            var box = pixman_box32_t(
                x1: Int32(area.x), y1: Int32(area.y), x2: Int32(area.maxX), y2: Int32(area.maxY))
            pixman_image_fill_boxes(op, dest, &color, 1, &box)
            return
        }
        // As above: validate the target once, before the bands use it.
        pixman_image_composite32(PIXMAN_OP_DST, dest, nil, dest, 0, 0, 0, 0, 0, 0, 0, 0)
        pool.run(bands: bands) { band in
            let rows = Self.rows(of: area, band: band, of: bands)
            var color = color
            var box = pixman_box32_t(
                x1: Int32(area.x), y1: Int32(rows.lowerBound), x2: Int32(area.maxX), y2: Int32(rows.upperBound))
            pixman_image_fill_boxes(op, dest, &color, 1, &box)
        }
    }

    /// How many bands `area` is split into: one per thread, each at least
    /// `pixelsBeforeSplitting` pixels and a row.
    private func bandCount(for area: PixelRect) -> Int {
        guard pool.threads > 1 else { return 1 }
        return max(1, min(pool.threads, area.area / Self.pixelsBeforeSplitting, area.height))
    }

    /// The rows of band `band` of `bands` equal bands of `area`.
    static func rows(of area: PixelRect, band: Int, of bands: Int) -> Range<Int> {
        let top = area.y + area.height * band / bands, bottom = area.y + area.height * (band + 1) / bands
        return top..<bottom
    }
}
