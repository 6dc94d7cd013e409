/// The spring that takes over from a pointer, so the motion neither speeds up nor brakes at
/// the hand-off.
extension Spring {
    /// A critically damped spring for a value let go `displacement` from its target while moving
    /// at `velocity` (same units per second). Its natural frequency makes the starting
    /// acceleration −ω·(ω·x + 2·v) zero, ω = −2v/x, so the value carries on at the pointer's
    /// speed and then eases in, without overshooting. It is kept within [¼, 6]× `base`'s, so a
    /// slow release does not crawl for seconds (it speeds up a little instead) and a fast one
    /// right by the target does not stop within a frame. Moving away from the target, or still,
    /// the motion must turn round anyway: `base`, critically damped.
    public static func handOff(displacement x: Double, velocity v: Double, base: Spring) -> Spring {
        let natural = base.naturalFrequency
        var omega = natural
        if x * v < 0 { omega = min(max(-2 * v / x, natural / 4), natural * 6) }
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }
}
