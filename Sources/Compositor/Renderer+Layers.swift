import CCairo
import Foundation

/// Layer creation and upload. CPU pixel buffers are straight-alpha ARGB8888 as native UInt32
/// words, as the decoders give them; layers hold them premultiplied.
extension Renderer {
    /// A new transparent layer of `w`×`h` pixels; not `zeroed`, one whose pixels may be those a
    /// layer that went left (see `Layer.init(width:height:recycler:room:zeroed:)`).
    func makeLayer(_ w: Int, _ h: Int, room: Int = 0, zeroed: Bool = true) throws -> Layer {
        guard let layer = Layer(width: max(1, w), height: max(1, h), recycler: recycler, room: room, zeroed: zeroed)
        else {
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

    /// The anti-aliased circle of diameter 2r pixels, as coverage, whose quadrants are rounded
    /// corners' coverage. Cairo's arc makes one quadrant; the others are its mirror images, and
    /// it is averaged with its own transpose, so every corner of a shape is exactly the same and
    /// a circle exactly symmetric (cairo's rasteriser samples the two axes differently).
    func cornerCircle(_ r: Int) throws -> Layer {
        caches.radiusUse[r] = frame
        if let circle = caches.corners[r] { return circle }
        guard let quadrant = Layer(width: r, height: r, mask: true),
            let circle = Layer(width: 2 * r, height: 2 * r, mask: true)
        else {
            throw SDLBackendError.sdl(call: "pixman_image_create_bits(\(2 * r)×\(2 * r), a8)", reason: "out of memory")
        }
        PixelCanvas.withCairo(on: quadrant) { cr in
            cairo_arc(cr, Double(r), Double(r), Double(r), 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        let q = UnsafeMutableRawPointer(quadrant.bits).assumingMemoryBound(to: UInt8.self)
        let c = UnsafeMutableRawPointer(circle.bits).assumingMemoryBound(to: UInt8.self)
        let side = 2 * r - 1
        for y in 0..<r {
            for x in 0..<r {
                let v = UInt8((UInt16(q[y * quadrant.rowBytes + x]) + UInt16(q[x * quadrant.rowBytes + y]) + 1) / 2)
                for (cx, cy) in [(x, y), (side - x, y), (x, side - y), (side - x, side - y)] {
                    c[cy * circle.rowBytes + cx] = v
                }
            }
        }
        stats.texturesCreated += 1
        caches.corners[r] = circle
        return circle
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
