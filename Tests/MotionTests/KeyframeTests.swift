import XCTest

@testable import Motion

final class KeyframeTests: XCTestCase {
    func testKeyframeMapsOverallProgressToLocalProgress() {
        let keyframe = Keyframe(relativeStartTime: 0.25, relativeDuration: 0.5)
        XCTAssertEqual(keyframe.progress(at: 0), 0)
        XCTAssertEqual(keyframe.progress(at: 0.25), 0)
        XCTAssertEqual(keyframe.progress(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(keyframe.progress(at: 0.625), 0.75, accuracy: 1e-12)
        XCTAssertEqual(keyframe.progress(at: 0.75), 1, accuracy: 1e-12)
        XCTAssertEqual(keyframe.progress(at: 1), 1)
        XCTAssertEqual(keyframe.relativeEndTime, 0.75)
        XCTAssertTrue(keyframe.contains(0.5))
        XCTAssertFalse(keyframe.contains(0.8))
    }

    func testKeyframeAppliesItsCurve() {
        let keyframe = Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, curve: .easeIn)
        XCTAssertEqual(keyframe.linearProgress(at: 0.75), 0.5, accuracy: 1e-12)
        XCTAssertEqual(keyframe.progress(at: 0.75), 0.315_356_812_572_539, accuracy: 1e-7)
    }

    func testZeroDurationKeyframeJumps() {
        let keyframe = Keyframe(relativeStartTime: 0.4, relativeDuration: 0)
        XCTAssertEqual(keyframe.progress(at: 0.39), 0)
        XCTAssertEqual(keyframe.progress(at: 0.4), 1)
        XCTAssertFalse(keyframe.progress(at: 0.4).isNaN)
    }

    func testSequentialKeyframesHandOver() {
        let first = Keyframe(relativeStartTime: 0, relativeDuration: 0.3)
        let second = Keyframe(relativeStartTime: 0.3, relativeDuration: 0.7)
        XCTAssertEqual(first.progress(at: 0.3), 1, accuracy: 1e-12)
        XCTAssertEqual(second.progress(at: 0.3), 0, accuracy: 1e-12)
        XCTAssertEqual(second.progress(at: 0.65), 0.5, accuracy: 1e-12)
    }
}
