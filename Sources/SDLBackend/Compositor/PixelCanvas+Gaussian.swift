import CPixman
import Foundation

/// Gaussian blurs as two 1-D convolutions by pixman (its separable-convolution filter, one
/// axis a pass), for backdrops at their reduced size and for shadow masks.
extension PixelCanvas {
    /// The Gaussian of `sigma` pixels sampled at whole pixels out to 3 sigma, as pixman's 16.16
    /// fixed point, summing to exactly 1: a flat colour stays exactly itself.
    static func gaussianKernel(sigma: Double) -> [pixman_fixed_t] {
        let reach = max(1, Int((3 * sigma).rounded(.up)))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var fixed = weights.map { pixman_fixed_t(($0 / total * 65536).rounded()) }
        // Rounding leaves the sum a few units off 1.0: the centre tap takes the difference.
        fixed[reach] += 65536 - fixed.reduce(0, +)
        return fixed
    }

    /// `image` (`size` pixels) blurred by a Gaussian of `sigma` pixels into a new image of its
    /// format, which the caller unrefs. Beyond its edges the nearest pixel repeats (`pad`), or
    /// nothing does.
    static func gaussian(_ image: OpaquePointer, size: (w: Int, h: Int), sigma: Double, pad: Bool)
        -> OpaquePointer?
    {
        let format = pixman_image_get_format(image)
        guard sigma > 0.01 else { return pixman_image_ref(image) }
        let kernel = gaussianKernel(sigma: sigma)
        let n = pixman_fixed_t(kernel.count) << 16, one: pixman_fixed_t = 1 << 16
        var image = image
        var result: OpaquePointer?
        for params in [[n, one, 0, 0] + kernel + [one], [one, n, 0, 0, one] + kernel] {
            guard let out = pixman_image_create_bits(format, Int32(size.w), Int32(size.h), nil, 0),
                let source = pixman_image_create_bits(
                    format, Int32(size.w), Int32(size.h), pixman_image_get_data(image),
                    pixman_image_get_stride(image))
            else {
                result.map { pixman_image_unref($0) }
                return nil
            }
            defer { pixman_image_unref(source) }
            pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, Int32(params.count))
            pixman_image_set_repeat(source, pad ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, out, 0, 0, 0, 0, 0, 0, Int32(size.w), Int32(size.h))
            result.map { pixman_image_unref($0) }
            (result, image) = (out, out)
        }
        return result
    }
}
