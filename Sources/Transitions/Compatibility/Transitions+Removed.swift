import ViewKit

// The transitions' own grab and release API before one driver moved them all (issue 35), kept
// for one round where Swift allows: forwarding and deprecated where the call still means the
// same, unavailable with what to write instead where it cannot (CHANGELOG.md, "Issue 35").
// Remove them when the round after it lands.

extension ZoomPhotoGestures {
    /// Deprecated: the pinch's centroid velocity comes from the caller now.
    @available(
        *, deprecated,
        message:
            "pass the pinch's centroid velocity: pinchEnded(velocity:centroidVelocity:time:allowsDismissal:), with pinch.centroidVelocity(in: nil)"
    )
    public func pinchEnded(velocity recognizerVelocity: CGFloat, time: Double, allowsDismissal: Bool = true) {
        pinchEnded(velocity: recognizerVelocity, centroidVelocity: .zero, time: time, allowsDismissal: allowsDismissal)
    }
}

extension SheetViewController {
    /// Removed: a sheet dragged above its place springs back on the transition driver's spring.
    @available(*, unavailable, message: "the sheet springs back on TransitionDriver's hand-off spring (Spring.handOff)")
    public static var springBackDuration: Double { 0.5 }
}
