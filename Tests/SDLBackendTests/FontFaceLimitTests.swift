import Foundation
import ViewKit
import XCTest

@testable import SDLBackend

/// `FontLibrary` keeps at most `openFaceLimit` faces open, closing the least recently used,
/// and remembers metrics, so a face is opened again only to measure or draw something new.
final class FontFaceLimitTests: XCTestCase {
    private func library() throws -> FontLibrary { try FontLibrary(directory: Fixture.fontsDirectory) }

    /// Twenty sizes of one weight: twenty faces, one per size.
    private let sizes: [CGFloat] = (0..<20).map { 10 + CGFloat($0) }

    func testNoMoreThanTheLimitStayOpen() throws {
        let fonts = try library()
        for size in sizes { _ = fonts.width(of: "Segue", font: Font(size: size)) }
        XCTAssertEqual(FontLibrary.openFaceLimit, 12)
        XCTAssertEqual(fonts.openFaces, 12)
        XCTAssertEqual(fonts.facesOpened, 20)
    }

    func testMetricsAreKeptSoLayoutOpensNoFaceAgain() throws {
        let fonts = try library()
        let first = sizes.map { fonts.metrics(of: Font(size: $0, weight: .semibold)) }
        let again = sizes.map { fonts.metrics(of: Font(size: $0, weight: .semibold)) }
        XCTAssertEqual(again, first)
        XCTAssertEqual(fonts.facesOpened, 20)
    }

    func testAFaceInUseStaysOpenAndAClosedOneMeasuresAsBefore() throws {
        let fonts = try library(), fresh = try library()
        let kept = Font(size: 17), closed = Font(size: 40)
        _ = fonts.width(of: "closed first", font: closed)
        for (index, size) in sizes.enumerated() {
            // A new string each time, so the width is measured, not remembered.
            _ = fonts.width(of: "kept \(index)", font: kept)
            _ = fonts.width(of: "Segue", font: Font(size: size, weight: .bold))
        }
        // The size used between every other was never closed; the first, unused since, was.
        XCTAssertEqual(fonts.facesOpened, 2 + sizes.count)
        XCTAssertEqual(fonts.width(of: "reopened", font: closed), fresh.width(of: "reopened", font: closed))
        XCTAssertEqual(fonts.facesOpened, 3 + sizes.count)
    }
}
