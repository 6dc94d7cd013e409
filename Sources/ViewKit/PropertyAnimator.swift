import Motion

/// UIViewAnimatingState.
public enum AnimatingState: Hashable { case inactive, active, stopped }

/// UIViewAnimatingPosition: where the animated properties end up when an animator finishes.
public enum AnimatingPosition: Hashable { case end, start, current }

/// An interruptible animation with UIViewPropertyAnimator's API and semantics: the blocks'
/// property changes become additive tracks whose shared progress runs from 0 to 1 on a cubic
/// curve or a spring. It can be paused, scrubbed, reversed mid-flight, continued with new
/// timing (a release velocity, say) and finished at the start, the end or where it is.
public final class PropertyAnimator {
    /// Seconds.
    public let duration: Double
    public internal(set) var timingParameters: TimingCurveProvider
    public internal(set) var state: AnimatingState = .inactive
    public internal(set) var isRunning = false
    /// While paused, setting `fractionComplete` moves the values linearly (UIKit's default).
    public var scrubsLinearly = true
    public var isInterruptible = true
    public var isUserInteractionEnabled = true

    var progress = Progress()
    var tracks: [PropertyTrack] = []
    private var pendingAnimations: [() -> Void] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var remainingDelay = 0.0
    /// Input-clock seconds at which an input event started (or continued) this animator, until
    /// the next frame's step, which then leaves out the part of the frame before it.
    var startedAt: Double?
    /// Progress per second while a transition's driver scrubs this paused animator on its spring
    /// (nil otherwise): what the values' velocities read, as a running animator's would.
    var drivenRate: Double?
    /// The window whose frame clock drives this animator, found from the animated views.
    private(set) weak var host: Window?

    public init(duration: Double, timingParameters: TimingCurveProvider) {
        self.duration = max(0, duration)
        self.timingParameters = timingParameters
        progress.configure(timingParameters.timing, duration: self.duration, from: 0, to: 1, velocityScale: 1)
    }

    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append(animations) }
    }

    public convenience init(duration: Double, dampingRatio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
        if let animations { pendingAnimations.append(animations) }
    }

    // MARK: Building

    /// Adds property changes. Added while running, they cover the rest of the run.
    public func addAnimations(_ animations: @escaping () -> Void) {
        if state == .inactive {
            pendingAnimations.append(animations)
        } else {
            record(animations, timing: .remainder(startFraction: min(0.999, fractionComplete)))
        }
    }

    /// UIKit's variant that starts the block after `delayFactor` of the remaining duration.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        let start = fractionComplete + (1 - fractionComplete) * Double(min(max(delayFactor, 0), 1))
        if state == .inactive {
            pendingAnimations.append { [weak self] in
                self?.record(
                    animations,
                    timing: .keyframe(
                        Keyframe(
                            relativeStartTime: start,
                            relativeDuration: 1 - start,
                            curve: .linear)))
            }
        } else {
            record(animations, timing: .remainder(startFraction: min(0.999, start)))
        }
    }

    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `animations` with a capture in scope and turns what changed into tracks.
    func record(_ animations: () -> Void, timing: TrackTiming) {
        let capture = AnimationCapture()
        capture.timing = timing
        for change in capture.capture(animations) {
            let track = PropertyTrack(
                view: change.view, property: change.property, delta: change.delta, timing: change.timing,
                animator: self)
            change.view.tracks.append(track)
            tracks.append(track)
            host = host ?? change.view.window
            change.view.setNeedsDisplay()
        }
    }

    /// Runs blocks added before the start; the animator becomes active.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { record(block, timing: .whole) }
        dampForReducedMotion()
        host?.animator.add(self)
    }
}
