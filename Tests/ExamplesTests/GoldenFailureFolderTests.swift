import Foundation
import SegueTesting
import XCTest

/// Issue 29: failed shots are kept in a folder of this test run's own, not one every run shares.
final class GoldenFailureFolderTests: XCTestCase {
    func testFailuresGoToAFolderOfThisRun() {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-failures")
        XCTAssertEqual(failureDirectory.deletingLastPathComponent().standardizedFileURL, parent.standardizedFileURL)
        XCTAssertTrue(
            failureDirectory.lastPathComponent.hasSuffix("-\(ProcessInfo.processInfo.processIdentifier)"),
            failureDirectory.path)
        // The run's start, to the second (ISO 8601 without colons), before the process id.
        XCTAssertEqual(failureDirectory.lastPathComponent.split(separator: "-").first?.count, 4, "the year")
    }
}
