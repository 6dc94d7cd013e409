import SegueScript
import ViewKit

/// One burst: a fresh app in a scene, a few hundred random input events aimed at what is on
/// screen, then an ending that lets go of the pointer and dismisses what is presented, and the
/// checks at rest.
public struct FuzzBurst {
    public let scene: String
    public let seed: UInt64
    /// Input events to make (taps count two, each move one).
    public let events: Int
    /// The mix of input made.
    public var profile: FuzzProfile = .standard

    public init(scene: String, seed: UInt64, events: Int, profile: FuzzProfile = .standard) {
        (self.scene, self.seed, self.events, self.profile) = (scene, seed, events, profile)
    }

    /// What a burst did, for `--verbose`.
    public struct Activity {
        /// Actions after which a controller was presented or a transition was in flight.
        public var actionsWithPresentation = 0
        public var actions = 0
        public var framesDrawn = 0
        /// How many actions began on each of the app's own targets (`ScriptableApp.fuzzTargets`),
        /// by the name that matched: a target missing here was never on screen to aim at.
        public var appTargetsAimedAt: [String: Int] = [:]

        public init() {}
    }

    /// "app targets aimed at: card 120, sheet 44; never: TileView": how many actions began on
    /// each of the app's own fuzz targets (`ScriptableApp.fuzzTargets`) in `aimedAt` (summed
    /// `Activity.appTargetsAimedAt`), then the ones never aimed at, which were never on screen,
    /// shown and taking input, when an action began.
    public static func appTargetsLine(_ targets: Set<String>, aimedAt: [String: Int]) -> String {
        let hit = targets.filter { aimedAt[$0, default: 0] > 0 }.sorted().map { "\($0) \(aimedAt[$0, default: 0])" }
        let never = targets.filter { aimedAt[$0, default: 0] == 0 }.sorted()
        return "app targets aimed at: " + (hit.isEmpty ? "none" : hit.joined(separator: ", "))
            + (never.isEmpty ? "" : "; never: " + never.joined(separator: ", "))
    }

    /// The steps that end every burst: the button up and every finger lifted, normal speed back (S toggles slow
    /// motion), time to settle, and Esc until nothing is presented (three presentations deep
    /// at most), so the checks compare like with like. Depends only on `commands`, so a shrunk
    /// script gets the ending that fits it.
    public static func ending(after commands: [InputScript.Command]) -> [InputScript.Command] {
        var down = false, pointer = CGPoint(x: 195, y: 422), slow = false
        var fingers: [Int: CGPoint] = [:]
        for command in commands {
            fingers = command.fingers(after: fingers)
            switch command {
            case let .input(.pointerDown(p)): (down, pointer) = (true, p)
            case let .input(.pointerUp(p)): (down, pointer) = (false, p)
            case let .input(.pointerMove(p)): pointer = p
            case .input(.key(.s, [])): slow.toggle()
            default: break
            }
        }
        var steps: [InputScript.Command] = down ? [.input(.pointerUp(pointer))] : []
        steps += fingers.sorted { $0.key < $1.key }.map { .input(.fingerUp(id: $0.key, at: $0.value)) }
        if slow { steps.append(.input(.key(.s))) }
        steps.append(.wait(1.5))
        for _ in 0..<3 { steps += [.input(.key(.escape)), .wait(1.5)] }
        return steps
    }

    /// Generates and plays the burst, writing each action to `journal` before playing it, so a
    /// crash leaves what led to it. Returns the random commands (without the ending) and the
    /// first failed check, if any.
    public func run(in world: FuzzWorld, journal: FuzzJournal?, activity: inout Activity) throws
        -> (commands: [InputScript.Command], failure: RestFailure?)
    {
        var gestures = FuzzGestures(seed: seed, profile: profile, targets: type(of: world.app).fuzzTargets)
        var commands: [InputScript.Command] = []
        journal?.begin(scene: scene, seed: seed)
        var seen = Activity()
        var registry: LiveObjects?
        let failure: RestFailure? = try {
            let player = world.makePlayer(scene: scene)
            registry = player.app.window.liveObjects
            defer { seen.framesDrawn = player.framesDrawn }
            do {
                try player.begin()
                var made = 0
                while made < events {
                    let action = gestures.next(in: player.app.window)
                    journal?.append(action)
                    for command in action { try player.perform(InputScript.Step(time: nil, command: command, line: 0)) }
                    commands += action
                    made += action.reduce(0) { $0 + $1.eventCount }
                    seen.actions += 1
                    let coordinator = player.app.window.transitionCoordinator
                    let root = player.app.window.rootViewController
                    if coordinator.isTransitioning || root?.presentedViewController != nil {
                        seen.actionsWithPresentation += 1
                    }
                }
                let ending = FuzzBurst.ending(after: commands)
                journal?.append(ending)
                for command in ending { try player.perform(InputScript.Step(time: nil, command: command, line: 0)) }
            } catch let stop as Interruption.Interrupted {
                throw stop
            } catch {
                return RestFailure(check: .drawing, detail: "\(error)")
            }
            return try FuzzBurst.checkAtRest(player)
        }()
        journal?.end()
        seen.appTargetsAimedAt = gestures.appTargetsAimedAt
        activity = seen
        return (commands, failure ?? registry.flatMap(LeakWatch.checkReleased))
    }

    /// Plays `commands` from a fresh app in `scene`, as `run-script` would, and checks it.
    /// - Parameters:
    ///   - commands: the script's commands, its ending included.
    ///   - scene: the scene the app starts in.
    ///   - world: the app and resources the bursts run in.
    ///   - rasterizes: false to skip drawing, when the failure is not in drawing.
    public static func replay(
        _ commands: [InputScript.Command], scene: String, in world: FuzzWorld,
        rasterizes: Bool = true
    ) throws -> RestFailure? {
        var registry: LiveObjects?
        let failure: RestFailure? = try {
            let player = world.makePlayer(scene: scene, rasterizes: rasterizes)
            registry = player.app.window.liveObjects
            do {
                try player.begin()
                for command in commands { try player.perform(InputScript.Step(time: nil, command: command, line: 0)) }
            } catch let stop as Interruption.Interrupted {
                throw stop
            } catch {
                return RestFailure(check: .drawing, detail: "\(error)")
            }
            return try checkAtRest(player)
        }()
        return failure ?? registry.flatMap(LeakWatch.checkReleased)
    }

    /// Settles the app and runs the checks at rest (`ScriptPlayer.restFailures`), the leak
    /// check among them.
    public static func checkAtRest(_ player: ScriptPlayer) throws -> RestFailure? {
        do {
            try player.finishFrames()
        } catch let stop as Interruption.Interrupted {
            throw stop
        } catch {
            return RestFailure(check: .drawing, detail: "\(error)")
        }
        return player.restFailures().first
    }
}
