import SegueScript
import ViewKit

/// Makes the input of one random action (a tap, a double tap, a long press, a drag or flick, a
/// stray button event, a wheel burst, a key, a pause or a resize) as script steps, so whatever
/// it does can be replayed.
public struct FuzzGestures {
    /// Seconds per frame: moves arrive once a frame, as a mouse reports at 60 Hz.
    public static let frame = 1.0 / 60

    public enum Action: CaseIterable {
        case tap, drag, flick, dragOutside, strayDown, strayUp, strayMove, wheelBurst
        case escape, slowMotion, hud, otherKey, pause, resize
        /// A press and a drag with something else arriving in its middle (`DragInterruption`).
        case interruptedDrag
        /// Fingers (FuzzGestures+Fingers): a tap, a drag or flick, two dragging, a pinch.
        case fingerTap, fingerDrag, twoFingerDrag, pinch
        /// Precise scroll deltas, as from a touchpad (FuzzGestures+Touchpad).
        case touchpadScroll
        /// Gestures that wait on the frame clock (FuzzGestures+Arena): a double tap, a long press.
        case doubleTap, longPress
    }

    /// Window sizes (points) and scales a resize picks from; the first is the default window.
    public static let sizes: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 320, height: 568),
        CGSize(width: 430, height: 932), CGSize(width: 600, height: 400),
    ]
    public static let scales: [CGFloat] = [1, 1, 1.5, 2]

    var rng: SeededGenerator
    public let profile: FuzzProfile
    /// The app's own targets, by trace or type name (`ScriptableApp.fuzzTargets`).
    public let targets: Set<String>
    /// How many actions began on each of the app's own targets (by the name in `targets` that
    /// matched), so a run can tell which targets it reached.
    public private(set) var appTargetsAimedAt: [String: Int] = [:]

    public init(seed: UInt64, profile: FuzzProfile = .standard, targets: Set<String> = []) {
        rng = SeededGenerator(seed: seed)
        (self.profile, self.targets) = (profile, targets)
    }

    /// The steps of one action aimed at what `window` shows now.
    public mutating func next(in window: Window) -> [InputScript.Command] {
        let action = rng.weighted(profile.weights)
        let target = FuzzTargets.pick(in: window, targets: targets, using: &rng)
        if let name = target.appTarget { appTargetsAimedAt[name, default: 0] += 1 }
        switch action {
        case .tap:
            return [
                down(target.point), .wait(Double(Int.random(in: 0...3, using: &rng)) * FuzzGestures.frame),
                up(target.point),
            ]
        case .drag:
            let speed = CGFloat.random(in: 1...25, using: &rng)
            return drag(
                from: target.point, direction: direction(), speed: speed,
                frames: Int.random(in: 2...45, using: &rng), holdAtEnd: rng.chance(0.3))
        case .flick:
            let speed = CGFloat.random(in: 25...120, using: &rng)
            return drag(
                from: target.point, direction: direction(), speed: speed,
                frames: Int.random(in: 2...8, using: &rng), holdAtEnd: false)
        case .dragOutside:
            let far = CGPoint(x: CGFloat.random(in: -800...1200, using: &rng), y: rng.chance(0.5) ? -700 : 1700).rounded
            let frames = Int.random(in: 3...20, using: &rng)
            var steps = [down(target.point)]
            for i in 1...frames {
                let f = CGFloat(i) / CGFloat(frames)
                steps += [.wait(FuzzGestures.frame), move(interpolate(target.point, far, f))]
            }
            if rng.chance(0.7) { steps.append(up(far)) }
            return steps
        case .strayDown: return [down(target.point)]
        case .strayUp: return [up(target.point)]
        case .strayMove: return [move(target.point)]
        case .wheelBurst:
            let count = Int.random(in: 2...12, using: &rng)
            let dy = CGFloat(Int.random(in: -300...300, using: &rng)),
                dx = CGFloat(Int.random(in: -20...20, using: &rng))
            return (0..<count).flatMap { _ in
                [.input(.wheel(dx: dx, dy: dy, at: target.point)) as InputScript.Command, .wait(FuzzGestures.frame)]
            }
        case .escape: return [.input(.key(.escape))]
        case .slowMotion: return [.input(.key(.s))]
        case .hud: return [.input(.key(.h))]
        case .otherKey: return [randomKey()]
        case .pause:
            return [.wait(Double(Int.random(in: 0...18, using: &rng)) * FuzzGestures.frame)]
        case .resize: return [randomResize()]
        case .interruptedDrag: return interruptedDrag(from: target.point, in: window)
        case .fingerTap, .fingerDrag, .twoFingerDrag, .pinch: return fingerAction(action, at: target.point)
        case .touchpadScroll: return touchpadScroll(at: target.point)
        case .doubleTap, .longPress: return arenaAction(action, at: target.point)
        }
    }

    /// The keyboard's keys a fuzz presses besides Esc, S and H: focus moves (Tab, Shift+Tab,
    /// the arrows), activation (Enter, Space), going back (Alt+Left, the mouse's Back) and the
    /// tabs (Ctrl+1…5).
    public static let keyboardKeys: [KeyPress] = [
        KeyPress(.tab), KeyPress(.tab, modifiers: .shift), KeyPress(.left), KeyPress(.right), KeyPress(.up),
        KeyPress(.down), KeyPress(.enter), KeyPress(.space), KeyPress(.left, modifiers: .alternate),
        KeyPress(.back), KeyPress(.digit1, modifiers: .control), KeyPress(.digit2, modifiers: .control),
        KeyPress(.digit3, modifiers: .control), KeyPress(.digit4, modifiers: .control),
        KeyPress(.digit5, modifiers: .control),
    ]

    private mutating func randomKey() -> InputScript.Command {
        let press = FuzzGestures.keyboardKeys[Int.random(in: 0..<FuzzGestures.keyboardKeys.count, using: &rng)]
        return .input(.key(press.key, modifiers: press.modifiers))
    }

    private mutating func randomResize() -> InputScript.Command {
        let size = FuzzGestures.sizes[Int.random(in: 0..<FuzzGestures.sizes.count, using: &rng)]
        let scale = FuzzGestures.scales[Int.random(in: 0..<FuzzGestures.scales.count, using: &rng)]
        return .input(.resize(size: size, scale: scale))
    }

    /// A press and one move a frame, then, with the button held, a key, a resize, a cancel, a
    /// second press (with no release between) or a click elsewhere; then perhaps more moves, and
    /// a release two times in three (otherwise the release is lost, and the next press comes
    /// with none before it).
    private mutating func interruptedDrag(from start: CGPoint, in window: Window) -> [InputScript.Command] {
        let speed = CGFloat.random(in: 2...30, using: &rng)
        var heading = direction()
        var steps = [down(start)]
        var p = start
        func moves(_ count: Int) {
            for _ in 0..<count {
                p = CGPoint(x: p.x + heading.x * speed, y: p.y + heading.y * speed).rounded
                steps += [.wait(FuzzGestures.frame), move(p)]
            }
        }
        moves(Int.random(in: 1...20, using: &rng))
        switch rng.weighted(DragInterruption.weights) {
        case .escape: steps.append(.input(.key(.escape)))
        case .otherKey: steps.append(randomKey())
        case .slowMotion: steps.append(.input(.key(.s)))
        case .hud: steps.append(.input(.key(.h)))
        case .resize: steps.append(randomResize())
        case .cancel: steps.append(.input(.pointerCancel))
        case .secondPress:
            p = FuzzTargets.pick(in: window, targets: targets, using: &rng).point
            steps.append(down(p))
        case .clickElsewhere:
            let elsewhere = FuzzTargets.pick(in: window, targets: targets, using: &rng).point
            steps += [down(elsewhere), up(elsewhere)]
        }
        if rng.chance(0.5) { heading = direction() }
        moves(Int.random(in: 0...10, using: &rng))
        if rng.chance(0.67) { steps.append(up(p)) }
        return steps
    }

    /// Mostly vertical, as sheets, pull-downs and photo dismissals are dragged, in both senses.
    private mutating func direction() -> CGPoint {
        let angle =
            rng.chance(0.7)
            ? CGFloat.random(in: -0.4...0.4, using: &rng) + (rng.chance(0.6) ? .pi / 2 : -.pi / 2)
            : CGFloat.random(in: 0...(2 * .pi), using: &rng)
        return CGPoint(x: cos(angle), y: sin(angle))
    }

    /// A press, one move a frame at `speed` points per frame, optionally a hold, and a release.
    private mutating func drag(
        from start: CGPoint, direction: CGPoint, speed: CGFloat, frames: Int,
        holdAtEnd: Bool
    ) -> [InputScript.Command] {
        var steps = [down(start)]
        var p = start
        for _ in 0..<frames {
            p = CGPoint(x: p.x + direction.x * speed, y: p.y + direction.y * speed).rounded
            steps += [.wait(FuzzGestures.frame), move(p)]
        }
        if holdAtEnd { steps.append(.wait(Double(Int.random(in: 1...15, using: &rng)) * FuzzGestures.frame)) }
        steps.append(up(p))
        return steps
    }

    private func interpolate(_ a: CGPoint, _ b: CGPoint, _ f: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f).rounded
    }

    private func down(_ p: CGPoint) -> InputScript.Command { .input(.pointerDown(p)) }
    private func up(_ p: CGPoint) -> InputScript.Command { .input(.pointerUp(p)) }
    private func move(_ p: CGPoint) -> InputScript.Command { .input(.pointerMove(p)) }
}
