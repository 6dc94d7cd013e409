import CPixman
import Foundation
import ViewKit

/// A backdrop blur computed from the target's own pixels, with no read-back: box averages down
/// to where the blur is about 2 small pixels wide, three box blurs there with the tint laid over
/// the small image (compositing commutes with the linear enlargement), and one bilinear
/// enlargement by pixman.
extension PixelCanvas {
    /// Where to blur and what to make.
    struct BlurRequest {
        /// The pixels the blur reads around `out`, in the current target; beyond `readable`
        /// (the clip), the nearest readable pixel repeats.
        var region: PixelRect, readable: PixelRect
        /// The pixels of the result, in the current target; the layer holds them from (0, 0).
        var out: PixelRect
        /// Gaussian standard deviation in target pixels.
        var sigma: Double
        var tint: Color
    }

    /// Fills `layer` (at least `out`'s size) with the tinted blur of the target.
    func blur(_ request: BlurRequest, into layer: Layer) -> Bool {
        let read = request.readable.intersection(request.region)
        guard !read.isEmpty, target.bounds.contains(read) else { return false }
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
        guard let small = Layer(width: planes.w, height: planes.h) else { return false }
        packed.withUnsafeBufferPointer { p in
            for y in 0..<planes.h {
                (small.bits + y * small.rowWords).update(from: p.baseAddress! + y * planes.w, count: planes.w)
            }
        }
        // Enlarge: out pixel u sits at region pixel (out − region) + u + ½, small pixel ÷ factor.
        let margin = (x: Double(request.out.x - request.region.x), y: Double(request.out.y - request.region.y))
        guard let view = small.view(small.bounds) else { return false }
        defer { pixman_image_unref(view) }
        pixman_image_set_repeat(view, PIXMAN_REPEAT_PAD)
        resample(
            view, scale: 1 / Double(factor), offset: (margin.x / Double(factor), margin.y / Double(factor)),
            into: layer.image, size: (request.out.width, request.out.height))
        layer.isOpaque = false
        return true
    }

    /// Draws `size` pixels into `destination` from `source` sampled bilinearly at
    /// `scale` × (u + 0.5) + `offset` (source pixels).
    private func resample(
        _ source: OpaquePointer, scale: Double, offset: (x: Double, y: Double), into destination: OpaquePointer,
        size: (w: Int, h: Int)
    ) {
        var transform = pixman_transform_t(
            matrix: (
                (Self.fixed(scale), 0, Self.fixed(offset.x)), (0, Self.fixed(scale), Self.fixed(offset.y)),
                (0, 0, Self.fixed(1))
            ))
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        composite(PIXMAN_OP_SRC, source, onto: destination, srcAt: (0, 0), area: PixelRect(0, 0, size.w, size.h))
        pixman_image_set_transform(source, nil)
    }
}
