import SegueScript
import ViewKit

/// The fuzzer's touchpad: a run of precise (continuous) scroll deltas, one a frame, as SDL
/// reports two fingers on a Wayland touchpad. Mostly sideways, so a pushed page's back swipe
/// begins, follows and is let go; now and then a gap longer than the swipe's 150 ms end, or a
/// turn the other way, arrives in the middle of the run.
extension FuzzGestures {
    /// Relative weight of the touchpad scroll, added to a profile's pointer ones.
    static func touchpadWeights(for profile: FuzzProfile) -> [(weight: Int, value: Action)] {
        switch profile {
        case .standard: return [(4, .touchpadScroll)]
        case .dragInterrupts: return [(1, .touchpadScroll)]
        }
    }

    mutating func touchpadScroll(at point: CGPoint) -> [InputScript.Command] {
        // Negative dx: the fingers move right, the way back.
        var dx = -CGFloat(Int.random(in: 1...160, using: &rng)) / 8
        if rng.chance(0.2) { dx = -dx }
        let dy = CGFloat(Int.random(in: -80...80, using: &rng)) / 8
        var steps: [InputScript.Command] = []
        for _ in 0..<Int.random(in: 1...40, using: &rng) {
            steps.append(.input(.wheel(dx: dx, dy: rng.chance(0.5) ? dy : 0, at: point, precise: true)))
            steps.append(.wait(rng.chance(0.05) ? 0.2 : FuzzGestures.frame))
            if rng.chance(0.05) { dx = -dx }
        }
        return steps
    }
}
