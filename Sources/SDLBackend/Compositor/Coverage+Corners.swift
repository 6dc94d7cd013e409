extension Coverage {
    /// Multiplies the premultiplied pixels of `out`, held from `pixels` (0, 0) with rows
    /// `rowWords` apart, by the rounded-rect coverage of `px` (radius `radius` pixels). Only the
    /// corner rows are touched.
    static func maskCorners(
        _ pixels: UnsafeMutablePointer<UInt32>, rowWords: Int, out: PixelRect, px: PixelRect, quarter q: [Float],
        radius rad: Int
    ) {
        guard rad > 0 else { return }
        for y in 0..<out.height {
            let gy = out.y + y - px.y
            let cy = gy < rad ? gy : (gy >= px.height - rad ? px.height - 1 - gy : -1)
            guard cy >= 0 else { continue }
            let row = pixels + y * rowWords
            for x in 0..<out.width {
                let gx = out.x + x - px.x
                let cx = gx < rad ? gx : (gx >= px.width - rad ? px.width - 1 - gx : -1)
                guard cx >= 0 else { continue }
                let k = UInt32((q[cy * rad + cx] * 256).rounded()), p = row[x]
                let rb = (((p & 0x00FF_00FF) * k) >> 8) & 0x00FF_00FF
                let ag = (((p >> 8) & 0x00FF_00FF) * k) & 0xFF00_FF00
                row[x] = rb | ag
            }
        }
    }
}
