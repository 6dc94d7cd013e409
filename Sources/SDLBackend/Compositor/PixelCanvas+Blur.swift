import CPixman
import Foundation
import ViewKit

/// A backdrop blur computed by pixman from the target's own pixels, with no read-back: box
/// averages down to where the blur is about 2 small pixels wide, a Gaussian there in two 1-D
/// convolutions with the tint laid over the small image (compositing commutes with the linear
/// enlargement), and one bilinear enlargement.
extension PixelCanvas {
    /// Where to blur and what to make.
    struct BlurRequest {
        /// The pixels the blur reads around `out`, in the current target; beyond `readable`
        /// (the clip), the nearest readable pixel repeats.
        var region: PixelRect, readable: PixelRect
        /// The pixels of the result, in the current target; the texture holds them from (0, 0).
        var out: PixelRect
        /// Gaussian standard deviation in target pixels.
        var sigma: Double
        var tint: Color
    }

    /// Fills `layer` (at least `out`'s size) with the tinted blur of the target.
    func blur(_ request: BlurRequest, into layer: Layer) -> Bool {
        let read = request.readable.intersection(request.region)
        guard !read.isEmpty, target.bounds.contains(read), let source = target.view(read) else { return false }
        defer { pixman_image_unref(source) }
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        // Box averages of `factor`² pixels down to where the blur is about 2 small pixels wide.
        var factor = 1
        while Double(factor * 2) * 2 <= request.sigma && factor < 16 { factor *= 2 }
        let size = (w: (request.region.width + factor - 1) / factor, h: (request.region.height + factor - 1) / factor)
        guard let small = Self.boxDownscale(
                source, by: factor, from: (request.region.x - read.x, request.region.y - read.y), size: size),
            let blurred = Self.gaussian(small, size: size, sigma: request.sigma / Double(factor), pad: true)
        else { return false }
        pixman_image_unref(small)
        defer { pixman_image_unref(blurred) }
        // The tint over the small image: compositing commutes with the linear enlargement.
        if let tint = Self.solid(request.tint.rgba8) {
            pixman_image_composite32(PIXMAN_OP_OVER, tint, nil, blurred, 0, 0, 0, 0, 0, 0, Int32(size.w), Int32(size.h))
            pixman_image_unref(tint)
        }
        // Enlarge: out pixel u sits at region pixel (out − region) + u + ½, small pixel ÷ factor.
        let margin = (x: Double(request.out.x - request.region.x), y: Double(request.out.y - request.region.y))
        pixman_image_set_repeat(blurred, PIXMAN_REPEAT_PAD)
        Self.resample(
            blurred, scale: 1 / Double(factor), offset: (margin.x / Double(factor), margin.y / Double(factor)),
            into: layer.image, size: (request.out.width, request.out.height))
        layer.isOpaque = false
        return true
    }

    /// `size` small pixels, each the average of a `factor`² box of `source` from its pixel
    /// `origin` on (pixman's separable box filter); a new image the caller unrefs.
    private static func boxDownscale(_ source: OpaquePointer, by factor: Int, from origin: (Int, Int), size: (w: Int, h: Int))
        -> OpaquePointer?
    {
        guard let small = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(size.w), Int32(size.h), nil, 0) else {
            return nil
        }
        guard factor > 1 else {
            pixman_image_composite32(
                PIXMAN_OP_SRC, source, nil, small, Int32(origin.0), Int32(origin.1), 0, 0, 0, 0, Int32(size.w),
                Int32(size.h))
            return small
        }
        var count: Int32 = 0
        let f = fixed(Double(factor))
        guard
            let params = pixman_filter_create_separable_convolution(
                &count, f, f, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 0, 0)
        else {
            pixman_image_unref(small)
            return nil
        }
        defer { free(params) }
        pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, count)
        // Small pixel i's centre is source (i + ½)·factor from the origin.
        var transform = pixman_transform_t(
            matrix: ((f, 0, fixed(Double(origin.0))), (0, f, fixed(Double(origin.1))), (0, 0, fixed(1))))
        pixman_image_set_transform(source, &transform)
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, small, 0, 0, 0, 0, 0, 0, Int32(size.w), Int32(size.h))
        pixman_image_set_transform(source, nil)
        pixman_image_set_filter(source, PIXMAN_FILTER_NEAREST, nil, 0)
        return small
    }

    /// Draws `size` pixels into `destination` from `source` sampled bilinearly at
    /// `scale` × (u + 0.5) + `offset` (source pixels).
    private static func resample(
        _ source: OpaquePointer, scale: Double, offset: (x: Double, y: Double), into destination: OpaquePointer,
        size: (w: Int, h: Int)
    ) {
        var transform = pixman_transform_t(
            matrix: (
                (fixed(scale), 0, fixed(offset.x)), (0, fixed(scale), fixed(offset.y)), (0, 0, fixed(1))
            ))
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0, Int32(size.w), Int32(size.h))
        pixman_image_set_transform(source, nil)
    }
}
