import CPixman
import Foundation
import ViewKit

/// A backdrop blur computed from the target's own pixels, with no read-back: box averages down
/// to where the blur is about 2 small pixels wide, three box blurs there with the tint laid over
/// the small image (compositing commutes with the linear enlargement), and one bilinear
/// enlargement by pixman: straight onto the target, or into a layer that is then copied.
extension PixelCanvas {
    /// Where to blur and what to make.
    struct BlurRequest {
        /// The pixels the blur covers around `out`, in the current target; it reads only
        /// `readable` (those under the blur, within its clip), and beyond it the nearest
        /// readable pixel repeats.
        var region: PixelRect, readable: PixelRect
        /// The pixels of the result, in the current target; the layer holds them from (0, 0).
        var out: PixelRect
        /// Gaussian standard deviation in target pixels.
        var sigma: Double
        var tint: Color
    }

    /// A blur at the reduced resolution it was computed at: `small`'s pixel (u + ½) ÷ `factor`
    /// + `offset` lies under pixel u of the result (`out`'s size, from (0, 0)).
    struct ReducedBlur {
        let small: Layer
        let factor: Int
        /// Where the result's pixel (0, 0) starts, in small pixels.
        let offset: (x: Double, y: Double)
        /// Every small pixel is opaque (the backdrop was): so is every bilinear sample of them,
        /// whose weights sum to exactly one, and the enlarged blur replaces what is under it.
        let isOpaque: Bool
    }

    /// The tinted blur of the target for `request`, at its reduced resolution; nil when nothing
    /// can be read.
    func blur(_ request: BlurRequest) -> ReducedBlur? {
        let read = request.readable.intersection(request.region)
        guard !read.isEmpty, target.bounds.contains(read) else { return nil }
        // Box averages of `factor`² pixels, in one pass over the pixels read, down to where the
        // blur is about 2 small pixels wide: what 2× halvings would give, without their images.
        var factor = 1
        while Double(factor * 2) * 2 <= request.sigma && factor < 16 { factor *= 2 }
        let region = BoxBlur.Region(
            width: request.region.width, height: request.region.height, readX: read.x - request.region.x,
            readY: read.y - request.region.y, readWidth: read.width, readHeight: read.height)
        var planes = BoxBlur.downscale(
            target.bits + read.y * target.rowWords + read.x, rowWords: target.rowWords, region, by: factor)
        let sigma = request.sigma / Double(factor)
        BoxBlur.blur(&planes, radius: Int(((1 + 4 * sigma * sigma).squareRoot() - 1) / 2 + 0.5))
        // The words were premultiplied going in, and the box sums and the tint's OVER keep them so.
        let packed = BoxBlur.pack(planes, tint: request.tint)
        guard let small = Layer(width: planes.w, height: planes.h) else { return nil }
        packed.withUnsafeBufferPointer { p in
            for y in 0..<planes.h {
                (small.bits + y * small.rowWords).update(from: p.baseAddress! + y * planes.w, count: planes.w)
            }
        }
        small.isOpaque = false
        // Found once here, not each time the blur is drawn: a cached blur is drawn every frame.
        let opaque = PixelWords.allOpaque(
            small.bits, width: small.width, height: small.height, rowWords: small.rowWords)
        // Out pixel u sits at region pixel (out − region) + u + ½, small pixel ÷ factor.
        let offset = (
            x: Double(request.out.x - request.region.x) / Double(factor),
            y: Double(request.out.y - request.region.y) / Double(factor)
        )
        return ReducedBlur(small: small, factor: factor, offset: offset, isOpaque: opaque)
    }

    /// Fills `layer` from (0, 0) with `blur` enlarged to `size` pixels: the blur scaled once,
    /// to be copied while it stays the same.
    func enlarge(_ blur: ReducedBlur, into layer: Layer, size: (w: Int, h: Int)) -> Bool {
        guard let view = enlargedView(of: blur) else { return false }
        defer { pixman_image_unref(view) }
        composite(PIXMAN_OP_SRC, view, onto: layer.image, srcAt: (0, 0), area: PixelRect(0, 0, size.w, size.h))
        // A blur of an opaque backdrop is copied, and faded, as opaque.
        layer.isOpaque = blur.isOpaque
        return true
    }

    /// Draws `blur` enlarged straight onto `out` of the target, within the clip, faded by
    /// `alpha`: the same pixels as enlarging it into a layer and copying that, in one pass.
    func draw(_ blur: ReducedBlur, onto out: PixelRect, alpha: UInt8) {
        let visible = visibleArea(out)
        guard alpha > 0, !visible.isEmpty, let view = enlargedView(of: blur) else { return }
        defer { pixman_image_unref(view) }
        let mask = alpha < 255 ? Self.solid((255, 255, 255, alpha)) : nil
        defer { if let mask { pixman_image_unref(mask) } }
        // A blur of an opaque backdrop (see `ReducedBlur.isOpaque`) at full alpha replaces the
        // pixels under it, to the same bytes, on pixman's bilinear SRC path, which reads no
        // target pixel.
        let replaces = mask == nil && blur.isOpaque
        composite(
            replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, view, mask: mask, onto: target.image,
            srcAt: (Int32(visible.x - out.x), Int32(visible.y - out.y)), area: visible)
    }

    /// `blur`'s small image as pixman reads it enlarged: the result's pixel u samples it
    /// bilinearly at (u + ½) ÷ factor + offset, its edges repeated. The caller unrefs it.
    private func enlargedView(of blur: ReducedBlur) -> OpaquePointer? {
        guard let view = blur.small.view(blur.small.bounds) else { return nil }
        let k = 1 / Double(blur.factor)
        var transform = pixman_transform_t(
            matrix: (
                (Self.fixed(k), 0, Self.fixed(blur.offset.x)), (0, Self.fixed(k), Self.fixed(blur.offset.y)),
                (0, 0, Self.fixed(1))
            ))
        pixman_image_set_transform(view, &transform)
        pixman_image_set_filter(view, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        return view
    }
}
