import CSDL2

extension Coverage {
    /// Multiplies the pixels of `out`, held from `pixels` (0, 0) with rows `rowWords` apart, by
    /// the rounded-rect coverage of `px` (radius `radius` pixels). Straight-alpha words have
    /// their alpha scaled; premultiplied ones every channel. Only the corner rows are touched.
    static func maskCorners(
        _ pixels: UnsafeMutablePointer<UInt32>, rowWords: Int, out: SDL_Rect, px: SDL_Rect, quarter q: [Float],
        radius rad: Int, premultiplied: Bool
    ) {
        guard rad > 0 else { return }
        for y in 0..<Int(out.h) {
            let gy = Int(out.y) + y - Int(px.y)
            let cy = gy < rad ? gy : (gy >= Int(px.h) - rad ? Int(px.h) - 1 - gy : -1)
            guard cy >= 0 else { continue }
            let row = pixels + y * rowWords
            for x in 0..<Int(out.w) {
                let gx = Int(out.x) + x - Int(px.x)
                let cx = gx < rad ? gx : (gx >= Int(px.w) - rad ? Int(px.w) - 1 - gx : -1)
                guard cx >= 0 else { continue }
                let c = q[cy * rad + cx], p = row[x]
                if premultiplied {
                    let k = UInt32((c * 256).rounded())
                    let rb = (((p & 0x00FF_00FF) * k) >> 8) & 0x00FF_00FF
                    let ag = (((p >> 8) & 0x00FF_00FF) * k) & 0xFF00_FF00
                    row[x] = rb | ag
                } else {
                    let a = UInt32((Float(p >> 24) * c).rounded())
                    row[x] = (p & 0x00FF_FFFF) | (a << 24)
                }
            }
        }
    }
}
