import ArgumentParser
import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// `audit`: Xcode's accessibility audit, headless, on every scene of the app at rest and on
/// each screen the given scripts reach (at each `accessibility NAME` line and at their end).
public struct AuditCommand<App: ScriptableApp>: ParsableCommand {
    public init() {}

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "audit",
            abstract: "Check what assistive technology reaches: labels on what can be activated, 44x44 pt targets.",
            discussion: """
                Plays each scene until it rests, then each script given, and checks the window's accessibility \
                tree where each scene rests, at each script's `accessibility NAME` lines and at its end. \
                Reported: elements that can be activated (buttons, rows, items, anything the keyboard can \
                focus) with no label; those whose hit target (bounds and hitTestOutset) is under 44x44 pt; \
                and images that show with no label, not marked decorative (isAccessibilityElement = false). \
                What a presentation covers is not checked: it cannot be reached. Exits 1 when anything is \
                reported.
                """)
    }

    @Argument(help: "Scripts that reach the screens to check (each scene's rest is always checked).")
    public var scripts: [String] = []

    @OptionGroup public var surface: SurfaceOptions

    @Flag(help: "Check only the scripts, not every scene at rest.")
    public var scriptsOnly = false

    public func validate() throws { try surface.validate(scale: 1) }

    public func run() throws {
        let files = try scripts.map { try ScriptFile(path: $0, scenes: App.sceneNames) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-audit-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = try HeadlessRunner(
            app: App.self, resources: surface.resources, size: surface.size, scale: 1,
            output: ShotOutput(folder: folder.path, goldens: nil, tolerance: 0, recordsGoldens: false))
        runner.compositorThreads = surface.threads
        var (checked, failed) = (0, 0)
        var current = ""
        runner.accessibilityCheck = { name, window in
            checked += 1
            let issues = window.accessibilityAudit()
            let place = name == "end" ? current : "\(current) at '\(name)'"
            guard !issues.isEmpty else { return print("\(place): clean") }
            failed += 1
            for issue in issues { print("\(place): \(issue)") }
        }
        let scenes = scriptsOnly ? [] : App.scenes
        for scene in scenes {
            current = "scene \(scene)"
            try runner.play(
                try InputScript(text: "scene \(scene)\nwait 1", sourceName: current, scenes: App.sceneNames))
        }
        for (path, file) in zip(scripts, files) {
            current = path
            try runner.play(file)
        }
        print("audit: \(checked - failed) screens clean, \(failed) with problems")
        if failed > 0 { throw ExitCode(1) }
    }
}
