import CSDL2
import Foundation

/// Texture creation and upload. All CPU pixel buffers are ARGB8888 as native UInt32
/// (the renderer's preferred format, so blits need no conversion).
extension Renderer {
    /// Creates a blending texture of `w`×`h` pixels.
    func makeTexture(_ w: Int, _ h: Int, access: SDL_TextureAccess, _ r: OpaquePointer) throws -> OpaquePointer {
        guard let t = device.makeTexture(width: w, height: h, access: access) else {
            throw SDLBackendError.fromSDL("SDL_CreateTexture(\(w)×\(h))")
        }
        device.setBlendMode(t, SDL_BLENDMODE_BLEND)
        stats.texturesCreated += 1
        return t
    }

    /// Uploads `pixels` (row-major, `w` wide) into `texture`.
    func upload(_ pixels: UnsafeBufferPointer<UInt32>, width w: Int, to texture: OpaquePointer) {
        device.update(texture, pixels: UnsafeRawPointer(pixels.baseAddress!), pitch: w * 4)
    }

    /// A new static texture holding `pixels`.
    func texture(from pixels: [UInt32], _ w: Int, _ h: Int, _ r: OpaquePointer) throws -> OpaquePointer {
        let t = try makeTexture(w, h, access: SDL_TEXTUREACCESS_STATIC, r)
        pixels.withUnsafeBufferPointer { upload($0, width: w, to: t) }
        return t
    }

    /// White pixels whose alpha is `coverage` (0…1), for tinting with colour/alpha mod.
    static func whitePixels(_ coverage: [Float]) -> [UInt32] {
        coverage.map { 0x00FF_FFFF | (UInt32(max(0, min(255, ($0 * 255).rounded()))) << 24) }
    }

    /// The quarter-circle coverage for radius `r` pixels, computed once per renderer.
    func quarter(_ r: Int) -> [Float] {
        caches.radiusUse[r] = frame
        if let q = caches.quarters[r] { return q }
        let q = Coverage.quarterCircle(radius: r)
        caches.quarters[r] = q
        return q
    }

    /// The white anti-aliased circle of diameter 2r pixels whose quadrants are fill corners.
    func cornerTexture(_ r: Int, _ ren: OpaquePointer) throws -> OpaquePointer {
        caches.radiusUse[r] = frame
        if let t = caches.corners[r] { return t }
        let cov = Coverage.roundedRect(width: 2 * r, height: 2 * r, radius: r, quarter: quarter(r))
        let t = try texture(from: Renderer.whitePixels(cov), 2 * r, 2 * r, ren)
        device.setScaleMode(t, SDL_ScaleModeLinear)
        caches.corners[r] = t
        return t
    }
}

/// ARGB8888 packing helpers.
enum ARGB {
    @inline(__always) static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        (a << 24) | (r << 16) | (g << 8) | b
    }

    /// RGBA bytes (straight alpha) → ARGB words.
    static func fromRGBA(_ bytes: [UInt8]) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: bytes.count / 4)
        bytes.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                for i in 0..<d.count {
                    let p = i * 4
                    d[i] = pack(UInt32(s[p]), UInt32(s[p + 1]), UInt32(s[p + 2]), UInt32(s[p + 3]))
                }
            }
        }
        return out
    }

    /// A half-size copy, each pixel the mean of a 2×2 box (odd edges repeat).
    static func halve(_ src: [UInt32], _ w: Int, _ h: Int) -> (pixels: [UInt32], w: Int, h: Int) {
        let nw = max(1, w / 2), nh = max(1, h / 2)
        var out = [UInt32](repeating: 0, count: nw * nh)
        src.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { d in
                for y in 0..<nh {
                    let y0 = min(2 * y, h - 1), y1 = min(2 * y + 1, h - 1)
                    for x in 0..<nw {
                        let x0 = min(2 * x, w - 1), x1 = min(2 * x + 1, w - 1)
                        d[y * nw + x] = average4(s[y0 * w + x0], s[y0 * w + x1], s[y1 * w + x0], s[y1 * w + x1])
                    }
                }
            }
        }
        return (out, nw, nh)
    }

    @inline(__always) static func average4(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        // Average two channels at a time in 16-bit lanes.
        let m: UInt64 = 0x00FF_00FF_00FF_00FF
        func spread(_ p: UInt32) -> UInt64 { (UInt64(p) | (UInt64(p) << 24)) & m }
        let sum = spread(a) + spread(b) + spread(c) + spread(d) + 0x0002_0002_0002_0002
        let q = (sum >> 2) & m
        return UInt32(truncatingIfNeeded: (q | (q >> 24)) & 0xFFFF_FFFF)
    }

    /// Bilinear sample at continuous pixel coordinates (pixel centres at +0.5), clamped to
    /// the box [bx0, bx1)×[by0, by1).
    static func bilinear(
        _ p: UnsafeBufferPointer<UInt32>, _ w: Int, _ x: Double, _ y: Double,
        box: (Int, Int, Int, Int)
    ) -> (Double, Double, Double, Double) {
        let fx = min(max(x - 0.5, Double(box.0)), Double(box.2 - 1))
        let fy = min(max(y - 0.5, Double(box.1)), Double(box.3 - 1))
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(x0 + 1, box.2 - 1), y1 = min(y0 + 1, box.3 - 1)
        let tx = fx - Double(x0), ty = fy - Double(y0)
        var acc = (0.0, 0.0, 0.0, 0.0)
        for (px, wgt) in [
            (p[y0 * w + x0], (1 - tx) * (1 - ty)), (p[y0 * w + x1], tx * (1 - ty)),
            (p[y1 * w + x0], (1 - tx) * ty), (p[y1 * w + x1], tx * ty),
        ] {
            acc.0 += Double((px >> 16) & 0xFF) * wgt
            acc.1 += Double((px >> 8) & 0xFF) * wgt
            acc.2 += Double(px & 0xFF) * wgt
            acc.3 += Double(px >> 24) * wgt
        }
        return acc
    }
}
