import CPixman
import CSDL2

/// Texture draws. A colour mod other than white tints a white coverage texture, as every
/// tinted texture here is (corner circles, shapes, glyphs): the colour is the source and the
/// texture's alpha its mask.
extension PixmanRenderDevice {
    func copy(_ handle: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect) {
        copy(handle, src, dst, mask: nil, at: (0, 0))
    }

    /// Draws like `copy`, through `mask` (an image whose alpha is coverage) from its pixel `at`
    /// on `dst`'s corner; the mask then stands in for the texture's alpha mod.
    func copy(_ handle: OpaquePointer, _ src: SDL_Rect, _ dst: SDL_Rect, mask: OpaquePointer?, at: (x: Int32, y: Int32))
    {
        let t = Self.texture(handle)
        let src = src.intersection(SDL_Rect(0, 0, t.width, t.height))
        let visible = visibleArea(dst)
        guard !visible.isEmpty, !src.isEmpty, !dst.isEmpty else { return }
        let scaled = src.w != dst.w || src.h != dst.h
        let image: OpaquePointer
        var origin = (x: visible.x - dst.x, y: visible.y - dst.y)
        if scaled {
            guard let sub = stretchedSource(t, src, dst) else { return }
            image = sub
        } else {
            image = t.image
            origin = (origin.x + src.x, origin.y + src.y)
        }
        defer { if scaled { pixman_image_unref(image) } }
        if let mask {
            pixman_image_composite32(
                PIXMAN_OP_OVER, image, mask, current.image, origin.x, origin.y, at.x + visible.x - dst.x,
                at.y + visible.y - dst.y, visible.x, visible.y, visible.w, visible.h)
            return
        }
        draw(image, of: t, sourceOrigin: origin, at: visible)
    }

    /// Composites `image` (the texture or a transformed view of it) over `visible` with the
    /// texture's mods and blend mode; the image's pixel `origin` lands on `visible`'s corner.
    private func draw(
        _ image: OpaquePointer, of t: PixmanTexture, sourceOrigin origin: (x: Int32, y: Int32), at visible: SDL_Rect
    ) {
        let replaces = t.blendMode == SDL_BLENDMODE_NONE
        let op = replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        let c = t.colorMod
        if c.r == 255 && c.g == 255 && c.b == 255 {
            let mask = t.alphaMod < 255 ? Self.solid(255, 255, 255, t.alphaMod) : nil
            defer { mask.map { pixman_image_unref($0) } }
            pixman_image_composite32(
                op, image, mask, current.image, origin.x, origin.y, 0, 0, visible.x, visible.y, visible.w, visible.h)
        } else {
            guard let color = Self.solid(c.r, c.g, c.b, t.alphaMod) else { return }
            defer { pixman_image_unref(color) }
            pixman_image_composite32(
                op, color, image, current.image, 0, 0, origin.x, origin.y, visible.x, visible.y, visible.w, visible.h)
        }
        if replaces && !(t.isOpaque && t.alphaMod == 255) { current.isOpaque = false }
    }

    /// Texture pixels (fractional) stretched over target pixels, read only within `box`
    /// (clamped there, as a bilinear sample of the source rect is).
    struct SourceMap {
        var source: (x: Double, y: Double, w: Double, h: Double)
        var box: SDL_Rect
        var destination: SDL_Rect

        init(source: (Double, Double, Double, Double), within box: SDL_Rect, onto destination: SDL_Rect) {
            (self.source, self.box, self.destination) = (source, box, destination)
        }
    }

    /// Draws the part `piece` of `map`'s destination through `mask` from its pixel `at`.
    func copy(
        _ handle: OpaquePointer, _ map: SourceMap, _ piece: SDL_Rect, mask: OpaquePointer, at: (x: Int32, y: Int32)
    ) {
        let t = Self.texture(handle)
        let box = map.box.intersection(SDL_Rect(0, 0, t.width, t.height)), dst = map.destination
        let visible = visibleArea(piece)
        guard !visible.isEmpty, !box.isEmpty, dst.w > 0, dst.h > 0,
            let image = t.view(box)
        else { return }
        defer { pixman_image_unref(image) }
        let kx = map.source.w / Double(dst.w), ky = map.source.h / Double(dst.h)
        var transform = pixman_transform_t(
            matrix: (
                (Self.fixed(kx), 0, Self.fixed(map.source.x - Double(box.x))),
                (0, Self.fixed(ky), Self.fixed(map.source.y - Double(box.y))), (0, 0, Self.fixed(1))
            ))
        pixman_image_set_transform(image, &transform)
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(
            PIXMAN_OP_OVER, image, mask, current.image, visible.x - dst.x, visible.y - dst.y,
            at.x + visible.x - piece.x, at.y + visible.y - piece.y, visible.x, visible.y, visible.w, visible.h)
    }

    /// `src` of the texture as an image of its own, scaled to `dst`'s size and clamped at its
    /// edges as SDL's stretch is, bilinear when the texture asks for linear scaling.
    private func stretchedSource(_ t: PixmanTexture, _ src: SDL_Rect, _ dst: SDL_Rect) -> OpaquePointer? {
        guard let sub = t.view(src) else { return nil }
        var transform = pixman_transform_t()
        pixman_transform_init_scale(
            &transform, Self.fixed(Double(src.w) / Double(dst.w)), Self.fixed(Double(src.h) / Double(dst.h)))
        pixman_image_set_transform(sub, &transform)
        pixman_image_set_filter(sub, t.linear ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(sub, PIXMAN_REPEAT_PAD)
        return sub
    }

    /// Draws triangles of a texture through an anti-aliased coverage mask, the texture mapped
    /// by the affine transform its first triangle's texture coordinates give.
    func geometry(_ handle: OpaquePointer, _ vertices: [SDL_Vertex], _ indices: [Int32]) {
        let t = Self.texture(handle)
        guard indices.count >= 3, let map = Self.affine(vertices, indices, t) else { return }
        let xs = vertices.map { Double($0.position.x) }, ys = vertices.map { Double($0.position.y) }
        let box = SDL_Rect(
            x: Int32(xs.min()!.rounded(.down)), y: Int32(ys.min()!.rounded(.down)),
            w: Int32(xs.max()!.rounded(.up) - xs.min()!.rounded(.down)),
            h: Int32(ys.max()!.rounded(.up) - ys.min()!.rounded(.down)))
        let visible = visibleArea(box)
        guard !visible.isEmpty, let mask = pixman_image_create_bits(PIXMAN_a8, visible.w, visible.h, nil, 0)
        else { return }
        defer { pixman_image_unref(mask) }
        var triangles: [pixman_triangle_t] = stride(from: 0, to: indices.count - 2, by: 3).map { i in
            func point(_ k: Int32) -> pixman_point_fixed_t {
                let v = vertices[Int(k)].position
                return pixman_point_fixed_t(
                    x: Self.fixed(Double(v.x) - Double(visible.x)), y: Self.fixed(Double(v.y) - Double(visible.y)))
            }
            return pixman_triangle_t(p1: point(indices[i]), p2: point(indices[i + 1]), p3: point(indices[i + 2]))
        }
        pixman_add_triangles(mask, 0, 0, Int32(triangles.count), &triangles)
        guard let source = t.view(SDL_Rect(0, 0, t.width, t.height)) else { return }
        defer { pixman_image_unref(source) }
        var transform = map
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        let c = vertices[0].color
        // The mask becomes coverage × the texture's alpha × the vertex alpha; the colour is
        // then the source, or the texture itself when untinted.
        let white = c.r == 255 && c.g == 255 && c.b == 255
        if let alpha = Self.solid(255, 255, 255, c.a) {
            pixman_image_composite32(PIXMAN_OP_IN, alpha, nil, mask, 0, 0, 0, 0, 0, 0, visible.w, visible.h)
            pixman_image_unref(alpha)
        }
        if white {
            pixman_image_composite32(
                PIXMAN_OP_OVER, source, mask, current.image, visible.x, visible.y, 0, 0, visible.x, visible.y,
                visible.w, visible.h)
        } else if let color = Self.solid(c.r, c.g, c.b, 255) {
            pixman_image_composite32(
                PIXMAN_OP_IN, source, nil, mask, visible.x, visible.y, 0, 0, 0, 0, visible.w, visible.h)
            pixman_image_composite32(
                PIXMAN_OP_OVER, color, mask, current.image, 0, 0, 0, 0, visible.x, visible.y, visible.w, visible.h)
            pixman_image_unref(color)
        }
    }

    /// The map from target pixels to texture pixels that the first triangle's vertices give.
    private static func affine(_ v: [SDL_Vertex], _ indices: [Int32], _ t: PixmanTexture) -> pixman_transform_t? {
        let p = indices.prefix(3).map { v[Int($0)] }
        let (x0, y0) = (Double(p[0].position.x), Double(p[0].position.y))
        let (dx1, dy1) = (Double(p[1].position.x) - x0, Double(p[1].position.y) - y0)
        let (dx2, dy2) = (Double(p[2].position.x) - x0, Double(p[2].position.y) - y0)
        func u(_ k: Int) -> Double { Double(p[k].tex_coord.x) * Double(t.width) }
        func w(_ k: Int) -> Double { Double(p[k].tex_coord.y) * Double(t.height) }
        let det = dx1 * dy2 - dx2 * dy1
        guard abs(det) > 1e-9 else { return nil }
        let (du1, du2, dv1, dv2) = (u(1) - u(0), u(2) - u(0), w(1) - w(0), w(2) - w(0))
        let a = (du1 * dy2 - du2 * dy1) / det, b = (du2 * dx1 - du1 * dx2) / det
        let c = (dv1 * dy2 - dv2 * dy1) / det, d = (dv2 * dx1 - dv1 * dx2) / det
        let tx = u(0) - a * x0 - b * y0, ty = w(0) - c * x0 - d * y0
        return pixman_transform_t(
            matrix: (
                (fixed(a), fixed(b), fixed(tx)), (fixed(c), fixed(d), fixed(ty)), (0, 0, fixed(1))
            ))
    }

    /// A solid premultiplied colour image from a straight 8-bit colour.
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> OpaquePointer? {
        var color = premultiplied(r, g, b, a)
        return pixman_image_create_solid_fill(&color)
    }

    /// 16.16 fixed point, as pixman takes coordinates and transforms.
    static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
}
