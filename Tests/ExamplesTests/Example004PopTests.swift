import XCTest

@testable import Example004Pop

/// Seed 004's pop, ported: Second pops the page in, Close shrinks it away, and the first screen
/// is back in its place afterwards.
final class Example004PopTests: XCTestCase {
    func testThePopMatchesItsGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example004Pop", shots: 5) { Example004Pop.ViewController() }
    }
}
