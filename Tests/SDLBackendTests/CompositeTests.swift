import Foundation
import SDLBackend
import ViewKit
import XCTest

final class CompositeTests: XCTestCase {
    func testGroupOpacityHalvesIntensity() throws {
        let canvas = try Fixture.canvas(60, 60)
        let rect = CGRect(x: 10, y: 10, width: 40, height: 40)
        try canvas.draw(
            Fixture.list(
                60, 60,
                [
                    .beginGroup(rect: rect, cornerRadius: 0, state: DrawState(opacity: 0.5)),
                    .fill(rect: rect, cornerRadius: 0, color: .white, state: DrawState()),
                    .fill(
                        rect: rect.insetBy(dx: 10, dy: 10), cornerRadius: 0,
                        color: Color(red: 1, green: 0, blue: 0), state: DrawState()),
                    .endGroup,
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertTrue((125...130).contains(bmp.red(12, 12)), "white at half opacity, got \(bmp.red(12, 12))")
        XCTAssertTrue((125...130).contains(bmp.red(30, 30)), "red at half opacity, got \(bmp.px(30, 30))")
        XCTAssertEqual(bmp.px(30, 30).g, 0)
        XCTAssertEqual(bmp.red(5, 5), 0, "outside the group is untouched")
    }

    func testRoundedGroupCornersAreAntiAliased() throws {
        let canvas = try Fixture.canvas(80, 80)
        let rect = CGRect(x: 10, y: 10, width: 60, height: 60)
        try canvas.draw(
            Fixture.list(
                80, 80,
                [
                    .beginGroup(rect: rect, cornerRadius: 16, state: DrawState()),
                    .fill(
                        rect: CGRect(x: 0, y: 0, width: 80, height: 80), cornerRadius: 0,
                        color: .white, state: DrawState()),
                    .endGroup,
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertEqual(bmp.red(10, 10), 0, "the corner is clipped away")
        XCTAssertEqual(bmp.red(9, 40), 0, "the group clips its content to its rect")
        XCTAssertEqual(bmp.red(40, 40), 255)
        XCTAssertEqual(bmp.red(10, 40), 255, "straight edges are exact")
        var partial = 0
        for y in 10..<26 { for x in 10..<26 where (1...254).contains(bmp.red(x, y)) { partial += 1 } }
        XCTAssertGreaterThanOrEqual(partial, 10, "the clipped corner is anti-aliased")
        // Every corner matches the top-left one, mirrored.
        for y in 10..<26 { for x in 10..<26 { XCTAssertEqual(bmp.red(x, y), bmp.red(79 - x, 79 - y)) } }
    }

    func testNestedGroupsComposite() throws {
        let canvas = try Fixture.canvas(60, 60)
        let outer = CGRect(x: 0, y: 0, width: 60, height: 60), inner = CGRect(x: 20, y: 20, width: 20, height: 20)
        try canvas.draw(
            Fixture.list(
                60, 60,
                [
                    .beginGroup(rect: outer, cornerRadius: 0, state: DrawState(opacity: 0.5)),
                    .fill(rect: outer, cornerRadius: 0, color: .white, state: DrawState()),
                    .beginGroup(rect: inner, cornerRadius: 0, state: DrawState(opacity: 0.5)),
                    .fill(rect: inner, cornerRadius: 0, color: .black, state: DrawState()),
                    .endGroup, .endGroup,
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertTrue((125...130).contains(bmp.red(5, 5)), "outer at half, got \(bmp.red(5, 5))")
        XCTAssertTrue(
            (62...66).contains(bmp.red(30, 30)), "inner black at half over white, then half, got \(bmp.red(30, 30))")
    }

    func testImageIsFilteredWhenScaledUp() throws {
        let canvas = try Fixture.canvas(40, 40)
        let checker = Bitmap(
            width: 2, height: 2,
            pixels: [
                255, 255, 255, 255, 0, 0, 0, 255,
                0, 0, 0, 255, 255, 255, 255, 255,
            ])
        let image = Image(bitmap: checker, name: "checker")
        try canvas.draw(
            Fixture.list(
                40, 40,
                [
                    .image(
                        image, source: CGRect(x: 0, y: 0, width: 2, height: 2),
                        rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 0,
                        state: DrawState())
                ]))
        let bmp = try canvas.snapshot()
        let row = (0..<40).map { bmp.red($0, 10) }
        XCTAssertGreaterThan(row.filter { (20...235).contains($0) }.count, 5, "linear filtering blends, row: \(row)")
        XCTAssertGreaterThan(bmp.red(2, 2), 200, "the white cell stays light")
        XCTAssertLessThan(bmp.red(37, 2), 55, "the black cell stays dark")
    }

    func testRoundedImageCornersMatchTheImage() throws {
        let canvas = try Fixture.canvas(60, 60)
        let image = Image(bitmap: Bitmap(width: 30, height: 30, fill: Color(red: 0, green: 1, blue: 0)), name: "green")
        try canvas.draw(
            Fixture.list(
                60, 60,
                [
                    .image(
                        image, source: CGRect(x: 0, y: 0, width: 30, height: 30),
                        rect: CGRect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 12,
                        state: DrawState())
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertEqual(bmp.px(5, 5).g, 0, "corner clipped")
        XCTAssertEqual(bmp.px(30, 30).g, 255)
        XCTAssertEqual(bmp.px(5, 30).g, 255, "straight edge exact")
        XCTAssertEqual(bmp.px(12, 12).g, 255, "inside the arc is the image")
        var partial = 0
        for y in 5..<17 { for x in 5..<17 where (1...254).contains(bmp.px(x, y).g) { partial += 1 } }
        XCTAssertGreaterThanOrEqual(partial, 6, "corner anti-aliased")
    }
}
