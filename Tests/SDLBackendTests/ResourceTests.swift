import Foundation
import ViewKit
import XCTest

@testable import SDLBackend

final class ResourceTests: XCTestCase {
    func testPixelsRoundTripThroughPNG() throws {
        let canvas = try Fixture.canvas(16, 8)
        try canvas.draw(
            Fixture.list(
                16, 8,
                [
                    .fill(
                        rect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 0,
                        color: Color(red: 1, green: 0.5, blue: 0.25), state: DrawState())
                ]))
        let shot = try canvas.snapshot()
        XCTAssertEqual(shot.px(2, 2).r, 255)
        XCTAssertEqual(shot.px(2, 2).g, 128)
        let path = Fixture.tempPath("roundtrip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try writePNG(shot, to: path)
        let back = try ImageLoader().loadBitmap(path)
        XCTAssertEqual(back.width, 16)
        XCTAssertEqual(back.height, 8)
        XCTAssertEqual(back.pixels, shot.pixels)
    }

    func testWritingToAMissingDirectoryNamesThePath() {
        let bmp = Bitmap(width: 1, height: 1, fill: .white)
        XCTAssertThrowsError(try writePNG(bmp, to: "/nonexistent-dir/x.png")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-dir/x.png"), "\(error)")
        }
    }

    func testMissingFontDirectoryErrorNamesThePath() {
        XCTAssertThrowsError(try FontLibrary(directory: "/no/such/fonts")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("/no/such/fonts"), text)
            XCTAssertTrue(text.contains("--resources"), text)
        }
    }

    func testMissingImageFileThrows() {
        XCTAssertThrowsError(try ImageLoader().loadBitmap("/no/such/photo.jpg")) { error in
            XCTAssertTrue("\(error)".contains("/no/such/photo.jpg"), "\(error)")
        }
    }

    func testCorruptImageGivesAPlaceholder() throws {
        let path = Fixture.tempPath("corrupt.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("this is not a jpeg".utf8).write(to: URL(fileURLWithPath: path))
        let bmp = try ImageLoader().loadBitmap(path)
        XCTAssertEqual(bmp.width, 200)
        XCTAssertEqual(bmp.height, 200)
        XCTAssertEqual(bmp.red(5, 5), 230, "light grey background")
        let dark = (0..<200).filter { bmp.red($0, 100) < 200 }.count
        XCTAssertGreaterThan(dark, 4, "a darker broken-image mark")
    }

    func testFontMeasuresWidthInPoints() throws {
        let fonts = try FontLibrary(directory: Fixture.fontsDirectory)
        let small = fonts.width(of: "Hello", font: Font(size: 10)), big = fonts.width(of: "Hello", font: Font(size: 20))
        XCTAssertGreaterThan(small, 15)
        XCTAssertEqual(big / small, 2, accuracy: 0.1)
        XCTAssertGreaterThan(fonts.width(of: "Hello", font: Font(size: 20, weight: .heavy)), big, "heavy is wider")
        let m = fonts.metrics(of: Font(size: 20))
        XCTAssertEqual(m.ascent, 19.4, accuracy: 1.5)
        XCTAssertGreaterThan(m.descent, 2)
        XCTAssertGreaterThanOrEqual(m.lineHeight, m.ascent + m.descent - 0.5)
    }

    /// Every JPEG under Resources/Images is sequential (its frame marker SOF0 or SOF1), not
    /// progressive (SOF2): libjpeg holds a progressive file's coefficients for the whole image
    /// while it decodes (4.2 MB for the 1200×1200 photo-04, against 74 KB for it sequential).
    func testBundledJPEGsAreSequential() throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/Images")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: images, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "jpg" }
        XCTAssertEqual(files.count, 21, "the demo's 16 photos and 5 cards")
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let marker = ImageHeader.jpegFrame(bytes)?.marker
            XCTAssertTrue(
                marker == 0xC0 || marker == 0xC1,
                "\(file.lastPathComponent): marker \(marker.map(String.init) ?? "none")")
        }
    }
}
