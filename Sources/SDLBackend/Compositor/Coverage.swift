import Foundation

/// CPU-side coverage maths for anti-aliased shapes. Everything here works in pixels and
/// runs only when a cache misses, never per frame for static content.
enum Coverage {
    /// Area coverage (0…1) of each pixel of the top-left quarter of a circle of radius `r`
    /// pixels centred at (r, r): row-major `r`×`r`. Exact vertically, 16 sub-columns across.
    static func quarterCircle(radius r: Int) -> [Float] {
        guard r > 0 else { return [] }
        let rr = Double(r), steps = 16
        var out = [Float](repeating: 0, count: r * r)
        for i in 0..<r {
            // Half-chord heights at the sub-columns of pixel column i.
            var tops = [Double](repeating: 0, count: steps)
            for k in 0..<steps {
                let dx = rr - (Double(i) + (Double(k) + 0.5) / Double(steps))
                tops[k] = rr - (max(0, rr * rr - dx * dx)).squareRoot()
            }
            for j in 0..<r {
                var sum = 0.0
                for top in tops { sum += min(1, max(0, Double(j + 1) - top)) }
                out[j * r + i] = Float(sum / Double(steps))
            }
        }
        // Sampling is exact vertically but not across; averaging with the transpose makes the
        // corner exactly symmetric about its diagonal, as a circle should be.
        for j in 0..<r {
            for i in (j + 1)..<max(j + 1, r) {
                let m = (out[j * r + i] + out[i * r + j]) / 2
                out[j * r + i] = m; out[i * r + j] = m
            }
        }
        return out
    }

    /// Coverage of a `w`×`h` pixel rounded rect with integer corner radius `r`, row-major.
    static func roundedRect(width w: Int, height h: Int, radius r: Int, quarter q: [Float]) -> [Float] {
        var out = [Float](repeating: 1, count: w * h)
        guard r > 0 else { return out }
        for j in 0..<r {
            for i in 0..<r {
                let c = q[j * r + i]
                out[j * w + i] = c
                out[j * w + (w - 1 - i)] = c
                out[(h - 1 - j) * w + i] = c
                out[(h - 1 - j) * w + (w - 1 - i)] = c
            }
        }
        return out
    }

    /// Coverage of one corner of a rounded rect as seen from inside a square patch of side `r`:
    /// `corner` 0 = top-left, 1 = top-right, 2 = bottom-left, 3 = bottom-right.
    static func cornerPatch(_ q: [Float], radius r: Int, corner: Int) -> [Float] {
        var out = [Float](repeating: 0, count: r * r)
        for j in 0..<r {
            for i in 0..<r {
                let si = corner & 1 == 1 ? r - 1 - i : i
                let sj = corner & 2 == 2 ? r - 1 - j : j
                out[j * r + i] = q[sj * r + si]
            }
        }
        return out
    }
}
