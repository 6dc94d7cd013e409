import SDLBackend
import ViewKit

/// Compares shots with stored goldens pixel by pixel, and writes a diff image for each mismatch.
public struct GoldenChecker {
    public let goldens: URL
    /// Euclidean distance over 8-bit RGB above which a pixel counts as different.
    public let tolerance: Double
    public let loader: ImageLoader
    /// What a missing golden's message tells the reader to do to record it: the command
    /// line's flag by default; `HeadlessSession` names the environment variable instead.
    public var recordHint = "run again with --record-goldens to write it from this shot"

    public init(goldens: URL, tolerance: Double, loader: ImageLoader) {
        (self.goldens, self.tolerance, self.loader) = (goldens, tolerance, loader)
    }

    /// nil when the shot matches; otherwise a line saying why.
    public func check(_ shot: URL) -> String? {
        let name = shot.lastPathComponent
        let goldenPath = goldens.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: goldenPath) else {
            return "\(name): no golden at \(goldenPath) (\(recordHint))"
        }
        if shot.pathExtension == "txt" { return checkText(shot, against: goldenPath) }
        do {
            let actual = try loader.loadBitmap(shot.path)
            let expected = try loader.loadBitmap(goldenPath)
            guard actual.width == expected.width, actual.height == expected.height else {
                return "\(name): size \(actual.width)x\(actual.height) differs from the golden's "
                    + "\(expected.width)x\(expected.height)"
            }
            let (diff, count, worst) = GoldenChecker.compare(actual, expected, tolerance: tolerance)
            guard count > 0 else { return nil }
            let diffURL = shot.deletingPathExtension().appendingPathExtension("diff.png")
            try writePNG(diff, to: diffURL.path)
            let area = GoldenChecker.differingArea(diff).map { " within pixels \($0)" } ?? ""
            return
                "\(name): \(count) pixels differ by more than \(tolerance) (worst \(Int(worst)))\(area); "
                + "diff at \(diffURL.path)"
        } catch {
            return "\(name): \(error)"
        }
    }

    /// A text output (an accessibility tree): equal to its golden line for line, or the first
    /// line that differs.
    func checkText(_ shot: URL, against goldenPath: String) -> String? {
        let name = shot.lastPathComponent
        do {
            let actual = try String(contentsOf: shot, encoding: .utf8).components(separatedBy: "\n")
            let expected = try String(contentsOfFile: goldenPath, encoding: .utf8).components(separatedBy: "\n")
            guard actual != expected else { return nil }
            let line =
                zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actual.count, expected.count)
            let got = line < actual.count ? actual[line] : "(end of file)"
            let wanted = line < expected.count ? expected[line] : "(end of file)"
            return "\(name): line \(line + 1) is \"\(got)\", the golden's is \"\(wanted)\""
        } catch {
            return "\(name): \(error)"
        }
    }

    /// "x 12…40, y 300…318": the pixels the red of `diff` covers, nil when none is red.
    static func differingArea(_ diff: Bitmap) -> String? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let i = (y * diff.width + x) * 4
                guard diff.pixels[i] == 255, diff.pixels[i + 1] == 0, diff.pixels[i + 2] == 0 else { continue }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return maxX < 0 ? nil : "x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }

    /// The diff shows the golden dimmed, with differing pixels in red.
    public static func compare(_ a: Bitmap, _ b: Bitmap, tolerance: Double) -> (Bitmap, Int, Double) {
        var out = [UInt8](repeating: 255, count: a.pixels.count)
        var count = 0
        var worst = 0.0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    let dr = Double(pa[i]) - Double(pb[i]), dg = Double(pa[i + 1]) - Double(pb[i + 1])
                    let db = Double(pa[i + 2]) - Double(pb[i + 2]), da = Double(pa[i + 3]) - Double(pb[i + 3])
                    let distance = (dr * dr + dg * dg + db * db + da * da).squareRoot()
                    worst = max(worst, distance)
                    if distance > tolerance {
                        count += 1
                        (out[i], out[i + 1], out[i + 2]) = (255, 0, 0)
                    } else {
                        let grey = UInt8((Int(pb[i]) + Int(pb[i + 1]) + Int(pb[i + 2])) / 6 + 128)
                        (out[i], out[i + 1], out[i + 2]) = (grey, grey, grey)
                    }
                }
            }
        }
        return (Bitmap(width: a.width, height: a.height, pixels: out), count, worst)
    }
}
