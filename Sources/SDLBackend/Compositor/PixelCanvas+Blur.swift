import CPixman
import Foundation
import ViewKit

/// A backdrop blur computed by pixman from the target's own pixels, with no read-back:
/// exact 2× bilinear halvings down to where the blur is about 2 small pixels wide, three box
/// blurs there with the tint laid over the small image (compositing commutes with the linear
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
        let t = layer
        let read = request.readable.intersection(request.region)
        guard !read.isEmpty, let source = target.view(read) else { return false }
        defer { pixman_image_unref(source) }
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        var step = 1
        while Double(step * 2) * 2 <= request.sigma && step < 16 { step *= 2 }
        // The first halving reads the region from `source`, whose (0, 0) is `read`'s corner.
        var small = source
        var size = (w: request.region.width, h: request.region.height)
        var offset = (x: Double(request.region.x - read.x), y: Double(request.region.y - read.y))
        var owned: [OpaquePointer] = []
        defer { owned.forEach { pixman_image_unref($0) } }
        var factor = 1
        while factor < step {
            let next = (w: (size.w + 1) / 2, h: (size.h + 1) / 2)
            guard let half = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(next.w), Int32(next.h), nil, 0)
            else { return false }
            owned.append(half)
            Self.resample(small, scale: 2, offset: offset, into: half, size: next)
            (small, size, offset, factor) = (half, next, (0, 0), factor * 2)
        }
        if factor == 1 {
            guard let copy = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(size.w), Int32(size.h), nil, 0)
            else { return false }
            owned.append(copy)
            Self.resample(small, scale: 1, offset: offset, into: copy, size: size)
            small = copy
        }
        guard
            let blurred = boxBlur(
                small, size: size, sigma: request.sigma / Double(factor), tint: request.tint, owned: &owned)
        else { return false }
        small = blurred
        // Enlarge: out pixel u sits at region pixel (out - region) + u + 0.5, small pixel / factor.
        let margin = (x: Double(request.out.x - request.region.x), y: Double(request.out.y - request.region.y))
        pixman_image_set_repeat(small, PIXMAN_REPEAT_PAD)
        Self.resample(
            small, scale: 1 / Double(factor), offset: (margin.x / Double(factor), margin.y / Double(factor)),
            into: t.image, size: (request.out.width, request.out.height))
        t.isOpaque = false
        return true
    }

    /// Three box blurs (≈ a Gaussian of `sigma` small pixels) over `image` with the tint laid
    /// over them, into a new image: `BoxBlur`'s running sums round once per pass, so a flat
    /// colour stays exactly itself, which sums of weighted shifted copies in 8 bits do not.
    private func boxBlur(
        _ image: OpaquePointer, size: (w: Int, h: Int), sigma: Double, tint: Color, owned: inout [OpaquePointer]
    ) -> OpaquePointer? {
        let stride = Int(pixman_image_get_stride(image)) / 4
        guard let bits = pixman_image_get_data(image) else { return nil }
        var words = [UInt32](repeating: 0, count: size.w * size.h)
        for y in 0..<size.h {
            words.withUnsafeMutableBufferPointer {
                ($0.baseAddress! + y * size.w).update(from: bits + y * stride, count: size.w)
            }
        }
        var planes = BoxBlur.downscale(
            words,
            BoxBlur.Region(
                width: size.w, height: size.h, readX: 0, readY: 0, readWidth: size.w, readHeight: size.h),
            by: 1)
        BoxBlur.blur(&planes, radius: Int(((1 + 4 * sigma * sigma).squareRoot() - 1) / 2 + 0.5))
        var packed = BoxBlur.pack(planes, tint: tint)
        guard let out = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(size.w), Int32(size.h), nil, 0),
            let outBits = pixman_image_get_data(out)
        else { return nil }
        owned.append(out)
        let outStride = Int(pixman_image_get_stride(out)) / 4
        // The words were premultiplied going in, and the box sums and the tint's OVER keep them so.
        packed.withUnsafeMutableBufferPointer { p in
            for y in 0..<size.h { (outBits + y * outStride).update(from: p.baseAddress! + y * size.w, count: size.w) }
        }
        return out
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
