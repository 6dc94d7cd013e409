import Foundation
import SegueScript
import SegueTesting
import ViewKit
import XCTest

@testable import Example004Pop

/// SegueTesting's accessibility queries (issue 37), as an app outside Segue uses them: the
/// seed-004 port's button found by its label and activated as a screen reader does, the page
/// it presents found in the tree (and nothing behind it), and the AT's escape closing it.
final class AccessibilityQueryTests: XCTestCase {
    private var out: URL!

    override func setUp() {
        out = FileManager.default.temporaryDirectory.appendingPathComponent("segue-a11y-query-\(UUID())")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: out) }

    func testFindActivateAndEscapeAsAScreenReaderDoes() throws {
        let session = try HeadlessSession(
            resources: ExamplePlayer.root.appendingPathComponent("Resources"), outputDirectory: out
        ) { _ in Example004Pop.ViewController() }
        try session.settle()
        let buttons = session.accessibilityElements(withTraits: .button)
        XCTAssertFalse(buttons.isEmpty, session.accessibilityTree.dump())
        let opener = try XCTUnwrap(buttons.first?.label, "the port's button has a label")
        XCTAssertNil(session.accessibilityElement(labeled: "No such thing"))
        XCTAssertThrowsError(try session.activateAccessibilityElement(labeled: "No such thing")) { error in
            XCTAssertTrue("\(error)".contains("no accessibility element labelled \"No such thing\""), "\(error)")
        }
        try session.activateAccessibilityElement(labeled: opener, traits: .button)
        let dialog = try XCTUnwrap(session.accessibilityTree.children.first)
        XCTAssertEqual(dialog.role, .dialog, session.accessibilityTree.dump())
        XCTAssertTrue(dialog.states.contains(.modal))
        XCTAssertNil(session.accessibilityElement(labeled: opener), "behind the page: out of reach")
        try session.performAccessibilityEscape()
        assertAccessibilityElement(session, labeled: opener, traits: .button)
        XCTAssertFalse(session.accessibilityTree.children.contains { $0.role == .dialog }, "closed")
    }
}
