import SegueScript
import ViewKit

/// Something that takes a replay's frames in order: the hash list, the PNG folder, a video.
public protocol FrameConsumer: AnyObject {
    /// Takes frame `index` (0 for the first one kept), shown at `time` seconds of script time.
    func take(_ frame: Bitmap, index: Int, time: Double) throws
    /// Called once, after the last frame.
    func finish() throws
    /// Called instead of `finish()` when the replay failed: leave nothing half-written.
    func cancel()
}

extension FrameConsumer {
    public func cancel() {}
}

/// Turns the frames a replay draws into exactly one picture per step of `rate` frames a
/// second of script time. A frame nothing changed in is not drawn, so the picture before it
/// stands for it; a frame a hand-written script drew between two steps (an odd `wait`) counts
/// for the next step. Only steps within `range` (seconds) reach the consumers.
public final class FrameSampler: FrameOutput {
    /// Steps a second of script time.
    public let rate: Double
    public let range: ClosedRange<Double>
    private let consumers: [FrameConsumer]
    /// The next step to hand out.
    private var step = 0
    private(set) var framesKept = 0
    private var latest: Bitmap?
    /// Seconds: the time of the last frame seen.
    private var latestTime = 0.0
    private var finished = false

    public init(rate: Double, range: ClosedRange<Double> = 0...Double.infinity, consumers: [FrameConsumer]) {
        (self.rate, self.range, self.consumers) = (rate, range, consumers)
    }

    /// Seconds of script time at `step`.
    private func time(of step: Int) -> Double { Double(step) / rate }

    /// A frame at `time` (seconds from the start) was finished; `drawn` is its picture, or nil
    /// when nothing changed. Every step before it shows the picture before it.
    public func frameFinished(at time: Double, drawn: Bitmap?) throws {
        while self.time(of: step) < time - 1e-9 { try handOut() }
        if let drawn { latest = drawn }
        latestTime = max(latestTime, time)
    }

    /// Hands out the steps up to the last frame's, then finishes every consumer.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        while time(of: step) <= latestTime + 1e-9 { try handOut() }
        for consumer in consumers { try consumer.finish() }
    }

    /// The replay failed: every consumer drops what it started.
    public func cancel() {
        finished = true
        for consumer in consumers { consumer.cancel() }
    }

    private func handOut() throws {
        let time = self.time(of: step)
        step += 1
        guard let latest, time >= range.lowerBound - 1e-9, time <= range.upperBound + 1e-9 else { return }
        for consumer in consumers { try consumer.take(latest, index: framesKept, time: time) }
        framesKept += 1
    }
}
