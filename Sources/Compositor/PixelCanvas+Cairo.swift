import CCairo
import CPixman
import Foundation
import ViewKit

/// Rotated shapes and layers, and focus rings, rasterised by cairo in premultiplied pixels
/// (cairo's ARGB32 is pixman's a8r8g8b8). Without it every new angle cost a coverage texture
/// computed in Swift. Upright rounded fills are pixman's (`fillRounded`, and `fillLargeCorners`
/// for radii over `Renderer.largestTabulatedRadius`).
///
/// Cairo never draws straight into the target through the clip. Its anti-aliasing of a pixel
/// at a clip's edge depends on where the clip falls, and the clip holds the part of the frame
/// that changed: a page's rotated ✕ fading over a card swiped away came out 3 levels of 255
/// off the same ✕ drawn whole (`--check-damage` on a real window's recording). So each shape
/// is rasterised whole within a clip that does not depend on the damage, into a layer of its
/// own, and that layer is composited within the damage.
extension PixelCanvas {
    /// A rounded rect: `rect` and `radius` in the space `transform` maps to target pixels.
    struct RoundedShape {
        var rect: CGRect
        var radius: Double
        /// Local space → target pixels.
        var transform: CGAffineTransform = .identity
    }

    /// Fills `shape` with `c`, anti-aliased, over the target.
    func fill(_ shape: RoundedShape, _ c: RGBA8) {
        withCairo(touching: shape.rect.applying(shape.transform)) { cr in
            Self.apply(shape.transform, cr)
            Self.roundedPath(shape.rect, radius: shape.radius, cr)
            cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
            cairo_fill(cr)
        }
    }

    /// Strokes `shape`'s outline `width` wide (in the shape's space), centred on it, with `c`.
    func stroke(_ shape: RoundedShape, width: Double, _ c: RGBA8) {
        let extent = shape.rect.insetBy(dx: -CGFloat(width), dy: -CGFloat(width)).applying(shape.transform)
        withCairo(touching: extent) { cr in
            Self.apply(shape.transform, cr)
            Self.roundedPath(shape.rect, radius: shape.radius, cr)
            cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        }
    }

    /// Draws the whole of `layer` under any affine map of its pixels to target pixels, with
    /// anti-aliased edges and bilinear sampling: rotated text and images. With `tint`, the
    /// layer is coverage (a glyph line) and the colour is drawn through it; else it is faded
    /// by `alpha`.
    func draw(_ layer: Layer, transform: CGAffineTransform, tint: RGBA8?, alpha: UInt8) {
        guard let source = Self.surface(layer.bits, layer.width, layer.height, layer.rowWords) else { return }
        defer { cairo_surface_destroy(source) }
        withCairo(touching: CGRect(x: 0, y: 0, width: layer.width, height: layer.height).applying(transform)) { cr in
            Self.apply(transform, cr)
            cairo_rectangle(cr, 0, 0, Double(layer.width), Double(layer.height))
            cairo_clip(cr)
            if let tint {
                cairo_set_source_rgba(
                    cr, Double(tint.r) / 255, Double(tint.g) / 255, Double(tint.b) / 255, Double(tint.a) / 255)
                let pattern = cairo_pattern_create_for_surface(source)
                defer { cairo_pattern_destroy(pattern) }
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_paint_with_alpha(cr, Double(alpha) / 255)
            }
        }
    }

    /// Runs `body` with a cairo context over all of `layer` (a mask's coverage, or its pixels),
    /// or over `part` of it alone, whose origin is then the context's (0, 0).
    static func withCairo(on layer: Layer, within part: PixelRect? = nil, _ body: (OpaquePointer) -> Void) {
        let format = layer.format == PIXMAN_a8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let area = part ?? layer.bounds
        let bytesPerPixel = layer.format == PIXMAN_a8 ? 1 : 4
        let start = UnsafeMutableRawPointer(layer.bits) + area.y * layer.rowBytes + area.x * bytesPerPixel
        let s = cairo_image_surface_create_for_data(
            start.assumingMemoryBound(to: UInt8.self), format, Int32(area.width), Int32(area.height),
            Int32(layer.rowBytes))
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else {
            s.map { cairo_surface_destroy($0) }
            return
        }
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        cairo_surface_destroy(s)
    }

    /// Runs `body` with a cairo context in target pixels, for a shape within `extent` (target
    /// pixels), and composites what it drew over the target within the clip.
    ///
    /// Cairo draws into a transparent layer of the shape's extent within `undamagedClip` (see
    /// the extension's summary). The layer's buffer comes from `recycler`, when there is one:
    /// a rotated picture or a focus ring around a card is a layer of a megabyte or two at 2×,
    /// and fresh pages for it every frame cost more than drawing it.
    private func withCairo(touching extent: CGRect, _ body: (OpaquePointer) -> Void) {
        // A pixel more on each side for the anti-aliased edges.
        let area = PixelRect(enclosing: extent.insetBy(dx: -1, dy: -1))
            .intersection(undamagedClip ?? target.bounds).intersection(target.bounds)
        let visible = visibleArea(area)
        guard !visible.isEmpty else { return }
        let drawn =
            recycler.map { Layer(width: area.width, height: area.height, recycler: $0) }
            ?? Layer(width: area.width, height: area.height)
        guard let drawn else { return }
        Self.withCairo(on: drawn) { cr in
            cairo_translate(cr, -Double(area.x), -Double(area.y))
            body(cr)
        }
        composite(
            PIXMAN_OP_OVER, drawn.image, onto: target.image,
            srcAt: (Int32(visible.x - area.x), Int32(visible.y - area.y)), area: visible)
    }

    private static func surface(_ bits: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ rowWords: Int)
        -> OpaquePointer?
    {
        let s = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h),
            Int32(rowWords * 4))
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            s.map { cairo_surface_destroy($0) }
            return nil
        }
        return s
    }

    private static func apply(_ t: CGAffineTransform, _ cr: OpaquePointer) {
        guard t != .identity else { return }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
        cairo_transform(cr, &m)
    }

    /// A rect with circular corners of `radius` (clamped to half the shorter side).
    /// Keeps only what lies inside the rounded rect `shape` (layer pixels, its edges whole
    /// pixels, the layer inside it) with corner radius `radius`: cairo's DEST_IN of the path on
    /// each of the four corner squares, as surfaces of their own, since everything between
    /// them is wholly inside and stays as it is. The mini player's bar's blur at 1× masks 4
    /// squares of 12×12 pixels, not its 374×56 (`RoundedMaskTests` holds it to the whole
    /// layer's mask, byte for byte).
    static func keepInside(_ shape: CGRect, radius: Double, of layer: Layer) {
        let r = max(0, min(radius, min(Double(shape.width), Double(shape.height)) / 2))
        guard r > 0 else { return }
        let side = Int(r.rounded(.up))
        let (left, top) = (Int(shape.minX), Int(shape.minY))
        let (right, bottom) = (Int(shape.maxX) - side, Int(shape.maxY) - side)
        for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
            let corner = PixelRect(x, y, side, side).intersection(layer.bounds)
            guard !corner.isEmpty else { continue }
            withCairo(on: layer, within: corner) { cr in
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
                roundedPath(shape.offsetBy(dx: CGFloat(-corner.x), dy: CGFloat(-corner.y)), radius: radius, cr)
                cairo_fill(cr)
            }
        }
    }

    static func roundedPath(_ rect: CGRect, radius: Double, _ cr: OpaquePointer) {
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        let r = max(0, min(radius, min(w, h) / 2))
        cairo_new_path(cr)
        guard r > 0 else {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
