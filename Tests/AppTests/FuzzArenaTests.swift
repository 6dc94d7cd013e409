import Foundation
import SegueTestSupport
import ViewKit
import XCTest

@testable import SegueFuzz
@testable import SegueScript
@testable import segue

/// The fuzzer's double taps and long presses (FuzzGestures+Arena): both profiles make them,
/// with the mouse and with a finger, their second taps on both sides of the 0.3 s interval and
/// their presses on both sides of the 0.5 s duration; and the Photos tab, where the grid's long
/// press opens a context menu and the open photo's double tap zooms, fuzzes clean.
final class FuzzArenaTests: XCTestCase {
    private let frame = 1.0 / 60

    /// What one action's steps add up to: its presses (mouse or finger 1), the seconds between
    /// one release and the next press, and how long each press was held.
    private func presses(in steps: [InputScript.Command]) -> (count: Int, gaps: [Double], holds: [Double]) {
        var (count, gaps, holds) = (0, [Double](), [Double]())
        var now = 0.0, downAt: Double?, upAt: Double?
        for step in steps {
            switch step {
            case .input(.pointerDown), .input(.fingerDown(1, _)):
                count += 1
                if let upAt { gaps.append(now - upAt) }
                downAt = now
            case .input(.pointerUp), .input(.fingerUp(1, _)):
                if let downAt { holds.append(now - downAt) }
                upAt = now
            case let .press(_, duration):
                count += 1
                holds.append(duration)
            case let .wait(seconds): now += seconds
            default: break
            }
        }
        return (count, gaps, holds)
    }

    func testBothProfilesDoubleTapAndLongPressAroundTheirThresholds() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        for profile in FuzzProfile.allCases {
            var gestures = FuzzGestures(seed: 35, profile: profile)
            var (doubleTaps, tooSlow, longPresses, shortPresses, dragged) = (0, 0, 0, 0, 0)
            for _ in 0..<2000 {
                let steps = gestures.next(in: window)
                let (count, gaps, holds) = presses(in: steps)
                if count == 2, let gap = gaps.first, holds.allSatisfy({ $0 <= 3 * frame + 1e-9 }) {
                    if gap < TapGestureRecognizer.maximumTapInterval { doubleTaps += 1 } else { tooSlow += 1 }
                }
                if count == 1, let hold = holds.first, hold >= 18 * frame - 1e-9 {
                    if hold >= 0.5 { longPresses += 1 } else { shortPresses += 1 }
                    if steps.contains(where: { if case .input(.pointerMove) = $0 { true } else { false } }) {
                        dragged += 1
                    }
                }
            }
            XCTAssertGreaterThan(doubleTaps, 40, "\(profile): double taps")
            XCTAssertGreaterThan(tooSlow, 5, "\(profile): second taps past the interval")
            XCTAssertGreaterThan(longPresses, 40, "\(profile): long presses")
            XCTAssertGreaterThan(shortPresses, 5, "\(profile): presses let go before 0.5 s")
            XCTAssertGreaterThan(dragged, 5, "\(profile): long presses dragged once begun")
        }
    }

    /// The Photos tab under double taps and long presses among everything else: the grid's
    /// context menu, the detail's zoom and its chrome, every check at rest passing.
    func testThePhotosTabRunsCleanUnderDoubleTapsAndLongPresses() throws {
        let dir = SegueProcess.temporaryDirectory("fuzz-arena")
        let result = try SegueProcess.run(
            [
                "fuzz", "--events", "1200", "--seed", "35", "--burst", "300", "--scenes", "photos",
                "--out", dir.path,
            ], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last)
        XCTAssertTrue(summary.hasPrefix("fuzz: 1200 events, 4 bursts, 0 failures, "), String(summary))
    }
}
