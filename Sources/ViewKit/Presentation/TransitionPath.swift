import Motion

/// How a transition's motion is described to its `TransitionDriver`: a state (a few numbers, the
/// driver springs each of them), how a state is drawn, where it ends, and how a hand moves it.
///
/// Every transition has one, vended by its animator (`AnimatedTransitioning.transitionPath(using:)`).
/// The default, `AnimatorPath`, scrubs the animators the transition runs along their one
/// progress, so a transition written with `PropertyAnimator`s needs none of its own. Write one
/// when what a hand moves cannot follow that progress: a photo dragged in two dimensions while
/// it shrinks, a card that follows the pointer and shrinks as it is pulled down. Its state then
/// holds what the views show (frames, corner radii, a fade), and the driver springs all of it
/// with one spring, so every part arrives together, at the speed the hand gave it.
public protocol TransitionPath: AnyObject {
    /// Takes the transition from whatever moves it now (its own animators): stop them where they
    /// are drawn and return the state drawn. Called once, the first time the driver takes or
    /// launches the transition; from then on the driver alone moves it.
    func takeOver() -> [Double]
    /// Draws the transition at `state` (set the views' properties; no animation).
    func apply(_ state: [Double])
    /// The state the transition rests at at its end (`true`) or at its start.
    func state(atEnd: Bool) -> [Double]
    /// The state `progress` of the way from the start to the end (0…1, beyond while banded).
    /// Default: each number in proportion.
    func state(atProgress progress: CGFloat) -> [Double]
    /// 0 at the start, 1 at the end: how far `state` has come. It drives the animations that
    /// ride the transition (`TransitionCoordinator.animate(alongsideTransition:)`) and is the
    /// interaction's `percentComplete`.
    func progress(of state: [Double]) -> CGFloat
    /// Window points that stand for what moves at `state` (the corners of what is carried, say):
    /// the hand-off keeps their pace (`Spring.handOff`) and the driver rests when they have
    /// arrived.
    func handles(of state: [Double]) -> [CGPoint]
    /// Whether a press at `location` (window points) lands on what the transition moves, where
    /// it is drawn now: such a press takes the transition; one beside it turns it round.
    func canTake(at location: CGPoint) -> Bool
    /// How a press at `location` (window points, hit against what is drawn at `state`) moves
    /// the transition, or nil when it lands on nothing the transition moves (a press beside it
    /// turns it round).
    func mapping(forPressAt location: CGPoint, state: [Double]) -> TransitionInputMapping?
    /// Whether a hand letting go as `release` says sends the transition on to its end (true) or
    /// back to its start. nil: the driver's rule (a click keeps its heading; otherwise where the
    /// progress would coast to, past one half).
    func headsToEnd(_ release: TransitionRelease) -> Bool?
    /// The driver brought the transition to its end (`atEnd`) or its start: end it there
    /// (complete the context, tidy up what the flight added).
    func land(atEnd: Bool)
    /// The state changes at `velocity` (per second, per number) as the driver's spring moves it,
    /// or the hand holds it (nil): a path that scrubs animators lets their values report that
    /// speed, as running animators report theirs. Default: nothing.
    func setVelocity(_ velocity: [Double]?)
    /// Whether this path moves `animator` itself (it is not to ride the progress as the
    /// transition's other animations do). Default: false.
    func drives(_ animator: PropertyAnimator) -> Bool
    /// Points, window axes: how the point a press grabbed moves from the transition's start to
    /// its end, for `TransitionRelease.pathTravel`. Default: zero.
    var pathTravel: CGVector { get }
}

extension TransitionPath {
    public func state(atProgress progress: CGFloat) -> [Double] {
        let start = state(atEnd: false), end = state(atEnd: true)
        let p = Double(progress)
        return zip(start, end).map { $0 + ($1 - $0) * p }
    }

    public func headsToEnd(_ release: TransitionRelease) -> Bool? { nil }
    public func drives(_ animator: PropertyAnimator) -> Bool { false }
    public func setVelocity(_ velocity: [Double]?) {}
    public var pathTravel: CGVector { .zero }
}

/// Turns a hand's input into a transition's state, for one press (or pinch) from where it took
/// the transition.
public protocol TransitionInputMapping {
    /// The state the transition shows when the hand is at `input`.
    func state(for input: TransitionInput) -> [Double]
    /// Whether a hand letting go as `release` says sends the transition to its end, by this
    /// gesture's own rule (an edge swipe's, a drag-down's); nil leaves it to the path, then to
    /// the driver. Default: nil.
    func headsToEnd(_ release: TransitionRelease) -> Bool?
}

extension TransitionInputMapping {
    public func headsToEnd(_ release: TransitionRelease) -> Bool? { nil }
}

/// What a hand is doing to a transition: a press (the mouse or a finger), or two fingers.
public struct TransitionInput: Equatable {
    /// Window points: the press's location, or the fingers' centroid.
    public var location: CGPoint
    /// The distance between two fingers over what it was when they took the transition (1 for
    /// a single press).
    public var scale: CGFloat

    public init(location: CGPoint, scale: CGFloat = 1) {
        (self.location, self.scale) = (location, scale)
    }
}

/// How fast a hand moved when it let go: what a release continues at.
public struct TransitionInputVelocity: Equatable {
    /// Points per second, window axes.
    public var location: CGVector
    /// Scale per second (a pinch's `velocity`).
    public var scale: CGFloat

    public init(location: CGVector, scale: CGFloat = 0) {
        (self.location, self.scale) = (location, scale)
    }

    public static let zero = TransitionInputVelocity(location: .zero)
}
