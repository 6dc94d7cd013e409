import Foundation
import SegueTestSupport
import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueFuzz
@testable import SegueScript
@testable import SegueTool
@testable import segue

/// `segue fuzz` as CI uses it: it must find a planted fault, shrink it to a short script that
/// `run-script` replays into the same failure, and pass a clean app.
final class FuzzTests: XCTestCase {
    private let fault = [PlantedFault.environmentVariable: PlantedFault.nanFrameOnSlowKeyMidTransition.rawValue]

    func testFindsAPlantedFaultAndShrinksItToAShortScriptThatReproduces() throws {
        let dir = SegueProcess.temporaryDirectory("fuzz-fault")
        let result = try SegueProcess.run(
            [
                "fuzz", "--events", "3000", "--seed", "1", "--scenes", "sheet,pop",
                "--out", dir.path,
            ], environment: fault, timeout: 300)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("seed 1"), result.stderr)
        XCTAssertTrue(result.stderr.contains("failed the finite-frames check"), result.stderr)
        let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last)
        XCTAssertTrue(summary.hasPrefix("fuzz: ") && summary.contains(" bursts, 1 failures, "), String(summary))

        let repro = dir.appendingPathComponent("repro-1.txt")
        let text = try String(contentsOf: repro, encoding: .utf8)
        let commands = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("scene") }
        let ending = FuzzBurst.ending(after: []).count
        // A press that starts a transition and S during it: a handful of lines beyond the ending.
        XCTAssertLessThanOrEqual(commands.count, ending + 8, text)
        XCTAssertTrue(commands.contains("key s"), text)
        XCTAssertTrue(text.contains("shrunk from "), text)

        let replay = try SegueProcess.run(
            ["run-script", repro.path, "--out", dir.appendingPathComponent("replay").path],
            environment: fault)
        XCTAssertEqual(replay.status, 1, replay.stderr)
        XCTAssertTrue(replay.stderr.contains("non-finite frame"), replay.stderr)
        let clean = try SegueProcess.run(["run-script", repro.path, "--out", dir.appendingPathComponent("clean").path])
        XCTAssertEqual(clean.status, 0, "without the planted fault the reproducer passes: \(clean.stderr)")
    }

    /// Every reproducer the fuzzer, or a real window's recording, found and that was fixed
    /// (`Tests/Scripts/repro-*.txt`) plays to a consistent rest, each frame drawn for what changed
    /// equal to it drawn whole (`--check-damage`, on two threads).
    func testFixedReproducersPlayClean() throws {
        let scripts = SegueProcess.root.appendingPathComponent("Tests/Scripts")
        let repros = try FileManager.default.contentsOfDirectory(atPath: scripts.path)
            .filter { $0.hasPrefix("repro-") && $0.hasSuffix(".txt") }.sorted()
        XCTAssertFalse(repros.isEmpty)
        for name in repros {
            let out = SegueProcess.temporaryDirectory("repro-\(name)")
            let result = try SegueProcess.run([
                "run-script", scripts.appendingPathComponent(name).path, "--check-damage", "--threads", "2",
                "--out", out.path,
            ])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
        }
    }

    func testACleanAppPassesAndTheSummaryCountsEventsAndBursts() throws {
        let dir = SegueProcess.temporaryDirectory("fuzz-clean")
        let result = try SegueProcess.run(
            [
                "fuzz", "--events", "900", "--seed", "2", "--burst", "300",
                "--scenes", "home,photos,pop", "--out", dir.path,
            ], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        let summary = try XCTUnwrap(lines.last)
        XCTAssertTrue(summary.hasPrefix("fuzz: 900 events, 3 bursts, 0 failures, "), String(summary))
        // The demo's own targets: which ones the seed's actions began on, and which never.
        XCTAssertEqual(
            lines.dropLast().last,
            "app targets aimed at: CardTransitionCopyView 1, CardView 2, PhotoDetailView 1, PhotosScreen 1; "
                + "never: PhotoRowPage, PopPageView, SettingsPhotoPage, SheetHeaderView, SheetView, mini-player, player"
        )
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(left, [], "a passing run leaves no reproducer or journal behind")
    }

    /// The Settings tab's stack: pushes, pops, back swipes from the edge and the content, and
    /// presses that catch pages in flight, under both profiles.
    func testTheNavigationTabRunsClean() throws {
        for (seed, profile) in [("5", "standard"), ("6", "drag-interrupts")] {
            let dir = SegueProcess.temporaryDirectory("fuzz-navigation-\(profile)")
            let result = try SegueProcess.run(
                [
                    "fuzz", "--events", "1200", "--seed", seed, "--burst", "300", "--profile", profile,
                    "--scenes", "navigation", "--out", dir.path,
                ], timeout: 300)
            XCTAssertEqual(result.status, 0, result.stderr)
            let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last)
            XCTAssertTrue(summary.hasPrefix("fuzz: 1200 events, 4 bursts, 0 failures, "), String(summary))
        }
    }

    /// Issue 19's profile: most actions are drags with a key, a resize, a cancel or a second
    /// press arriving while the button is held, and a third of them never release.
    func testTheDragInterruptsProfileRunsClean() throws {
        let dir = SegueProcess.temporaryDirectory("fuzz-interrupts")
        let result = try SegueProcess.run(
            [
                "fuzz", "--events", "900", "--seed", "3", "--burst", "300", "--profile", "drag-interrupts",
                "--scenes", "home,sheet,photos", "--out", dir.path,
            ], timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let summary = try XCTUnwrap(result.stdout.split(separator: "\n").last)
        XCTAssertTrue(summary.hasPrefix("fuzz: 900 events, 3 bursts, 0 failures, "), String(summary))
    }

    /// The profile's drags: the interruption lands while the button is held, between moves.
    func testAnInterruptedDragHoldsTheButtonAcrossItsInterruption() throws {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        var gestures = FuzzGestures(seed: 11, profile: .dragInterrupts)
        var interrupted = 0
        for _ in 0..<200 {
            let steps = gestures.next(in: window)
            guard case .input(.pointerDown) = steps.first, steps.count > 3 else { continue }
            let inputs = steps.compactMap { step -> InputEvent? in
                guard case let .input(event) = step else { return nil }
                return event
            }
            func isMove(_ event: InputEvent) -> Bool {
                guard case .pointerMove = event else { return false }
                return true
            }
            // Something other than a move between the press and the last move: an interruption.
            guard let lastMove = inputs.lastIndex(where: isMove) else { continue }
            if inputs[1..<lastMove].contains(where: { !isMove($0) }) { interrupted += 1 }
        }
        XCTAssertGreaterThan(interrupted, 60, "about half the actions are interrupted drags")
    }

    /// Issue 30: the fuzz touches too. One finger taps and drags, two fingers drag together
    /// and pinch, and every finger that lands lifts within its action.
    func testTheFuzzTapsDragsAndPinchesWithFingersThatAllLift() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        var gestures = FuzzGestures(seed: 30)
        var (oneFinger, twoFingers) = (0, 0)
        for _ in 0..<1000 {
            let steps = gestures.next(in: window)
            var down: Set<Int> = [], most = 0
            for case let .input(event) in steps {
                switch event {
                case let .fingerDown(id, _): down.insert(id)
                case let .fingerUp(id, _): down.remove(id)
                default: break
                }
                most = max(most, down.count)
            }
            XCTAssertEqual(down, [], "every finger lifts: \(steps)")
            if most == 1 { oneFinger += 1 }
            if most == 2 { twoFingers += 1 }
        }
        // Seed 30 makes 114 and 45 with the weights of issue 30 (16 and 7 in 130); bounds, not
        // those figures, so that other actions joining the mix do not break this test.
        XCTAssertGreaterThan(oneFinger, 80, "one-finger taps and drags")
        XCTAssertGreaterThan(twoFingers, 30, "two-finger drags and pinches")
    }

    func testBadOptionsNameTheBound() throws {
        for (arguments, message) in [
            (["--events", "0"], "--events must be within"),
            (["--scenes", "home,nowhere"], "unknown scene 'nowhere'"),
            (["--out", ""], "--out must name a folder"),
            (["--profile", "wild"], "--profile: unknown profile 'wild'; known: standard, drag-interrupts"),
        ] {
            let result = try SegueProcess.run(["fuzz"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}

/// The fuzzer's pieces: the seeded generator, and reproducers that parse back exactly.
final class FuzzPartsTests: XCTestCase {
    /// The targets line: counts by name, sorted, then the names never aimed at.
    func testTheTargetsLineNamesWhatWasNeverAimedAt() {
        XCTAssertEqual(
            FuzzBurst.appTargetsLine(["TileView", "card", "sheet"], aimedAt: ["card": 120, "sheet": 44]),
            "app targets aimed at: card 120, sheet 44; never: TileView")
        XCTAssertEqual(
            FuzzBurst.appTargetsLine(["TileView"], aimedAt: [:]), "app targets aimed at: none; never: TileView")
        XCTAssertEqual(FuzzBurst.appTargetsLine(["card"], aimedAt: ["card": 3]), "app targets aimed at: card 3")
    }

    /// A view is an app target by its trace name first, then by its type's name.
    func testAnAppTargetIsMatchedByTraceNameThenTypeName() {
        let view = View()
        XCTAssertNil(FuzzTargets.appTarget(of: view, in: ["Button"]))
        XCTAssertEqual(FuzzTargets.appTarget(of: view, in: ["View"]), "View")
        view.traceName = "tile.0"
        XCTAssertEqual(FuzzTargets.appTarget(of: view, in: ["View", "tile.0"]), "tile.0")
    }

    func testSplitMix64MatchesItsReferenceOutput() {
        var rng = SeededGenerator(seed: 0)
        XCTAssertEqual(
            [rng.next(), rng.next(), rng.next()],
            [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    func testTheSameSeedMakesTheSameInput() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        var a = FuzzGestures(seed: 42), b = FuzzGestures(seed: 42), c = FuzzGestures(seed: 43)
        let first = (0..<200).flatMap { _ in a.next(in: window) }
        XCTAssertEqual(first, (0..<200).flatMap { _ in b.next(in: window) })
        XCTAssertNotEqual(first, (0..<200).flatMap { _ in c.next(in: window) })
    }

    func testEveryGeneratedCommandParsesBackFromItsReproLine() throws {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        var gestures = FuzzGestures(seed: 7)
        let commands = (0..<2000).flatMap { _ in gestures.next(in: window) }
        let text = InputScript.reproText(scene: "sheet", commands: commands, header: ["round trip"])
        let script = try InputScript(text: text, sourceName: "repro.txt", scenes: SegueDemo.sceneNames)
        XCTAssertEqual(script.scene, "sheet")
        XCTAssertEqual(script.steps.map(\.command), commands)
    }

    /// Issue 29, item 7: the fuzzer aimed at views whose type names held Card, Sheet, Photo or
    /// Page. An app now names its own (`ScriptableApp.fuzzTargets`), by trace or type name, and
    /// a name it does not give is not aimed at.
    func testAnAppsDeclaredTargetsAreAimedAtByTraceOrTypeName() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1, textMeasurer: FakeTextMeasurer())
        let curtain = View(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        curtain.traceName = "curtain"
        window.addSubview(curtain)
        window.addSubview(CardLikePanel(frame: CGRect(x: 0, y: 400, width: 390, height: 400)))
        func aimedAt(_ targets: Set<String>) -> [String] {
            FuzzTargets.candidates(in: window, targets: targets).map { $0.view.traceName ?? "\(type(of: $0.view))" }
        }
        XCTAssertEqual(aimedAt([]), [], "nothing declared, no controls: nothing")
        XCTAssertEqual(aimedAt(["curtain"]), ["curtain"])
        XCTAssertEqual(aimedAt(["curtain", "CardLikePanel"]), ["curtain", "CardLikePanel"])
        XCTAssertEqual(
            SegueDemo.fuzzTargets,
            [
                "CardView", "CardTransitionCopyView", "SheetView", "SheetHeaderView", "PhotosScreen", "PhotoDetailView",
                "PopPageView", "PhotoRowPage", "SettingsPhotoPage", "mini-player", "player",
            ], "the demo's: what moves and what starts motion")
    }

    func testTheEndingReleasesTheButtonAndRestoresNormalSpeed() {
        let held: [InputScript.Command] = [
            .input(.pointerDown(CGPoint(x: 5, y: 6))), .input(.key(.s)),
            .input(.pointerMove(CGPoint(x: 7, y: 8))),
        ]
        XCTAssertEqual(
            Array(FuzzBurst.ending(after: held).prefix(3)),
            [.input(.pointerUp(CGPoint(x: 7, y: 8))), .input(.key(.s)), .wait(1.5)])
        XCTAssertEqual(FuzzBurst.ending(after: []).first, .wait(1.5))
    }
}

/// A view whose type name holds "Card", which the old rule aimed at whatever the app said.
private final class CardLikePanel: View {}
