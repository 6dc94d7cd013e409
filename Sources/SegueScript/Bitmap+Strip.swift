import ViewKit

extension Bitmap {
    /// `frames` side by side, left to right, top-aligned; a shorter frame leaves transparent
    /// pixels under it. Frames differ in size only when the window was resized between them.
    static func sideBySide(_ frames: [Bitmap]) -> Bitmap {
        let width = frames.reduce(0) { $0 + $1.width }
        let height = frames.map(\.height).max() ?? 0
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var left = 0
        for frame in frames {
            for row in 0..<frame.height {
                let source = row * frame.width * 4
                let target = (row * width + left) * 4
                pixels.replaceSubrange(
                    target..<target + frame.width * 4,
                    with: frame.pixels[source..<source + frame.width * 4])
            }
            left += frame.width
        }
        return Bitmap(
            width: max(width, 1), height: max(height, 1),
            pixels: width * height > 0 ? pixels : [0, 0, 0, 0])
    }
}
