#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of the current time for animations, in seconds on a monotonic scale.
///
/// Only differences between readings mean anything; the origin is arbitrary. Animations read
/// time through this protocol so tests and screenshots can substitute a `ManualClock`.
public protocol FrameClock: AnyObject {
    /// The current time, in seconds; never decreases.
    var now: Double { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`), which wall-clock changes do not move.
public final class MonotonicClock: FrameClock {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// Seconds since an arbitrary fixed point, usually the machine's boot.
    public var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to, for deterministic tests and screenshots.
public final class ManualClock: FrameClock {
    /// The current time, in seconds; set it directly or move it with `advance(by:)`.
    public var now: Double

    /// Creates a clock reading `now` seconds.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the clock forward by `interval` seconds (not negative, as the clock is monotonic).
    public func advance(by interval: Double) {
        precondition(interval >= 0, "A monotonic clock cannot go back")
        now += interval
    }
}
