import Motion

/// What the one hand-off (`Spring.handOff`, the driver's stillness speed of 300 pt/s) predicts
/// for a release: independent of the driver's own bookkeeping, for tests that check a
/// transition came to rest when the rule says.
public enum HandOffPrediction {
    /// 60 Hz frames after a release at `position` moving at `velocity` (points and points per
    /// second along one axis) until it stays within 0.5 pt of `rest`.
    public static func restFrames(from position: Double, to rest: Double, velocity: Double, frameRate: Double = 60)
        -> Int
    {
        let x = position - rest
        let motion = SpringSolution(
            spring: Spring.handOff(displacement: x, velocity: velocity, stillSpeed: 300), displacement: x,
            velocity: velocity)
        var frame = 0
        while frame < 100_000, abs(motion.position(at: Double(frame) / frameRate)) > 0.5 { frame += 1 }
        return frame
    }
}
