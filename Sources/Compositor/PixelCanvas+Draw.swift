import CPixman

/// Layers drawn onto the target: stretched, faded, tinted, or through a coverage mask.
extension PixelCanvas {
    /// How a stretched layer is sampled.
    enum Sampling {
        /// The nearest pixel: exact for content constant along the stretched axis.
        case nearest
        /// Bilinear, clamped at the source rect's edges.
        case linear
    }

    /// Draws `src` of `layer` stretched over `dst`, faded by `alpha`. An opaque draw replaces
    /// the pixels under it instead of blending, which pixman does several times faster.
    /// - Parameter opaque: whether every pixel of `src` is opaque; the layer's own flag when nil.
    func draw(
        _ layer: Layer, from src: PixelRect, to dst: PixelRect, alpha: UInt8 = 255, sampling: Sampling = .linear,
        opaque: Bool? = nil
    ) {
        guard alpha > 0, let (source, origin, visible) = prepared(layer, src, dst, sampling) else { return }
        var image = source
        let isOpaque = opaque ?? layer.isOpaque
        // An opaque layer faded, drawn one to one (a backdrop blur fading, a page fading): read as
        // x8r8g8b8, whose alpha pixman takes as 255 without loading it, it blends through the same
        // fade in about two thirds of the instructions of a8r8g8b8, to the same bytes. A scaled
        // draw keeps a8r8g8b8: pixman's bilinear paths for x8r8g8b8 through a mask are slower.
        if isOpaque, alpha < 255, image == layer.image, let words = layer.opaqueWords() { image = words }
        defer { if image != layer.image { pixman_image_unref(image) } }
        let replaces = isOpaque && alpha == 255
        let mask = alpha < 255 ? Self.solid((255, 255, 255, alpha)) : nil
        defer { if let mask { pixman_image_unref(mask) } }
        composite(
            replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, image, mask: mask, onto: target.image, srcAt: origin,
            area: visible)
    }

    /// Draws `color` through the alpha of `src` of `coverage` (a glyph line, a corner circle)
    /// stretched over `dst`.
    func draw(coverage: Layer, from src: PixelRect, to dst: PixelRect, color: RGBA8) {
        guard color.a > 0, let (image, origin, visible) = prepared(coverage, src, dst, .linear),
            let solid = Self.solid(color)
        else { return }
        defer {
            if image != coverage.image { pixman_image_unref(image) }
            pixman_image_unref(solid)
        }
        composite(PIXMAN_OP_OVER, solid, mask: image, onto: target.image, srcAt: (0, 0), maskAt: origin, area: visible)
    }

    /// Writes all of `into` (the size of `coverage`): the opaque colour `red`, `green`, `blue`
    /// through `coverage`'s alpha, premultiplied.
    static func tint(_ coverage: Layer, into out: Layer, red: UInt8, green: UInt8, blue: UInt8) {
        guard let solid = solid((red, green, blue, 255)) else { return }
        defer { pixman_image_unref(solid) }
        pixman_image_composite32(
            PIXMAN_OP_SRC, solid, coverage.image, out.image, 0, 0, 0, 0, 0, 0, Int32(out.width), Int32(out.height))
        out.isOpaque = false
    }

    /// Draws `color` through `src` of `mask` (a coverage layer: a shadow) stretched over `dst`.
    func draw(mask: Layer, from src: PixelRect, to dst: PixelRect, color: RGBA8, sampling: Sampling) {
        let visible = visibleArea(dst)
        guard color.a > 0, !visible.isEmpty, !src.isEmpty, let solid = Self.solid(color) else { return }
        defer { pixman_image_unref(solid) }
        let into = (x: Int32(visible.x - dst.x), y: Int32(visible.y - dst.y))
        guard src.width != dst.width || src.height != dst.height else {
            return composite(
                PIXMAN_OP_OVER, solid, mask: mask.image, onto: target.image, srcAt: (0, 0),
                maskAt: (Int32(src.x) + into.x, Int32(src.y) + into.y), area: visible)
        }
        guard let view = Self.stretchedView(of: mask, from: src, to: dst, sampling: sampling) else { return }
        defer { pixman_image_unref(view) }
        composite(PIXMAN_OP_OVER, solid, mask: view, onto: target.image, srcAt: (0, 0), maskAt: into, area: visible)
    }

    /// Writes into all of `out` (a coverage layer `size` pixels, from (0, 0)) `src` of `mask`
    /// stretched to that size, as `draw(mask:from:to:color:sampling:)` samples it: drawing a
    /// colour through `out` one to one then lays the same bytes as through the stretch.
    static func stretch(_ mask: Layer, from src: PixelRect, into out: Layer, sampling: Sampling) -> Bool {
        let size = PixelRect(0, 0, out.width, out.height)
        guard !src.isEmpty, !size.isEmpty, let view = stretchedView(of: mask, from: src, to: size, sampling: sampling)
        else { return false }
        defer { pixman_image_unref(view) }
        pixman_image_composite32(
            PIXMAN_OP_SRC, view, nil, out.image, 0, 0, 0, 0, 0, 0, Int32(size.width), Int32(size.height))
        out.isOpaque = false
        return true
    }

    /// The whole of `mask`, moved and stretched by a transform so that `src` lands on `dst`'s
    /// size, its edges repeated (no view starts mid-row). The caller unrefs it.
    private static func stretchedView(of mask: Layer, from src: PixelRect, to dst: PixelRect, sampling: Sampling)
        -> OpaquePointer?
    {
        guard let view = mask.view(mask.bounds) else { return nil }
        var transform = pixman_transform_t(
            matrix: (
                (fixed(Double(src.width) / Double(dst.width)), 0, fixed(Double(src.x))),
                (0, fixed(Double(src.height) / Double(dst.height)), fixed(Double(src.y))),
                (0, 0, fixed(1))
            ))
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, sampling == .linear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        return view
    }

    /// The image to draw `src` of `layer` onto `dst` from (a scaled view when the sizes differ),
    /// the image pixel that lands on the visible area's corner, and that area; nil when nothing shows.
    private func prepared(_ layer: Layer, _ src: PixelRect, _ dst: PixelRect, _ sampling: Sampling) -> (
        OpaquePointer, (x: Int32, y: Int32), PixelRect
    )? {
        let src = src.intersection(layer.bounds)
        let visible = visibleArea(dst)
        guard !visible.isEmpty, !src.isEmpty, !dst.isEmpty else { return nil }
        let origin = (x: Int32(visible.x - dst.x), y: Int32(visible.y - dst.y))
        guard src.width != dst.width || src.height != dst.height else {
            return (layer.image, (origin.x + Int32(src.x), origin.y + Int32(src.y)), visible)
        }
        guard let view = layer.view(src) else { return nil }
        var transform = pixman_transform_t()
        pixman_transform_init_scale(
            &transform, Self.fixed(Double(src.width) / Double(dst.width)),
            Self.fixed(Double(src.height) / Double(dst.height)))
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, sampling == .linear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        return (view, origin, visible)
    }

    /// Layer pixels (fractional) stretched over target pixels, read only within `box`
    /// (clamped there, as a bilinear sample of the source rect is).
    struct SourceMap {
        var source: (x: Double, y: Double, w: Double, h: Double)
        var box: PixelRect
        var destination: PixelRect

        init(source: (Double, Double, Double, Double), within box: PixelRect, onto destination: PixelRect) {
            (self.source, self.box, self.destination) = (source, box, destination)
        }
    }

    /// Draws the part `piece` of `map`'s destination through `mask` (an image whose alpha is
    /// coverage) from its pixel `at`, or whole when `mask` is nil.
    func draw(_ layer: Layer, _ map: SourceMap, _ piece: PixelRect, mask: OpaquePointer?, at: (x: Int, y: Int)) {
        let box = map.box.intersection(layer.bounds), dst = map.destination
        let visible = visibleArea(piece)
        guard !visible.isEmpty, !box.isEmpty, dst.width > 0, dst.height > 0, let image = layer.view(box) else { return }
        defer { pixman_image_unref(image) }
        let kx = map.source.w / Double(dst.width), ky = map.source.h / Double(dst.height)
        var transform = pixman_transform_t(
            matrix: (
                (Self.fixed(kx), 0, Self.fixed(map.source.x - Double(box.x))),
                (0, Self.fixed(ky), Self.fixed(map.source.y - Double(box.y))), (0, 0, Self.fixed(1))
            ))
        pixman_image_set_transform(image, &transform)
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
        composite(
            PIXMAN_OP_OVER, image, mask: mask, onto: target.image,
            srcAt: (Int32(visible.x - dst.x), Int32(visible.y - dst.y)),
            maskAt: (Int32(at.x + visible.x - piece.x), Int32(at.y + visible.y - piece.y)), area: visible)
    }

    /// Draws like `draw(_:_:_:mask:at:)` through the coverage of corner `corner` (0 top-left,
    /// 1 top-right, 2 bottom-left, 3 bottom-right) of a rounded rect of `radius` pixels, read
    /// from the 2r×2r white circle `circle`: `dst` is that corner's r×r square, or the part of
    /// it from `from` (pixels into the square) on. `alpha` fades it.
    func draw(
        _ layer: Layer, _ map: SourceMap, _ dst: PixelRect, throughCorner corner: Int, radius: Int,
        from: (x: Int, y: Int), circle: Layer, alpha: UInt8
    ) {
        let at = (x: (corner & 1) * radius + from.x, y: (corner >> 1) * radius + from.y)
        guard alpha < 255 else {
            draw(layer, map, dst, mask: circle.image, at: at)
            return
        }
        // The mask carries the fade as well: coverage × alpha in a small image of its own.
        guard let faded = pixman_image_create_bits(PIXMAN_a8, Int32(dst.width), Int32(dst.height), nil, 0),
            let fade = Self.solid((0, 0, 0, alpha))
        else { return }
        defer { pixman_image_unref(faded); pixman_image_unref(fade) }
        pixman_image_composite32(
            PIXMAN_OP_SRC, fade, circle.image, faded, 0, 0, Int32(at.x), Int32(at.y), 0, 0, Int32(dst.width),
            Int32(dst.height))
        draw(layer, map, dst, mask: faded, at: (0, 0))
    }

    /// The `r`×`r` square in corner `corner` of `px`: bit 0 set for the right, bit 1 for the
    /// bottom (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
    static func cornerSquare(of px: PixelRect, radius r: Int, corner: Int) -> PixelRect {
        PixelRect(corner & 1 == 1 ? px.maxX - r : px.x, corner & 2 == 2 ? px.maxY - r : px.y, r, r)
    }

    /// Fills the four r×r corners of `px` with `c` through the 2r×2r white circle `circle`.
    func fillCorners(of px: PixelRect, radius r: Int, _ c: RGBA8, circle: Layer) {
        guard let color = Self.solid(c) else { return }
        defer { pixman_image_unref(color) }
        for corner in 0..<4 {
            let square = Self.cornerSquare(of: px, radius: r, corner: corner)
            let visible = visibleArea(square)
            guard !visible.isEmpty else { continue }
            pixman_image_composite32(
                PIXMAN_OP_OVER, color, circle.image, target.image, 0, 0,
                Int32((corner & 1) * r + visible.x - square.x), Int32((corner >> 1) * r + visible.y - square.y),
                Int32(visible.x), Int32(visible.y), Int32(visible.width), Int32(visible.height))
        }
    }
}
