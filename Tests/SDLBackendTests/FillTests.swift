import Foundation
import SDLBackend
import ViewKit
import XCTest

final class FillTests: XCTestCase {
    func testRoundedRectHasSmoothCornersAndExactStraightEdges() throws {
        let canvas = try Fixture.canvas(100, 80)
        // Fractional edges snap to pixels 10…69 × 11…50.
        try canvas.draw(
            Fixture.list(
                100, 80,
                [
                    .fill(
                        rect: CGRect(x: 10.3, y: 10.6, width: 59.6, height: 40),
                        cornerRadius: 10, color: .white, state: DrawState())
                ]))
        let bmp = try canvas.snapshot()
        let mid = 31
        for x in 10...69 { XCTAssertEqual(bmp.red(x, mid), 255, "middle row must be solid at x=\(x)") }
        XCTAssertEqual(bmp.red(9, mid), 0)
        XCTAssertEqual(bmp.red(70, mid), 0)
        for y in 21...40 { XCTAssertEqual(bmp.red(10, y), 255, "left edge must be solid at y=\(y)") }
        // The arc of the top-left corner passes through partly covered pixels.
        var partial = 0
        for y in 11..<21 { for x in 10..<20 where (1...254).contains(bmp.red(x, y)) { partial += 1 } }
        XCTAssertGreaterThanOrEqual(partial, 8, "corner should be anti-aliased")
        XCTAssertEqual(bmp.red(10, 11), 0, "the very corner pixel lies outside the arc")
        XCTAssertEqual(bmp.red(15, 16), 255, "inside the arc is solid")
    }

    func testCircleIsSymmetric() throws {
        let canvas = try Fixture.canvas(40, 40)
        try canvas.draw(
            Fixture.list(
                40, 40,
                [
                    .fill(
                        rect: CGRect(x: 5, y: 5, width: 30, height: 30), cornerRadius: 15,
                        color: .white, state: DrawState())
                ]))
        let bmp = try canvas.snapshot()
        for y in 5..<35 {
            for x in 5..<35 {
                XCTAssertEqual(bmp.red(x, y), bmp.red(39 - x, y), "mirror x at \(x),\(y)")
                XCTAssertEqual(bmp.red(x, y), bmp.red(x, 39 - y), "mirror y at \(x),\(y)")
                XCTAssertEqual(bmp.red(x, y), bmp.red(y, x), "diagonal at \(x),\(y)")
            }
        }
        XCTAssertEqual(bmp.red(20, 7), 255, "just inside the top of the circle is covered")
        XCTAssertTrue((200...254).contains(bmp.red(20, 5)), "the topmost pixel is mostly covered")
        XCTAssertEqual(bmp.red(5, 5), 0, "the bounding box corner is not")
    }

    func testRotatedRectIsAntiAliased() throws {
        let canvas = try Fixture.canvas(40, 40)
        let t = CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 20, y: 20))
        try canvas.draw(
            Fixture.list(
                40, 40,
                [
                    .fill(
                        rect: CGRect(x: -12, y: -3, width: 24, height: 6), cornerRadius: 1,
                        color: .white, state: DrawState(transform: t))
                ]))
        let bmp = try canvas.snapshot()
        XCTAssertEqual(bmp.red(20, 20), 255, "centre is solid")
        XCTAssertEqual(bmp.red(27, 13), 0, "off the bar is empty")
        var partial = 0
        for y in 0..<40 { for x in 0..<40 where (1...254).contains(bmp.red(x, y)) { partial += 1 } }
        XCTAssertGreaterThan(partial, 20, "the edges should have a soft fringe")
    }

    func testHairlineSeparatorStaysVisible() throws {
        let canvas = try Fixture.canvas(20, 20)
        try canvas.draw(
            Fixture.list(
                20, 20,
                [
                    .fill(
                        rect: CGRect(x: 0, y: 10.6, width: 20, height: 0.5), cornerRadius: 0,
                        color: .white, state: DrawState())
                ]))
        let bmp = try canvas.snapshot()
        let column = (0..<20).map { bmp.red(5, $0) }
        XCTAssertEqual(column.filter { $0 > 0 }.count, 1, "a 0.5-point line is one pixel at 1×")
        XCTAssertTrue((100...155).contains(column.max()!), "drawn at about half intensity, got \(column.max()!)")
    }

    func testUnbalancedGroupsThrow() throws {
        let canvas = try Fixture.canvas(10, 10)
        let list = Fixture.list(
            10, 10,
            [
                .beginGroup(
                    rect: CGRect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0,
                    state: DrawState())
            ])
        XCTAssertThrowsError(try canvas.draw(list)) { error in
            XCTAssertTrue("\(error)".contains("unbalanced"), "\(error)")
        }
    }
}
