import SegueTestSupport
import ViewKit
import XCTest

/// ImageView placement per content mode, checked through the display-list dump
/// (`src` in image points, the rect in window points).
final class ImageViewTests: XCTestCase {
    private let red = Color(hex: 0xFF0000)
    private var window: Window!

    private func dump() -> String {
        let list = window.makeDisplayList()
        XCTAssertTrue(list.isBalanced)
        return list.dump
    }

    private func photo(width: Int = 200, height: Int = 100, scale: CGFloat = 1) -> Image {
        Image(bitmap: Bitmap(width: width, height: height, fill: red), scale: scale, name: "photo")
    }

    private func imageDump(
        _ image: Image, _ mode: ContentMode, clips: Bool, radius: CGFloat = 0,
        frame: CGRect = CGRect(x: 20, y: 30, width: 100, height: 100)
    ) -> String {
        window = makeWindow()
        let view = ImageView(image: image)
        view.frame = frame
        view.contentMode = mode
        view.clipsToBounds = clips
        view.cornerRadius = radius
        window.addSubview(view)
        return dump()
    }

    func testAspectFillCropsTheSourceWhenClipping() {
        XCTAssertLines(
            imageDump(photo(), .scaleAspectFill, clips: true),
            "image \"photo\" src=[50,0 100x100] [20,30 100x100]")
        XCTAssertLines(
            imageDump(photo(), .scaleAspectFill, clips: true, radius: 10),
            "image \"photo\" src=[50,0 100x100] [20,30 100x100] r=10")
        XCTAssertLines(
            imageDump(photo(width: 100, height: 300), .scaleAspectFill, clips: true),
            "image \"photo\" src=[0,100 100x100] [20,30 100x100]")
        // Source rects are in image points: a 2× bitmap of 200 × 100 pixels is 100 × 50 points.
        XCTAssertLines(
            imageDump(
                photo(scale: 2), .scaleAspectFill, clips: true,
                frame: CGRect(x: 0, y: 0, width: 50, height: 50)),
            "image \"photo\" src=[25,0 50x50] [0,0 50x50]")
    }

    func testAspectFillOverflowsWithoutClipping() {
        XCTAssertLines(
            imageDump(photo(), .scaleAspectFill, clips: false),
            "image \"photo\" src=[0,0 200x100] [-30,30 200x100]")
    }

    func testOtherContentModes() {
        XCTAssertLines(
            imageDump(photo(), .scaleToFill, clips: false),
            "image \"photo\" src=[0,0 200x100] [20,30 100x100]")
        XCTAssertLines(
            imageDump(photo(), .scaleAspectFit, clips: false),
            "image \"photo\" src=[0,0 200x100] [20,55 100x50]")
        XCTAssertLines(
            imageDump(photo(), .center, clips: true),
            "image \"photo\" src=[50,0 100x100] [20,30 100x100]")
        XCTAssertLines(
            imageDump(photo(width: 40, height: 20), .center, clips: false),
            "image \"photo\" src=[0,0 40x20] [50,70 40x20]")
    }

    func testImageViewSizesToItsImage() {
        let view = ImageView(image: photo(scale: 2))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.sizeThatFits(.zero), CGSize(width: 100, height: 50))
        XCTAssertEqual(photo(scale: 2).pixelSize, CGSize(width: 200, height: 100))
    }
}
