import XCTest

@testable import Example001SemiModal

/// Plays Tests/Scripts/Examples/Example001SemiModal.txt on the port of seed 001 and compares
/// its shots with Tests/Goldens/Examples/example001-*.png.
final class Example001SemiModalTests: XCTestCase {
    func testExample001SemiModalMatchesItsGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example001SemiModal", shots: 8) {
            Example001SemiModal.ViewController()
        }
    }
}
