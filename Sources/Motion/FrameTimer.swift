/// Turns successive frame timestamps into animation time steps.
///
/// Three rules keep animations well-behaved:
/// - The first frame after creation or `reset()` has no previous timestamp, so it advances by
///   one nominal frame (`nominalFrameDuration`, 1/60 s by default) rather than by zero, and an
///   animation started on that frame moves at once.
/// - A frame that arrives late after a hitch advances by at most `maximumFrameDuration`
///   (64 ms), so a stall does not make an animation jump; the lost time is simply dropped.
/// - With `slowAnimations`, every step is divided by `slowAnimationFactor` (10), like the iOS
///   Simulator's Debug ▸ Slow Animations. The cap applies to the real frame time first.
///
/// `isPaused` stops animation time, for someone tuning motion frame by frame: every tick
/// advances by zero, except that each `stepOneFrame()` lets the next tick advance by exactly
/// one nominal frame, whatever the real time or `slowAnimations`.
public struct FrameTimer: Hashable, Sendable {
    /// The step of a seeded first frame, in seconds.
    public var nominalFrameDuration: Double
    /// The longest real frame time passed on, in seconds.
    public var maximumFrameDuration: Double
    /// Whether animations run `slowAnimationFactor` times slower.
    public var slowAnimations: Bool
    /// How many times slower animations run when `slowAnimations` is on.
    public var slowAnimationFactor: Double

    /// The timestamp of the previous tick, in seconds; `nil` before the first tick after a reset.
    public private(set) var lastTimestamp: Double?
    /// The total animation time handed out since creation, in seconds.
    public private(set) var elapsedAnimationTime: Double = 0
    /// Whether animation time stands still; ticks then advance only by the frames stepped.
    public var isPaused = false
    /// Nominal frames the next tick advances by while paused.
    public private(set) var pendingSteps = 0

    /// The animation frame shown: `elapsedAnimationTime` in nominal frames, rounded.
    public var animationFrame: Int { Int((elapsedAnimationTime / nominalFrameDuration).rounded()) }

    /// Creates a timer.
    ///
    /// - Parameters:
    ///   - nominalFrameDuration: the first frame's step, in seconds; 1/60 s by default.
    ///   - maximumFrameDuration: the cap on a frame's step after a hitch, in seconds; 64 ms.
    ///   - slowAnimations: whether to run animations slowly.
    ///   - slowAnimationFactor: the slow-down, 10 by default.
    public init(
        nominalFrameDuration: Double = 1.0 / 60.0,
        maximumFrameDuration: Double = 0.064,
        slowAnimations: Bool = false,
        slowAnimationFactor: Double = 10
    ) {
        precondition(nominalFrameDuration > 0, "The nominal frame duration must be positive")
        precondition(maximumFrameDuration > 0, "The maximum frame duration must be positive")
        precondition(slowAnimationFactor > 0, "The slow animation factor must be positive")
        self.nominalFrameDuration = nominalFrameDuration
        self.maximumFrameDuration = maximumFrameDuration
        self.slowAnimations = slowAnimations
        self.slowAnimationFactor = slowAnimationFactor
    }

    /// Records a frame at `now` (seconds, from a `FrameClock`) and returns how far animations
    /// should advance, in seconds. A timestamp earlier than the previous one advances by zero.
    public mutating func tick(at now: Double) -> Double {
        if isPaused {
            lastTimestamp = now
            let step = Double(pendingSteps) * nominalFrameDuration
            pendingSteps = 0
            elapsedAnimationTime += step
            return step
        }
        let realStep: Double
        if let lastTimestamp {
            realStep = min(max(now - lastTimestamp, 0), maximumFrameDuration)
        } else {
            realStep = min(nominalFrameDuration, maximumFrameDuration)
        }
        lastTimestamp = now
        let step = slowAnimations ? realStep / slowAnimationFactor : realStep
        elapsedAnimationTime += step
        return step
    }

    /// While paused, makes the next tick advance by one more nominal frame (1/60 s by default).
    /// Does nothing while running.
    public mutating func stepOneFrame() {
        if isPaused { pendingSteps += 1 }
    }

    /// Forgets the previous timestamp so the next tick is seeded with a nominal frame; call it
    /// when frames resume after an idle period, which is not a hitch.
    public mutating func reset() {
        lastTimestamp = nil
    }
}
