import Foundation

/// The spring that takes over from a pointer, so the motion never brakes at the hand-off and
/// still ends in time.
extension Spring {
    /// A spring for a value let go `displacement` from its target while moving at `velocity`
    /// (same units per second). It always starts at `velocity`. What else holds depends on the
    /// release; below, x is the displacement, v the velocity, T `base`'s settling time (a
    /// critically damped `base`, the UIKit duration rule: within 0.1 % of the distance at T).
    ///
    /// - Heading for the target with little way left for its speed (when the critically damped
    ///   spring with ω = −2v/x, which starts with zero acceleration, would settle by T): ω =
    ///   `shortReleaseFrequencyFactor`·|v/x| (4·|v/x|), critically damped. Its starting
    ///   acceleration points at the target, so it is ahead of where the release speed alone
    ///   would carry it (x + v·t) until it is within 10.2 % of x of the target, and it never
    ///   overshoots; its speed rises to at most 3·e^(−2/3) = 1.54× the release's on the way.
    ///   (With ω = −2v/x it started braking at once: 1,800 pt/s with 70 pt to go covered
    ///   27.56 pt of the release speed's 30 in its first 60 Hz frame; now 41.19.) It is as fast
    ///   as its release needs: within a frame of a fast release near the target, it is there.
    /// - Heading for the target with more way left: the smallest ω that settles by T, which
    ///   solves (1 + (ω − |v/x|)·T)·e^(−ωT) = 0.001. That ω is above −2v/x, so here too the
    ///   starting acceleration points at the target: the value speeds up from the release speed,
    ///   then eases in without overshooting.
    /// - Moving away from the target, or still: the motion must turn round, on `base`.
    public static func handOff(displacement x: Double, velocity v: Double, base: Spring) -> Spring {
        let natural = base.naturalFrequency
        guard x * v < 0 else { return critical(natural) }
        let rate = -v / x
        let settling = slowestSettling(rate: rate, within: settlingProduct(dampingRatio: 1) / natural)
        // `slowestSettling` returns 2·rate itself, give or take its last bit, when it need not raise it.
        let isShort = settling <= 2 * rate * (1 + 1e-12)
        return critical(isShort ? shortReleaseFrequencyFactor * rate : settling)
    }

    /// ω ÷ |v/x| of the spring a short release gets (see `handOff`): twice the −2v/x of zero
    /// starting acceleration, so the value is ahead of the release pace until it is within
    /// 10.2 % of the way, the root of (1 + 3u/4)·e^(−u) = 1 − u/4, u = ωt.
    public static let shortReleaseFrequencyFactor = 4.0

    private static func critical(_ omega: Double) -> Spring {
        Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }

    /// Radians per second: the smallest ω ≥ 2·`rate` at which a critically damped value moving
    /// towards its target at `rate` (its distance per second) is within 0.1 % of it after
    /// `within` seconds; 2·`rate` itself when that already settles in time.
    static func slowestSettling(rate c: Double, within seconds: Double) -> Double {
        // g(u) = (1 + u − k)·e^(−u), u = ωT, k = cT: what is left at T, falling for u > k.
        let k = c * seconds
        func left(_ u: Double) -> Double { (1 + u - k) * exp(-u) }
        var low = 2 * k
        guard left(low) > settledFraction else { return low / seconds }
        var high = max(settlingProduct(dampingRatio: 1), low)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if left(middle) > settledFraction { low = middle } else { high = middle }
        }
        return high / seconds
    }
}
