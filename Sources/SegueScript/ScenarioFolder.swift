import Foundation
import SDLBackend

/// The screenshot scenarios: every `NAME.txt` input script in one folder, which `segue screenshot`
/// plays in file-name order, each on a fresh app. They are read when the command runs, so an
/// edited or added scenario needs no rebuild.
///
/// Only the folder's `.txt` files are scenarios; anything else there (a note, an editor's
/// hidden backup) is left alone. The folder holds nothing but scenarios so that the other
/// scripts in Tests/Scripts (recordings, fixtures that must fail, reproducers) are never
/// played as screenshots.
public struct ScenarioFolder {
    /// Where the scenarios live, relative to the checkout's root.
    public static let checkoutPath = "Tests/Scripts/Screenshots"
    /// Names the folder when `--scenarios` does not, as $SEGUE_RESOURCES names the resources.
    static let environmentVariable = "SEGUE_SCENARIOS"
    /// The file name extension that makes a file in the folder a scenario.
    static let scriptExtension = "txt"

    public let url: URL
    /// True when no one named the folder (neither `--scenarios` nor $SEGUE_SCENARIOS): it was
    /// found in a checkout, which may be Segue's own, holding the demo's scenarios.
    var foundBySearch = false

    /// Where `locate` looks when no folder is named on the command line: this process's
    /// surroundings, or made-up ones in a test.
    public struct SearchPlaces {
        public var environment: [String: String]
        /// The executable's path, as the shell gave it (`CommandLine.arguments[0]`).
        public var executable: String
        var currentDirectory: String
        /// The checkout this executable was built from, nil to leave it out.
        var builtCheckout: String?

        public static var ofThisProcess: SearchPlaces {
            SearchPlaces(
                environment: ProcessInfo.processInfo.environment,
                executable: CommandLine.arguments[0],
                currentDirectory: FileManager.default.currentDirectoryPath,
                builtCheckout: BuiltCheckout.root(ofSourceFile: #filePath)?.path)
        }

        /// Nearest first.
        public var candidates: [String] {
            func scenarios(under folder: URL) -> String { folder.appendingPathComponent(checkoutPath).path }
            var paths: [String] = []
            if let named = environment[ScenarioFolder.environmentVariable], !named.isEmpty { paths.append(named) }
            let directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            paths += ScenarioFolder.ancestors(of: directory).map(scenarios(under:))
            paths.append(scenarios(under: URL(fileURLWithPath: currentDirectory)))
            if let builtCheckout { paths.append(scenarios(under: URL(fileURLWithPath: builtCheckout))) }
            return paths
        }
    }

    /// Finds the folder as `ResourceLocator` finds the resources: `explicit` (`--scenarios`),
    /// when given, is the only place looked; otherwise $SEGUE_SCENARIOS, then `checkoutPath`
    /// under the executable's folder and up to five of its parents (the checkout holds
    /// .build/debug/segue), then under the current directory, then in the checkout this
    /// executable was built from.
    /// - Throws: `InputScript.ParseError` naming the folder, with no line: a bad input file, so
    ///   the command exits 2 as it does for a missing `--resources` folder.
    public static func locate(explicit: String?, in places: SearchPlaces = .ofThisProcess) throws -> ScenarioFolder {
        if let explicit { return try folder(given: explicit) }
        let candidates = places.candidates
        var problems: [String] = []
        for path in candidates {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let named = places.environment[environmentVariable].map { !$0.isEmpty && $0 == path } ?? false
                return ScenarioFolder(url: URL(fileURLWithPath: path, isDirectory: true), foundBySearch: !named)
            }
            problems.append("\(path) is a file, not a folder")
        }
        throw InputScript.ParseError(
            file: checkoutPath, line: 0,
            message: "the folder of screenshot scenarios "
                + "was not found (looked in: \(candidates.joined(separator: ", ")))"
                + (problems.isEmpty ? "" : "; " + problems.joined(separator: "; "))
                + ". Run \(CommandLine.programName) from the "
                + "repository checkout, or pass --scenarios DIR (or set \(environmentVariable)) to a folder of "
                + "scenario scripts, one NAME.txt each")
    }

    /// The folder at `path`, which the user named with `--scenarios`.
    private static func folder(given path: String) throws -> ScenarioFolder {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputScript.ParseError(
                file: path, line: 0,
                message: "no such folder; --scenarios names a "
                    + "folder of scenario scripts, one NAME.txt each, such as \(checkoutPath)")
        }
        guard isDirectory.boolValue else {
            throw InputScript.ParseError(
                file: path, line: 0,
                message: "is a file, not a folder; --scenarios "
                    + "names a folder of scenario scripts, one NAME.txt each (play one script with \(CommandLine.programName) run-script)"
            )
        }
        return ScenarioFolder(url: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The directory and up to five of its parents, nearest first (as `ResourceLocator` looks).
    private static func ancestors(of directory: URL) -> [URL] {
        var result: [URL] = []
        var url = directory.standardizedFileURL
        for _ in 0..<6 {
            result.append(url)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return result
    }

    /// The scenario files, sorted by name so every run plays them in the same order.
    /// - Throws: `InputScript.ParseError` naming the folder when it cannot be listed or holds none.
    func scriptFiles() throws -> [URL] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw InputScript.ParseError(
                file: url.path, line: 0,
                message: "cannot list the scenarios: \(error.localizedDescription)")
        }
        let scripts = names.filter { !$0.hasPrefix(".") && $0.hasSuffix("." + Self.scriptExtension) }.sorted()
        guard !scripts.isEmpty else {
            throw InputScript.ParseError(
                file: url.path, line: 0,
                message: "holds no scenario scripts "
                    + "(NAME.\(Self.scriptExtension)); \(CommandLine.programName) screenshot plays every one in the folder"
            )
        }
        return scripts.map { url.appendingPathComponent($0) }
    }

    /// Reads and checks every scenario, so a malformed line anywhere stops the run before the
    /// first shot is written.
    /// - Throws: `InputScript.ParseError` naming the file and the line: a malformed line, a file
    ///   that cannot be read, or a shot name another scenario also writes.
    ///   A folder found by searching whose scenarios start in a scene the app does not have is
    ///   another app's (an app built inside Segue's checkout finds the demo's): the error says
    ///   so, naming `app`, its scenes and how to give its own.
    public func loadScenarios(scenes: SceneNames, app: String = CommandLine.programName) throws -> [InputScript] {
        let scripts = try scriptFiles().map { file in
            do {
                return try InputScript(contentsOfFile: file.path, scenes: scenes)
            } catch let error as InputScript.ParseError where foundBySearch && error.message.hasPrefix("unknown scene")
            {
                throw InputScript.ParseError(
                    file: url.path, line: 0,
                    message: "holds another app's screenshot scenarios: \(file.lastPathComponent) starts in a scene "
                        + "\(app) does not have (\(app)'s scenes: \(scenes.list)). Give \(app)'s own with "
                        + "--scenarios DIR or $\(Self.environmentVariable), a folder of scenario scripts, one NAME.txt each"
                )
            }
        }
        try Self.checkShotNamesAreUnique(scripts)
        return scripts
    }

    /// Fails when two scenarios write a PNG of the same name: the later would overwrite the
    /// earlier's, and one golden would stand for two pictures. A scenario may repeat its own
    /// names (a strip adds a frame each time).
    private static func checkShotNamesAreUnique(_ scripts: [InputScript]) throws {
        var writers: [String: String] = [:]  // shot or strip name → the file that writes it first
        for script in scripts {
            for step in script.steps {
                guard let name = step.command.pictureName else { continue }
                if let writer = writers[name], writer != script.sourceName {
                    throw InputScript.ParseError(
                        file: script.sourceName, line: step.line,
                        message: "\(name).png "
                            + "is also written by \(writer); give each scenario's shots and strips names of their own")
                }
                writers[name] = script.sourceName
            }
        }
    }
}

extension InputScript.Command {
    /// The name of the PNG a `shot` or `strip` writes (without `.png`), nil for any other command.
    var pictureName: String? {
        switch self {
        case let .shot(name), let .strip(name): return name
        case .input, .drag, .tap, .press, .wait, .waitFrames, .moveOver, .fingers, .expectFinal, .expectState,
            .frameTime,
            .accessibility:
            return nil
        }
    }
}
