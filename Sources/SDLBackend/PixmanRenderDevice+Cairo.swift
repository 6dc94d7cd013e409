import CCairo
import CPixman
import CSDL2
import Foundation
import ViewKit

/// Rounded and transformed shapes, drawn by cairo straight into the target's premultiplied
/// pixels. Without it every new radius or angle cost a coverage texture computed in Swift
/// (a circle growing on a spring built one a frame: 12–16 ms at 2×).
extension PixmanRenderDevice {
    /// A rounded rect: `rect` and `radius` in the space `transform` maps to target pixels.
    struct RoundedShape {
        var rect: CGRect
        var radius: Double
        /// Local space → target pixels.
        var transform: CGAffineTransform = .identity
    }

    /// Fills `shape` with a straight-alpha colour, anti-aliased, over the target.
    func fill(_ shape: RoundedShape, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        withCairo { cr in
            Self.apply(shape.transform, cr)
            Self.roundedPath(shape.rect, radius: shape.radius, cr)
            cairo_set_source_rgba(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
            cairo_fill(cr)
        }
    }

    /// Runs `body` with a cairo context over the current target, clipped to the clip.
    private func withCairo(_ body: (OpaquePointer) -> Void) {
        guard let surface = Self.surface(current.bits, current.width, current.height, current.rowWords) else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        if let c = clip {
            cairo_rectangle(cr, Double(c.x), Double(c.y), Double(c.w), Double(c.h))
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

extension CGRect {
    /// The pixel rect as a rect of whole pixels.
    init(_ r: SDL_Rect) { self.init(x: CGFloat(r.x), y: CGFloat(r.y), width: CGFloat(r.w), height: CGFloat(r.h)) }
}

extension PixmanRenderDevice {
    /// Draws like `copy`, through the coverage of corner `corner` (0 top-left, 1 top-right,
    /// 2 bottom-left, 3 bottom-right) of a rounded rect of `radius` pixels, read from the
    /// renderer's white circle texture `coverage` (2r×2r): `dst` is that corner's r×r square,
    /// or the part of it from `from` (pixels into the square) on.
    func copy(
        _ handle: OpaquePointer, _ map: SourceMap, _ dst: SDL_Rect, throughCorner corner: Int, radius: Int,
        from: (x: Int32, y: Int32), coverage: OpaquePointer
    ) {
        let circle = Self.texture(coverage).image
        let at = (x: Int32(corner & 1) * Int32(radius) + from.x, y: Int32(corner >> 1) * Int32(radius) + from.y)
        let t = Self.texture(handle)
        guard t.alphaMod < 255 else {
            copy(handle, map, dst, mask: circle, at: at)
            return
        }
        // The mask carries the alpha mod as well: coverage × alpha in a small image of its own.
        guard let faded = pixman_image_create_bits(PIXMAN_a8, dst.w, dst.h, nil, 0),
            let alpha = Self.solid(0, 0, 0, t.alphaMod)
        else { return }
        defer { pixman_image_unref(faded); pixman_image_unref(alpha) }
        pixman_image_composite32(PIXMAN_OP_SRC, alpha, circle, faded, 0, 0, at.x, at.y, 0, 0, dst.w, dst.h)
        copy(handle, map, dst, mask: faded, at: (0, 0))
    }

    /// Fills the four r×r corners of `px` with a straight colour through the renderer's white
    /// circle texture `coverage` (2r×2r).
    func fillCorners(
        of px: SDL_Rect, radius: Int, _ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), coverage: OpaquePointer
    ) {
        guard let color = Self.solid(c.r, c.g, c.b, c.a) else { return }
        defer { pixman_image_unref(color) }
        let circle = Self.texture(coverage).image
        let rr = Int32(radius)
        for corner in 0..<4 {
            let square = SDL_Rect(
                x: corner & 1 == 1 ? px.x + px.w - rr : px.x, y: corner & 2 == 2 ? px.y + px.h - rr : px.y, w: rr, h: rr
            )
            let visible = visibleArea(square)
            guard !visible.isEmpty else { continue }
            pixman_image_composite32(
                PIXMAN_OP_OVER, color, circle, current.image, 0, 0,
                Int32(corner & 1) * rr + visible.x - square.x, Int32(corner >> 1) * rr + visible.y - square.y,
                visible.x, visible.y, visible.w, visible.h)
        }
    }
}
