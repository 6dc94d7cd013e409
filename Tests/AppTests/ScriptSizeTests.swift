import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// A script's `size W H` line: the window's size for that script alone, which the screenshot
/// scenarios use to show a screen in a window of another shape.
final class ScriptSizeTests: XCTestCase {
    func testASizeLineGivesTheScriptsWindowSize() throws {
        let script = try InputScript(
            text: "size 800 600\nscene photos\nshot wide\n", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(script.size, SurfaceSize(width: 800, height: 600))
        XCTAssertEqual(script.scene, "photos")
        XCTAssertEqual(script.steps.map(\.command), [.shot("wide")])
        XCTAssertNil(try InputScript(text: "shot plain", sourceName: "t.txt", scenes: SegueDemo.sceneNames).size)
        let before = try InputScript(
            text: "scene home\nsize 1 8192\n", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(before.size, SurfaceSize(width: 1, height: 8192))
    }

    func testABadSizeLineNamesTheLineAndTheCause() {
        let cases: [(String, String)] = [
            ("size 800", "t.txt:1: expected size's height (points), found the end of the line"),
            ("size", "t.txt:1: expected size's width (points), found the end of the line"),
            ("size 0 600", "t.txt:1: size's width (points) must be a whole number within 1…8192, found '0'"),
            ("size 800 600.5", "t.txt:1: size's height (points) must be a whole number within 1…8192, found '600.5'"),
            ("size 9000 600", "t.txt:1: size's width (points) must be a whole number within 1…8192, found '9000'"),
            ("size wide 600", "t.txt:1: expected size's width (points), found 'wide'"),
            ("size 800 600 2", "t.txt:1: unexpected '2' at the end of the line"),
            ("tap 1 1\nsize 800 600", "t.txt:2: 'size' must come before any other command but 'scene', without a time"),
            ("0.5 size 800 600", "t.txt:1: 'size' must come before any other command but 'scene', without a time"),
            ("size 800 600\nsize 390 844", "t.txt:2: 'size' may be given once; found a second"),
            (
                "header version=0.10.0 size=390x844 scale=1 scene=home\nsize 800 600",
                "t.txt:2: the header already gives the size"
            ),
            ("size 800 600\nheader version=0.10.0 size=390x844 scale=1 scene=home", "t.txt:2: 'header' must be"),
        ]
        assertParseErrors(cases)
    }

    func testAFileGivesTheSameSizeAsTheText() throws {
        let out = SegueProcess.temporaryDirectory("script-size")
        let path = out.appendingPathComponent("wide.txt").path
        try "size 800 600\nscene home\nshot wide\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            try ScriptFile(path: path, scenes: SegueDemo.sceneNames).size, SurfaceSize(width: 800, height: 600))
        XCTAssertEqual(
            try InputScript(contentsOfFile: path, scenes: SegueDemo.sceneNames).size,
            SurfaceSize(width: 800, height: 600))
    }

    /// A size too large for the scale is only known once the scale is: the run names the file.
    func testASizeTooManyPixelsAtTheScaleFailsNamingTheScript() throws {
        let out = SegueProcess.temporaryDirectory("script-size-scale")
        let path = out.appendingPathComponent("huge.txt").path
        try "size 5000 600\nshot huge\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["run-script", path, "--out", out.path, "--scale", "2"])
        XCTAssertEqual(result.status, 2, result.stderr)
        let expected = "\(path): its size 5000x600 at scale 2 is 10000 pixels a side; each side may be at most 8192"
        XCTAssertTrue(result.stderr.contains(expected), result.stderr)
    }
}
