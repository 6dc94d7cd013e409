import XCTest

@testable import Example002Card

/// Plays Tests/Scripts/Examples/Example002Card.txt on the port of seed 002 and compares its shots
/// with the goldens: the card opening, the detail, its pull-down mid-gesture and the card going home.
final class Example002CardTests: XCTestCase {
    func testExample002CardMatchesItsGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example002Card", shots: 7) { Example002Card.TodayView() }
    }
}
