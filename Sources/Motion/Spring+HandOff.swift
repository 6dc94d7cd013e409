import Foundation

/// The spring that takes over from a pointer, so the motion never brakes at the hand-off and
/// still ends in time.
extension Spring {
    /// A critically damped spring for a value let go `displacement` from its target while moving
    /// at `velocity` (same units per second).
    ///
    /// Heading for the target, it keeps the pointer's speed where it can: ω = −2v/x makes the
    /// starting acceleration −ω·(ω·x + 2·v) zero, so the value carries on and then eases in
    /// without overshooting. That spring is slow for a slow release, though, and a release must
    /// also settle within `base`'s time T (a critically damped `base`, the UIKit duration
    /// rule: within 0.1 % of the distance at T). So ω is the larger of −2v/x and the smallest ω
    /// that settles by T, which solves (1 + (ω − |v/x|)·T)·e^(−ωT) = 0.001: a slow release
    /// starts at the pointer's speed and speeds up only as much as ending in time needs. It is
    /// kept at most 6× `base`'s, so a fast release right by the target does not stop within a
    /// frame. Moving away from the target, or still, the motion must turn round: `base`.
    public static func handOff(displacement x: Double, velocity v: Double, base: Spring) -> Spring {
        let natural = base.naturalFrequency
        var omega = natural
        if x * v < 0 {
            let settle = settlingProduct(dampingRatio: 1) / natural
            let keeping = -2 * v / x
            omega = min(max(keeping, slowestSettling(rate: -v / x, within: settle)), natural * 6)
        }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
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
