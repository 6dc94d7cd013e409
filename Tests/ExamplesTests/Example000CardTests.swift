import XCTest

@testable import Example000Card

/// Plays Tests/Scripts/Examples/Example000Card.txt on the port of seed 000 and compares its shots
/// with the goldens: the card opening, the detail, its pull-down mid-gesture and the card going home.
final class Example000CardTests: XCTestCase {
    func testExample000CardMatchesItsGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example000Card", shots: 7) { Example000Card.ListViewController() }
    }
}
