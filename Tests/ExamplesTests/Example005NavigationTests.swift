import ViewKit
import XCTest

@testable import Example005Navigation

/// A UIKit-style navigation app: the list pushes a colour's page with the app's own animator
/// from the navigation delegate, and the back swipe drives that animator's pop.
final class Example005NavigationTests: XCTestCase {
    func testThePushAndTheBackSwipeMatchTheirGoldens() throws {
        try ExamplePlayer.checkGoldens(example: "Example005Navigation", shots: 5) {
            Example005Navigation.ColorsNavigationController()
        }
    }
}
