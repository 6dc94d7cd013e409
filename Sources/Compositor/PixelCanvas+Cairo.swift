import CCairo
import CPixman
import Foundation
import ViewKit

/// Rounded and transformed shapes, drawn by cairo straight into the target's premultiplied
/// pixels (cairo's ARGB32 is pixman's a8r8g8b8). Without it every new radius or angle cost a
/// coverage texture computed in Swift (a circle growing on a spring built one a frame).
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
        withCairo { cr in
            Self.apply(shape.transform, cr)
            Self.roundedPath(shape.rect, radius: shape.radius, cr)
            cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
            cairo_fill(cr)
        }
    }

    /// Strokes `shape`'s outline `width` wide (in the shape's space), centred on it, with `c`.
    func stroke(_ shape: RoundedShape, width: Double, _ c: RGBA8) {
        withCairo { cr in
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
        withCairo { cr in
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

    /// Runs `body` with a cairo context over all of `layer` (a mask's coverage, or its pixels).
    static func withCairo(on layer: Layer, _ body: (OpaquePointer) -> Void) {
        let format = layer.format == PIXMAN_a8 ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        let s = cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(layer.bits).assumingMemoryBound(to: UInt8.self), format, Int32(layer.width),
            Int32(layer.height), Int32(layer.rowBytes))
        guard let s, cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else {
            s.map { cairo_surface_destroy($0) }
            return
        }
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(s)
        cairo_surface_destroy(s)
    }

    /// Runs `body` with a cairo context over the target, clipped to the clip.
    private func withCairo(_ body: (OpaquePointer) -> Void) {
        let t = target
        guard let surface = Self.surface(t.bits, t.width, t.height, t.rowWords) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        if let c = clip {
            cairo_rectangle(cr, Double(c.x), Double(c.y), Double(c.width), Double(c.height))
            cairo_clip(cr)
        }
        body(cr)
        cairo_surface_flush(surface)
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
