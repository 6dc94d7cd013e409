import ViewKit
import XCTest

/// Asserts two points are equal to within `accuracy` points on each axis.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual(
    _ a: CGPoint, _ b: CGPoint, accuracy: CGFloat,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if abs(a.x - b.x) > accuracy || abs(a.y - b.y) > accuracy {
        XCTFail("\(a) is not \(b) (±\(accuracy)) \(message())", file: file, line: line)
    }
}

/// Asserts two sizes are equal to within `accuracy` points in each dimension.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual(
    _ a: CGSize, _ b: CGSize, accuracy: CGFloat,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if abs(a.width - b.width) > accuracy || abs(a.height - b.height) > accuracy {
        XCTFail("\(a) is not \(b) (±\(accuracy)) \(message())", file: file, line: line)
    }
}

/// Asserts two rects have the same origin and size to within `accuracy` points.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertEqual(
    _ a: CGRect, _ b: CGRect, accuracy: CGFloat,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let off = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].map(abs).max()!
    if off > accuracy {
        XCTFail("\(a) is not \(b) (±\(accuracy)) \(message())", file: file, line: line)
    }
}

/// Asserts two multi-line strings are equal; on failure it names the first differing line
/// and prints both in full, which reads better than XCTAssertEqual's one-line diff for dumps.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func XCTAssertLines(
    _ actual: String, _ expected: String,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard actual != expected else { return }
    let a = actual.components(separatedBy: "\n"), e = expected.components(separatedBy: "\n")
    let first = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
    XCTFail(
        """
        \(message()) differs at line \(first + 1)
        --- expected ---
        \(expected)
        --- actual ---
        \(actual)
        """, file: file, line: line)
}
