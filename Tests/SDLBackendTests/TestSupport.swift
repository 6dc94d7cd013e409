import Foundation
import SDLBackend
import ViewKit
import XCTest

/// Shared helpers: a headless canvas, pixel access, and the fonts directory.
enum Fixture {
    /// The repository's fonts, or the system's Inter while the repository copy is absent.
    static var fontsDirectory: String {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/Fonts").path
        let ok = FileManager.default.fileExists(atPath: (repo as NSString).appendingPathComponent("Inter-Regular.otf"))
        return ok ? repo : "/usr/share/fonts/opentype/inter"
    }

    static func canvas(_ w: CGFloat, _ h: CGFloat, scale: CGFloat = 1, fonts: Bool = false) throws -> HeadlessCanvas {
        try HeadlessCanvas(
            size: CGSize(width: w, height: h), scale: scale, fonts: fonts ? FontLibrary(directory: fontsDirectory) : nil
        )
    }

    static func list(_ w: CGFloat, _ h: CGFloat, clear: Color = .black, _ ops: [DisplayOp]) -> DisplayList {
        DisplayList(size: CGSize(width: w, height: h), clearColor: clear, ops: ops)
    }

    /// A page under what a test moves (a kept prefix, a blur's backdrop): `background` over
    /// all of `size`, then `count` stripes `height` points high, one every `pitch` points from
    /// `top`, `inset` points in from each side, rounded by `radius`, in `colors` in turn.
    static func stripedPage(
        _ size: CGSize, background: Color, colors: [Color], count: Int, top: CGFloat = 0, pitch: CGFloat,
        height: CGFloat, inset: CGFloat = 0, radius: CGFloat = 0
    ) -> [DisplayOp] {
        let page = DisplayOp.fill(
            rect: CGRect(origin: .zero, size: size), cornerRadius: 0, color: background, state: DrawState())
        return [page]
            + (0..<count).map { stripe in
                .fill(
                    rect: CGRect(
                        x: inset, y: top + CGFloat(stripe) * pitch, width: size.width - 2 * inset, height: height),
                    cornerRadius: radius, color: colors[stripe % colors.count], state: DrawState())
            }
    }

    static func tempPath(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("sdlbackend-\(getpid())-\(name)")
    }
}

extension Bitmap {
    /// (r, g, b, a) at a pixel.
    func px(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }

    /// Red channel, enough for grey-scale scenes.
    func red(_ x: Int, _ y: Int) -> Int { px(x, y).r }
}
