import Foundation

/// Layer creation and upload. CPU pixel buffers are straight-alpha ARGB8888 as native UInt32
/// words, as the decoders give them; layers hold them premultiplied.
extension Renderer {
    /// A new transparent layer of `w`×`h` pixels.
    func makeLayer(_ w: Int, _ h: Int) throws -> Layer {
        guard let layer = Layer(width: max(1, w), height: max(1, h)) else {
            throw SDLBackendError.sdl(call: "pixman_image_create_bits(\(w)×\(h))", reason: "out of memory")
        }
        stats.texturesCreated += 1
        return layer
    }

    /// A new layer holding straight-alpha `pixels`, `w` words a row.
    func layer(from pixels: [UInt32], _ w: Int, _ h: Int) throws -> Layer {
        let layer = try makeLayer(w, h)
        pixels.withUnsafeBytes { layer.store(straight: $0.baseAddress!, pitch: w * 4) }
        return layer
    }

    /// White pixels whose alpha is `coverage` (0…1), to draw colours through.
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
    func cornerCircle(_ r: Int) throws -> Layer {
        caches.radiusUse[r] = frame
        if let t = caches.corners[r] { return t }
        let cov = Coverage.roundedRect(width: 2 * r, height: 2 * r, radius: r, quarter: quarter(r))
        let t = try layer(from: Renderer.whitePixels(cov), 2 * r, 2 * r)
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
}
