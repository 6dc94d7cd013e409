import ViewKit
import XCTest

/// The harness itself: a plain animated presentation settles consistent.
final class HarnessTests: XCTestCase {
    func testADefaultPresentationSettlesConsistent() {
        let harness = TransitionHarness(root: ViewController())
        let presented = ViewController()
        harness.root.present(presented, animated: true)
        XCTAssertTrue(harness.coordinator.isTransitioning)
        harness.settle()
        XCTAssertTrue(harness.root.presentedViewController === presented)
        harness.assertConsistent()
    }
}
