// The hand-off's API before issue 35's rule, kept for one round as unavailable declarations so
// that code written against it fails to compile with a message naming what to write instead
// (CHANGELOG.md, "Issue 35"). Remove them when the round after it lands.

extension Spring {
    /// Removed: the hand-off no longer turns round on a base spring.
    @available(
        *, unavailable,
        message:
            "use Spring.handOff(displacement:velocity:stillSpeed:handSpeed:): 15 × the speed of starting acceleration heading on or turning, UIKit's 0.5 s spring when still"
    )
    public static func handOff(displacement x: Double, velocity v: Double, base: Spring) -> Spring { base }

    /// Removed: the hand-off has no short-release factor.
    @available(
        *, unavailable, message: "Spring.handOffAccelerationPerSpeed sets the hand-off's starting acceleration"
    )
    public static var shortReleaseFrequencyFactor: Double { 4 }
}
