import Foundation
import XCTest

/// The Photos grid and the Today list prefetch what is about to scroll on
/// (`CollectionView.prefetchDataSource`, `TableView.prefetchDataSource`): the bench's
/// scroll-photos and scroll-today scenarios flick them over rows they have not shown, and no
/// frame of either decodes a picture. Before, each new row's pictures were decoded in the frame
/// that first drew them: for the grid at 2×, 120 ms and "2 image decodes" in the slowest frame;
/// for the list, 45 ms and "1 image decode".
final class ScrollPrefetchTests: XCTestCase {
    private func slowestFrameWork(of scenario: String) throws -> String {
        let result = try SegueProcess.run(["bench", "--scenario", scenario, "--json"], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let report = try XCTUnwrap((json["scenarios"] as? [[String: Any]])?.first)
        XCTAssertEqual(report["name"] as? String, scenario)
        return try XCTUnwrap(report["slowest_frame_work"] as? String)
    }

    func testNoFrameOfTheGridsScrollDecodesAPhoto() throws {
        let slowest = try slowestFrameWork(of: "scroll-photos")
        XCTAssertFalse(slowest.contains("decode"), "the slowest frame decoded: \(slowest)")
    }

    func testNoFrameOfTheTodayListsScrollDecodesACard() throws {
        let slowest = try slowestFrameWork(of: "scroll-today")
        XCTAssertFalse(slowest.contains("decode"), "the slowest frame decoded: \(slowest)")
    }
}
