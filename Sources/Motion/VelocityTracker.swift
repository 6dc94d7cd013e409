/// Estimates a pointer's release velocity from its recent positions, as Flutter's
/// `VelocityTracker` and UIKit's pan gesture do.
///
/// The estimate is the slope, at the newest sample, of a least-squares polynomial through the
/// recent samples of each axis: quadratic when three or more samples qualify, a straight line
/// with two, zero with fewer. Samples qualify when they are
/// - among the newest `maximumSampleCount` (20),
/// - at most `horizon` (100 ms) older than the newest sample, and
/// - not separated from the next newer one by more than `restDuration` (40 ms), since such a
///   gap means the pointer stopped in between and older motion no longer counts.
///
/// The pointer counts as resting, and the velocity is zero, when its position has not changed
/// for more than `restDuration` before the query time: the earliest of the trailing samples that
/// share the newest position is more than 40 ms older than the time asked about. This covers
/// both a pointer that sent no events while held still and one whose platform kept repeating
/// the same position.
///
/// Samples closer together than `coalescingInterval` (1 ms) cannot both be fitted: a burst
/// that a window system delivered at once, stamped within one millisecond (SDL's timestamp
/// unit), would bend the fitted curve wildly. A sample less than that after the newest one
/// replaces the newest position and keeps its time.
public struct VelocityTracker: Hashable, Sendable {
    /// One pointer position at one moment.
    public struct Sample: Hashable, Sendable {
        /// When the pointer was there, in seconds on the tracker's clock.
        public var time: Double
        /// Where the pointer was, in points.
        public var position: Vector2
    }

    /// How far back samples are fitted, in seconds (Flutter's 100 ms horizon).
    public var horizon: Double = 0.100
    /// How long without movement counts as having stopped, in seconds (Flutter's 40 ms).
    public var restDuration: Double = 0.040
    /// How many of the newest samples are kept.
    public var maximumSampleCount: Int = 20
    /// Seconds within which a sample replaces the newest one instead of joining it: 1 ms.
    public var coalescingInterval: Double = 0.001
    /// The largest speed reported, in points per second; longer estimates are shortened
    /// keeping their direction.
    public var maximumSpeed: Double = 8000

    /// The kept samples, oldest first, with strictly increasing times.
    public private(set) var samples: [Sample] = []

    /// Creates an empty tracker with Flutter's and UIKit's limits.
    public init() {}

    /// Records the pointer at `position` (points) at `time` (seconds).
    public mutating func addSample(time: Double, position: Vector2) {
        // 1 ns of slack: samples exactly a millisecond apart are apart.
        if let newest = samples.last, time - newest.time < coalescingInterval - 1e-9 {
            samples[samples.count - 1].position = position
            return
        }
        samples.append(Sample(time: time, position: position))
        if samples.count > maximumSampleCount {
            samples.removeFirst(samples.count - maximumSampleCount)
        }
    }

    /// Records a one-dimensional pointer at `position` (points) at `time` (seconds); read the
    /// estimate's `x`.
    public mutating func addSample(time: Double, position: Double) {
        addSample(time: time, position: Vector2(x: position, y: 0))
    }

    /// Forgets every sample, for the start of a new gesture.
    public mutating func reset() {
        samples.removeAll()
    }

    /// The estimated velocity, in points per second, for a release at `time` (seconds).
    public func velocity(at time: Double) -> Vector2 {
        guard let newest = samples.last, !isResting(at: time) else { return .zero }
        let fitted = recentSamples(relativeTo: newest)
        guard fitted.count >= 2 else { return .zero }

        // Milliseconds relative to the newest sample, so the fitted slope is at the newest
        // sample and the solver's dependence tolerance is on Flutter's scale.
        let ages = fitted.map { ($0.time - newest.time) * 1000 }
        let xs = fitted.map { $0.position.x }
        let ys = fitted.map { $0.position.y }
        let degree = fitted.count >= 3 ? 2 : 1
        guard let velocityX = Self.slope(ages: ages, values: xs, preferredDegree: degree),
            let velocityY = Self.slope(ages: ages, values: ys, preferredDegree: degree)
        else { return .zero }
        return Vector2(x: velocityX * 1000, y: velocityY * 1000).clamped(toLength: maximumSpeed)
    }

    /// Whether the pointer has kept still for more than `restDuration` before `time`.
    public func isResting(at time: Double) -> Bool {
        guard let newest = samples.last else { return true }
        var arrival = newest.time
        for sample in samples.reversed() {
            guard sample.position == newest.position else { break }
            arrival = sample.time
        }
        return time - arrival > restDuration
    }

    /// The samples that take part in the fit, newest first.
    private func recentSamples(relativeTo newest: Sample) -> [Sample] {
        var selected: [Sample] = []
        var newer = newest
        for sample in samples.reversed() {
            if newest.time - sample.time > horizon || newer.time - sample.time > restDuration { break }
            selected.append(sample)
            newer = sample
        }
        return selected
    }

    /// The slope at age 0, in points per millisecond, of the best polynomial fit; falls back to
    /// a line when the samples cannot determine a quadratic.
    private static func slope(ages: [Double], values: [Double], preferredDegree: Int) -> Double? {
        let solver = LeastSquaresSolver(x: ages, y: values)
        for degree in stride(from: preferredDegree, through: 1, by: -1) {
            if let coefficients = solver.solve(degree: degree) {
                return coefficients[1]
            }
        }
        return nil
    }
}
