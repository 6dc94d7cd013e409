import XCTest

/// Issue 20, HiDPI on X11 (Xvfb, xdotool, `segue record`): the desktop's scale (GDK_SCALE here)
/// opens the 390×844-point window at 780×1688 pixels, the pointer's pixels reach the app and the
/// recording as points, so the click lands on the card under it and the recording replays
/// headlessly to the same rest; `--scale` overrides the desktop.
final class WindowScaleTests: XCTestCase {
    func testAtGDKScaleTwoTheWindowIsTwiceItsPointsAndAClickLandsOnTheCardUnderIt() throws {
        let out = SegueProcess.temporaryDirectory("record-hidpi")
        let recording = out.appendingPathComponent("hidpi.txt")
        guard let live = try SegueProcess.recordLive(driver: "record-hidpi.sh", screen: "1000x1800", into: recording)
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertTrue(live.stdout.contains("window 780x1688 pixels"), live.stdout)
        try checkRecording(recording, scale: 2)

        try SegueProcess.assertReplaysToItsFinalState(recording, out: out)
    }

    func testScaleOneOverridesTheDesktopsTwo() throws {
        let out = SegueProcess.temporaryDirectory("record-scale-1")
        let recording = out.appendingPathComponent("scale-1.txt")
        guard
            let live = try SegueProcess.recordLive(
                driver: "record-hidpi.sh", screen: "1000x1800", into: recording, arguments: ["--scale", "1"])
        else { return }
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertTrue(live.stdout.contains("window 390x844 pixels"), live.stdout)
        try checkRecording(recording, scale: 1)
    }

    /// The header gives the window's points and scale, and the click on the first card was
    /// recorded at (200, 300) points, which opened it.
    private func checkRecording(_ recording: URL, scale: Int, line: UInt = #line) throws {
        let lines = try String(contentsOf: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[1].hasSuffix(" size=390x844 scale=\(scale) scene=home"), lines[1], line: line)
        let presses = lines.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
            .filter { $0.hasPrefix("down ") || $0.hasPrefix("up ") }
        XCTAssertEqual(presses, ["down 200 300", "up 200 300"], line: line)
        let final = try XCTUnwrap(lines.last)
        XCTAssertTrue(final.contains(" final tab=today presented=TodayDetailViewController "), final, line: line)
    }

    /// Checked before any display is looked for: the error names the option and what it takes.
    func testABadScaleNamesItsCause() throws {
        let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]
        for bad in ["0", "-1", "nan", "inf", "1.25", "4"] {
            for command in ["open", "record"] {
                let arguments =
                    command == "record" ? ["record", "/dev/null", "--scale=\(bad)"] : ["open", "--scale=\(bad)"]
                let result = try SegueProcess.run(arguments, environment: noDisplay)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
                XCTAssertTrue(
                    result.stderr.contains("--scale must be 1, 1.5, 2, 2.5 or 3 pixels per point"),
                    "\(arguments): \(result.stderr)")
            }
        }
        let word = try SegueProcess.run(["open", "--scale", "abc"], environment: noDisplay)
        XCTAssertEqual(word.status, 2, word.stderr)
        XCTAssertTrue(word.stderr.contains("The value 'abc' is invalid for '--scale <scale>'"), word.stderr)
        let huge = try SegueProcess.run(["open", "--size", "4000x3000", "--scale", "3"], environment: noDisplay)
        XCTAssertEqual(huge.status, 2, huge.stderr)
        XCTAssertTrue(
            huge.stderr.contains(
                "--size 4000x3000 at --scale 3 is 12000 pixels on its longer side; each side may be at most 8192"),
            huge.stderr)
    }
}
