import Foundation
import Motion
import SDLBackend
import ViewKit
import XCTest

/// A frame reads its clock once: the time its observers see (a recording's `frame` line) is the
/// time the animations step to. A live window's clock moves between two readings, by up to
/// milliseconds when the machine is busy; a recording whose frame times were read before the
/// animations read theirs replayed a glide caught by a press 0.645 pt from where the window
/// left it (a CI run of `ReplayFrameTimesTests`, while two other processes held both cores).
final class FrameTimeTests: XCTestCase {
    /// Records each frame time the observers are handed.
    private final class FrameTimes: FrameObserver {
        var times: [Double] = []
        func willAdvanceAnimations(to time: Double) { times.append(time) }
    }

    /// A clock that moves `perReading` seconds each time it is read, as a busy machine's does
    /// between two readings of one frame.
    private final class ReadingClock: SteppedClock {
        private var time = 10.0
        let perReading: Double
        init(perReading: Double) { self.perReading = perReading }
        var now: Double {
            defer { time += perReading }
            return time
        }
        func advance(by seconds: Double) { time += seconds }
    }

    func testAnimationsStepToTheFrameTimeTheObserversSee() throws {
        let clock = ReadingClock(perReading: 0.0006)
        let root = ViewController()
        let app = Application(
            size: CGSize(width: 40, height: 40), scale: 1, clock: clock,
            textMeasurer: try FontLibrary(directory: Fixture.fontsDirectory), rootViewController: root)
        let times = FrameTimes()
        let driver = FrameDriver(
            client: app, input: nil, host: nil, pacing: .virtual(clock: clock, frameInterval: 1.0 / 60))
        driver.addObserver(times)
        var stepped: [Double] = []
        for _ in 0..<4 {
            try driver.step()
            stepped.append(try XCTUnwrap(app.timer.lastTimestamp))
        }
        XCTAssertEqual(times.times.count, 4)
        XCTAssertEqual(stepped, times.times, "the animations stepped to other times than the frames recorded")
    }
}
