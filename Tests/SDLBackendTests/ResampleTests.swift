import Foundation
import ViewKit
import XCTest

@testable import SDLBackend

/// The area-averaging downscale a decoded photo is reduced with: the same bytes as the plain
/// one-channel-at-a-time loop it replaced, for RGBA and RGB rows, on sizes that do and do not
/// divide.
final class ResampleTests: XCTestCase {
    /// The loop `Resample.downscale` was until issue 38, kept as the reference it must equal.
    private func reference(
        _ input: [UInt8], width: Int, height: Int, bytesPerPixel: Int, toWidth w: Int, height h: Int
    ) -> [UInt8] {
        let pitch = width * bytesPerPixel
        let rowTable = Resample.weights(from: height, to: h), columnTable = Resample.weights(from: width, to: w)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        var sums = [Float](repeating: 0, count: width * 4)
        for y in 0..<h {
            for i in sums.indices { sums[i] = 0 }
            for (s, k) in rowTable[y] {
                let row = s * pitch
                for x in 0..<width {
                    let p = row + x * bytesPerPixel, o = x * 4
                    sums[o] += Float(input[p]) * k; sums[o + 1] += Float(input[p + 1]) * k
                    sums[o + 2] += Float(input[p + 2]) * k
                    sums[o + 3] += (bytesPerPixel == 4 ? Float(input[p + 3]) : 255) * k
                }
            }
            for x in 0..<w {
                var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (s, k) in columnTable[x] {
                    let p = s * 4
                    acc.0 += sums[p] * k; acc.1 += sums[p + 1] * k; acc.2 += sums[p + 2] * k; acc.3 += sums[p + 3] * k
                }
                let o = (y * w + x) * 4
                for (i, v) in [acc.0, acc.1, acc.2, acc.3].enumerated() {
                    out[o + i] = UInt8(max(0, min(255, v.rounded())))
                }
            }
        }
        return out
    }

    func testTheVectorLoopGivesTheReferenceBytes() {
        var generator = SystemRandomNumberGenerator()
        for (width, height, w, h) in [(97, 61, 40, 25), (64, 64, 16, 16), (301, 7, 100, 3), (50, 50, 49, 1)] {
            for bytesPerPixel in [3, 4] {
                let input = (0..<(width * height * bytesPerPixel)).map { _ in
                    UInt8.random(in: 0...255, using: &generator)
                }
                let made = input.withUnsafeBufferPointer {
                    Resample.downscale(
                        $0.baseAddress!, width: width, height: height, pitch: width * bytesPerPixel,
                        bytesPerPixel: bytesPerPixel, toWidth: w, height: h)
                }
                XCTAssertEqual([made.width, made.height], [w, h])
                XCTAssertEqual(
                    made.pixels,
                    reference(input, width: width, height: height, bytesPerPixel: bytesPerPixel, toWidth: w, height: h),
                    "\(width)×\(height) → \(w)×\(h), \(bytesPerPixel) bytes a pixel")
            }
        }
    }
}
