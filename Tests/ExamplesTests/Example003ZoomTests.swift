import XCTest

@testable import Example003Zoom

/// Seed 003's zoom from a table row into the detail, and its instant way back.
final class Example003ZoomTests: XCTestCase {
    func testExample003ZoomMatchesItsGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example003Zoom", shots: 6) { Example003Zoom.FirstViewController() }
    }
}
