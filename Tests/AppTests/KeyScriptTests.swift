import SDLBackend
import ViewKit
import XCTest

@testable import SegueCapture
@testable import SegueScript
@testable import segue

/// `key` lines with modifiers (issue 29, item 5): what parses, what a recording writes back,
/// the errors bad ones get, and the modifier form played against the tools' H.
final class KeyScriptTests: XCTestCase {
    private let folder = SegueProcess.root.appendingPathComponent("Tests/Scripts/Keys")

    func testModifiersParseAndWriteBackAsTheyWereMeant() throws {
        let script = try ScriptFile(
            path: folder.appendingPathComponent("modifiers.txt").path, scenes: SegueDemo.sceneNames)
        var commands: [InputScript.Command] = []
        try script.forEachStep { commands.append($0.command) }
        XCTAssertEqual(
            commands,
            [
                .input(.key(.digit1, modifiers: .control)), .input(.key(.tab, modifiers: .shift)),
                .input(.key(.left, modifiers: .alternate)), .input(.key(.h, modifiers: .command)),
                .input(.key(.h, modifiers: [.control, .shift])), .input(.key(.f13, modifiers: .alternate)),
                .input(.key(.h)), .wait(0.5),
            ])
        XCTAssertEqual(
            commands.map(\.reproLine),
            [
                "key ctrl+1", "key shift+tab", "key alt+left", "key cmd+h", "key ctrl+shift+h", "key alt+f13", "key h",
                "wait 0.5",
            ])
    }

    func testEveryKeyAndModifierSetRoundTrips() throws {
        let sets: [KeyModifiers] = [
            [], .shift, .control, .alternate, .command, [.control, .alternate, .shift, .command],
        ]
        for key in Key.allCases {
            for modifiers in sets {
                let line = InputScript.Command.input(.key(key, modifiers: modifiers)).reproLine
                let parsed = try InputScript(text: line, sourceName: "t.txt", scenes: SegueDemo.sceneNames)
                XCTAssertEqual(parsed.steps.map(\.command), [.input(.key(key, modifiers: modifiers))], line)
            }
        }
        XCTAssertEqual(Key.allCases.count, 135)
    }

    func testBadKeyPressesNameTheWordAtFault() throws {
        let text = try String(contentsOf: folder.appendingPathComponent("bad-keys.txt"), encoding: .utf8)
        let cases = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (text: String(parts[0]), expected: String(parts[1]))
        }
        XCTAssertEqual(cases.count, 9)
        assertParseErrors(cases)
    }

    /// Played, the modified H presses pass the tools' H by: only the plain one shows the HUD.
    /// Ctrl+1 selects the first tab and Shift+Tab moves focus (issue 30), so they are used;
    /// Alt+Left finds no page to pop on Today, so the host gets it.
    func testOnlyThePlainKeyFiresTheToolsCommand() throws {
        let out = SegueProcess.temporaryDirectory("keys-modifiers")
        let session = try HeadlessSession(
            app: SegueDemo.self, scene: "home", resources: SegueProcess.root.appendingPathComponent("Resources"),
            outputDirectory: out)
        var unhandled: [KeyPress] = []
        session.app.keyHandler = { press in
            unhandled.append(press)
            return false
        }
        let text = try String(contentsOf: folder.appendingPathComponent("modifiers.txt"), encoding: .utf8)
        try session.run(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("scene") }.joined(separator: "\n"))
        XCTAssertNotNil(session.app.hud)
        XCTAssertEqual(
            unhandled.map(\.description), ["alt+left", "cmd+h", "ctrl+shift+h", "alt+f13"])
    }

    /// `segue record` writes a key press with its modifiers, in the form a script reads back;
    /// Q, with any modifiers, ends the recording rather than go into it.
    func testARecordingWritesModifiersAndReadsThemBack() throws {
        let path = SegueProcess.temporaryDirectory("keys-record").appendingPathComponent("session.txt").path
        do {
            let recorder = try ScriptRecorder(path: path)
            let header = RecordingHeader(
                version: SegueVersion.current, size: SurfaceSize(width: 390, height: 844), scale: 1, scene: "home")
            try recorder.begin(header, at: 10)
            try recorder.record([
                TimedInputEvent(.key(.digit1, modifiers: .control), at: 10.5),
                TimedInputEvent(.key(.left, modifiers: [.alternate, .shift]), at: 10.75),
                TimedInputEvent(.key(.q, modifiers: .command), at: 11),
            ])
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter {
            $0.contains(" key ")
        }
        XCTAssertEqual(lines, ["0.500000 key ctrl+1", "0.750000 key alt+shift+left"])
        var keys: [InputScript.Command] = []
        try ScriptFile(path: path, scenes: SegueDemo.sceneNames).forEachStep { step in
            if case .input(.key) = step.command { keys.append(step.command) }
        }
        XCTAssertEqual(
            keys, [.input(.key(.digit1, modifiers: .control)), .input(.key(.left, modifiers: [.alternate, .shift]))])
    }
}
