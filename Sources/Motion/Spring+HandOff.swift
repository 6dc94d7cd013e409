import Foundation

/// The spring that takes over from a hand, so the motion goes on at the hand's speed: the one
/// hand-off of every release, grab and turn in Segue.
///
/// It is critically damped (it never wobbles) and starts at the release velocity; only its
/// natural frequency ω depends on the release. Below, x is the displacement from the target,
/// v the velocity (same units per second), r = |v / x| and V = |v|.
///
/// - Heading for the target (x·v < 0): ω = r + √(r² + k·r), k = `handOffAccelerationPerSpeed`
///   (15 per second). That ω makes the starting acceleration, towards the target, exactly
///   k·V, so the value goes on at the hand's pace and only gently speeds up: over the first
///   60 Hz frame it covers about 1.1 times the hand's step (at most 1 + k/120 ≈ 1.13), over
///   three frames 1.2 to 1.3 times. It comes to rest (within 0.5 pt) in a time that grows with
///   the way left over the speed: at 1,200 pt/s, 0.23 s with 100 pt left (ω = 30 rad/s),
///   0.45 s with 200 pt, 0.84 s with 400 pt, 1.53 s with 844 pt.
/// - Moving away from the target (a turn): ω = −r + √(r² + k·r), which makes the starting
///   acceleration, against the motion, k·V as well, so the value slows from the hand's pace as
///   gently as it speeds up heading on (the first frame covers about 1 − k/120 ≈ 0.88 of the
///   hand's step), turns, and comes back never faster than it moved when it turned.
/// - A hand that was nearly still (V below `stillSpeed`) has no pace to keep: ω is raised
///   towards `handOffWhenStill`'s (about 18.47 rad/s), to at least that frequency times
///   (1 − V / stillSpeed)², so a release at rest settles in `handOffWhenStill`'s 0.5 s
///   rather than creeping, and the rule is continuous in V.
extension Spring {
    /// Per second: the starting acceleration of a release, per unit of its speed (pt/s² per
    /// pt/s), towards the target heading on and against the motion on a turn.
    public static let handOffAccelerationPerSpeed = 15.0

    /// The spring a release with no speed gets: critically damped, settled (0.1 % of the way)
    /// in 0.5 s, UIKit's default.
    public static let handOffWhenStill = Spring(dampingRatio: 1, duration: 0.5)

    /// The hand-off spring (critically damped, mass 1) for a value `displacement` from its
    /// target (the value minus the target) moving at `velocity` (same units per second).
    /// `stillSpeed`: units per second below which the hand counts as partly still (300 for
    /// points: 5 pt a 60 Hz frame). `handSpeed`: how fast the hand itself moved, when the value
    /// moves slower than the hand (a page shrinking under a swipe): a moving hand is not still,
    /// however slowly what it carries moves.
    public static func handOff(
        displacement x: Double, velocity v: Double, stillSpeed: Double, handSpeed: Double = 0
    ) -> Spring {
        critical(handOffFrequency(displacement: x, velocity: v, stillSpeed: stillSpeed, handSpeed: handSpeed))
    }

    /// Radians per second: the natural frequency of
    /// `handOff(displacement:velocity:stillSpeed:handSpeed:)`.
    public static func handOffFrequency(
        displacement x: Double, velocity v: Double, stillSpeed: Double, handSpeed: Double = 0
    ) -> Double {
        let still = handOffWhenStill.naturalFrequency
        let speed = abs(v)
        let stillness = stillSpeed > 0 ? max(0, 1 - max(speed, handSpeed) / stillSpeed) : 0
        let floor = still * stillness * stillness
        guard abs(x) > 1e-9, speed > 0 else { return still }
        let r = speed / abs(x), k = handOffAccelerationPerSpeed
        // Heading on: ω² − 2rω = kr; turning: ω² + 2rω = kr. Either way the starting acceleration
        // is k·V: ω²·|x| ∓ 2ω·V = k·V.
        let root = (r * r + k * r).squareRoot()
        let omega = x * v < 0 ? r + root : root - r
        return max(omega, floor, 1e-3)
    }

    private static func critical(_ omega: Double) -> Spring {
        Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }
}
