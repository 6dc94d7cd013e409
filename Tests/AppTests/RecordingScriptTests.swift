import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// What `segue record` writes, read back: the header, timed events and the `final` line.
final class RecordingScriptTests: XCTestCase {
    func testARecordingParsesWithItsHeaderAndFinalState() throws {
        let script = try InputScript(
            text: """
                # Recorded by `segue record`
                header version=0.10.0 size=800x600 scale=2 scene=photos
                0.000582 resize 800 600 2
                1.204311 down 120 300
                1.204312 move 120 296
                4.5 final tab=photos presented=PhotoDetailViewController scroll=CollectionView:0:133,TodayScreen:0:299.714
                """, sourceName: "r.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(
            script.header,
            RecordingHeader(
                version: "0.10.0", size: SurfaceSize(width: 800, height: 600),
                scale: 2, scene: "photos"))
        XCTAssertEqual(script.scene, "photos", "the header gives the scene")
        XCTAssertEqual(script.steps.map(\.time), [0.000582, 1.204311, 1.204312, 4.5])
        let expected = FinalState(
            tab: "photos", presented: ["PhotoDetailViewController"],
            scrollOffsets: [
                .init(kind: "CollectionView", offset: CGPoint(x: 0, y: 133)),
                .init(kind: "TodayScreen", offset: CGPoint(x: 0, y: 299.714)),
            ])
        XCTAssertEqual(script.steps.last?.command, .expectFinal(expected))
        XCTAssertEqual(
            InputScript.Command.expectFinal(expected).reproLine,
            "final tab=photos presented=PhotoDetailViewController "
                + "scroll=CollectionView:0:133,TodayScreen:0:299.714", "it writes what it reads")
        XCTAssertEqual(script.header?.lineText, "header version=0.10.0 size=800x600 scale=2 scene=photos")
    }

    func testAnEmptyFinalStateRoundTrips() throws {
        let state = FinalState(tab: nil, presented: [], scrollOffsets: [])
        XCTAssertEqual(state.lineText, "tab=- presented=none scroll=none")
        let script = try InputScript(text: "final \(state.lineText)", sourceName: "r.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(script.steps.map(\.command), [.expectFinal(state)])
    }

    func testAnIdleStateLineParsesAndRoundTripsAnywhereBeforeTheFinalLine() throws {
        let state = FinalState(
            tab: "today", presented: [], scrollOffsets: [.init(kind: "TodayScreen", offset: CGPoint(x: 0, y: 12.5))])
        let script = try InputScript(
            text: "2.5 idle\n2.5 state \(state.lineText)\n3 down 10 10\n3.1 up 10 10\n4 final \(state.lineText)",
            sourceName: "r.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(script.steps[1].command, .expectState(state))
        XCTAssertEqual(script.steps[1].time, 2.5)
        XCTAssertEqual(
            InputScript.Command.expectState(state).reproLine, "state tab=today presented=none scroll=TodayScreen:0:12.5"
        )
        XCTAssertThrowsError(
            try InputScript(text: "state tab=today presented=none", sourceName: "t.txt", scenes: SegueDemo.sceneNames)
        ) { error in
            XCTAssertEqual("\(error)", "t.txt:1: state needs scroll=…")
        }
    }

    func testHeaderAndFinalErrorsNameTheLineAndTheCause() {
        let cases: [(String, String)] = [
            (
                "shot a\nheader version=1 size=1x1 scale=1 scene=home",
                "t.txt:2: 'header' must be the first command, once, without a time"
            ),
            (
                "scene home\nheader version=1 size=1x1 scale=1 scene=home",
                "t.txt:2: 'header' must be the first command, once, without a time"
            ),
            (
                "header version=1 size=1x1 scale=1 scene=home\nscene photos",
                "t.txt:2: the header already gives the scene"
            ),
            ("header version=1 size=1x1 scale=1", "t.txt:1: the header needs scene=…"),
            (
                "header version=1 size=0x5 scale=1 scene=home",
                "t.txt:1: the header's size must be WIDTHxHEIGHT within 1…8192 points, found '0x5'"
            ),
            (
                "header version=1 size=5000x10 scale=2 scene=home",
                "t.txt:1: the header's scale must be within 0.5…4 and keep each side within 8192 pixels, found '2'"
            ),
            ("header version=1 size=1x1 scale=1 scene=mars", "t.txt:1: unknown scene 'mars' in the header"),
            (
                "header colour=red",
                "t.txt:1: expected version=, size=, scale=, scene= or reduce-motion= in the header, found 'colour=red'"
            ),
            ("final tab=today presented=none", "t.txt:1: final needs scroll=…"),
            ("final tab=today presented=none scroll=Table:0", "t.txt:1: expected a scroll offset as KIND:X:Y"),
            ("final tab=today presented=none scroll=Table:0:nan", "t.txt:1: expected a scroll offset as KIND:X:Y"),
            ("final tab=a tab=b presented=none scroll=none", "t.txt:1: final gives tab= twice"),
            ("final size=1", "t.txt:1: unknown final field 'size'; expected tab, presented, scroll, stacks or focus"),
            (
                "final tab=- presented=none scroll=none stacks=2,0",
                "t.txt:1: expected stacks= as page counts 1…100000, found '0'"
            ),
            ("final tab=- presented=none scroll=none\ntap 1 1", "t.txt:2: 'final' must be the last command"),
        ]
        assertParseErrors(cases)
    }

    /// A recording's `stacks=` must be matched page for page; one made before stacks were
    /// recorded (no `stacks=`) is not checked for them.
    func testNavigationStackDepthsAreCheckedWhenRecorded() throws {
        func state(_ depths: [Int]?) -> FinalState {
            FinalState(tab: "settings", presented: [], scrollOffsets: [], stackDepths: depths)
        }
        XCTAssertEqual(state([3]).differences(from: state([3])), [])
        XCTAssertEqual(
            state([3]).differences(from: state([1])),
            ["the navigation stacks hold 1 page(s), the recording ended with 3"])
        XCTAssertEqual(state(nil).differences(from: state([1])), [], "an older recording says nothing of stacks")
        XCTAssertEqual(state([2, 1]).lineText, "tab=settings presented=none scroll=none stacks=2,1")
        XCTAssertEqual(state([]).lineText, "tab=settings presented=none scroll=none", "no stacks, no field")
        let parsed = try InputScript(
            text: "final tab=settings presented=none scroll=none stacks=4\n", sourceName: "t.txt",
            scenes: SegueDemo.sceneNames)
        guard case let .expectFinal(final)? = parsed.steps.last?.command else { return XCTFail("no final line") }
        XCTAssertEqual(final.stackDepths, [4])
    }

    func testFinalStatesMatchWithinHalfAPoint() {
        func state(_ y: CGFloat, tab: String = "today", presented: [String] = []) -> FinalState {
            FinalState(
                tab: tab, presented: presented, scrollOffsets: [.init(kind: "TodayScreen", offset: CGPoint(x: 0, y: y))]
            )
        }
        XCTAssertEqual(state(100).differences(from: state(100.5)), [], "0.5 pt is within")
        XCTAssertEqual(state(100).worstOffsetDifference(from: state(100.5)), 0.5)
        XCTAssertEqual(
            state(100).differences(from: state(100.75)),
            [
                "scroll view 1 (TodayScreen) is at (0, 100.75), the recording ended at (0, 100): 0.75 pt apart, more than 0.5 pt"
            ])
        XCTAssertEqual(
            state(0, tab: "photos", presented: ["A"]).differences(from: state(0)),
            [
                "the selected tab is today, the recording ended on photos",
                "presented is none, the recording ended with A",
            ])
    }
}
