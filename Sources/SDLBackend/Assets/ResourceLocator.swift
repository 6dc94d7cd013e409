import Foundation

/// Finds Segue's Resources folder (its fonts and the demo's images): an explicit path, then
/// $SEGUE_RESOURCES, then a `Resources` folder beside the executable or up to five folders above
/// it, then one in the current directory, then the one in the Segue checkout this module was
/// built from, which is where an app that depends on Segue by path finds the fonts.
public struct ResourceLocator {
    /// No candidate folder held a `Fonts/` folder.
    public struct NotFound: Error, CustomStringConvertible {
        public let tried: [String]
        /// What was wrong with places that nearly fit, such as a `Fonts` that is a file.
        public var problems: [String] = []
        public var description: String {
            "Segue's Resources folder was not found (looked in: \(tried.joined(separator: ", ")))"
                + (problems.isEmpty ? "" : "; " + problems.joined(separator: "; ")) + ". "
                + "Run segue from the repository checkout, or pass --resources DIR (or set SEGUE_RESOURCES) "
                + "to the folder that holds Fonts/ and Images/."
        }
    }

    /// Finds the Resources folder, the folder that holds `Fonts/` (and the demo's `Images/`),
    /// which every app and test built on Segue needs for its text.
    ///
    /// Looked for in this order: `explicit` alone when given; else `$SEGUE_RESOURCES`; a
    /// `Resources` folder beside the executable or up to five folders above it; one in the
    /// current directory; and last the one in the Segue checkout this module was built from
    /// (the nearest folder above its source file that holds `Package.swift`). That last place is how a test or an app in a package that depends on Segue by path
    /// finds the fonts with no setup:
    ///
    ///     let session = try HeadlessSession(
    ///         app: MyScenes.self, resources: try ResourceLocator.locate(), outputDirectory: folder)
    ///
    /// - Parameter explicit: a path given on the command line (`--resources`); when set, it is
    ///   the only place looked.
    /// - Returns: the folder that holds `Fonts/`, as an absolute, standardized file URL.
    /// - Throws: `NotFound`, naming every place looked and what was wrong with any that nearly
    ///   fit (a `Fonts` that is a file, an explicit folder without `Fonts/`).
    public static func locate(explicit: String? = nil) throws -> URL {
        try locate(explicit: explicit, in: .ofThisProcess)
    }

    /// Where `locate` looks when no folder is named: this process's surroundings, or made-up
    /// ones in a test.
    package struct SearchPlaces {
        package var environment: [String: String]
        /// The folder of the running executable, symbolic links resolved.
        package var executableDirectory: String
        package var currentDirectory: String
        /// The Segue checkout this module was compiled from, nil when it is gone.
        package var builtCheckout: URL?

        package init(
            environment: [String: String], executableDirectory: String, currentDirectory: String, builtCheckout: URL?
        ) {
            (self.environment, self.executableDirectory) = (environment, executableDirectory)
            (self.currentDirectory, self.builtCheckout) = (currentDirectory, builtCheckout)
        }

        package static var ofThisProcess: SearchPlaces {
            SearchPlaces(
                environment: ProcessInfo.processInfo.environment,
                executableDirectory: ResourceLocator.executableDirectory(),
                currentDirectory: FileManager.default.currentDirectoryPath, builtCheckout: BuiltCheckout.segue)
        }

        /// Every folder looked in, nearest first, when none is named.
        package var candidates: [String] {
            var paths: [String] = []
            if let env = environment["SEGUE_RESOURCES"], !env.isEmpty { paths.append(env) }
            paths += ResourceLocator.ancestors(of: executableDirectory).map { $0 + "/Resources" }
            paths.append(currentDirectory + "/Resources")
            if let builtCheckout { paths.append(builtCheckout.appendingPathComponent("Resources").path) }
            return paths
        }
    }

    /// `locate(explicit:)` in `places`.
    package static func locate(explicit: String?, in places: SearchPlaces) throws -> URL {
        let fm = FileManager.default
        let candidates = explicit.map { [$0] } ?? places.candidates
        var problems: [String] = []
        if explicit == nil && places.builtCheckout == nil {
            problems.append(BuiltCheckout.segueIsGone)
        }
        for path in candidates {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: path + "/Fonts", isDirectory: &isDir) {
                if isDir.boolValue { return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL }
                problems.append("\(path)/Fonts is a file, not a folder")
            } else if explicit != nil, fm.fileExists(atPath: path, isDirectory: &isDir) {
                problems.append(isDir.boolValue ? "\(path) has no Fonts folder" : "\(path) is a file, not a folder")
            }
        }
        throw NotFound(tried: candidates, problems: problems)
    }

    static func executableDirectory() -> String {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return path.deletingLastPathComponent().path
    }

    /// The directory and up to five of its parents (.build/release/segue sits three below the checkout).
    static func ancestors(of dir: String) -> [String] {
        var result: [String] = []
        var url = URL(fileURLWithPath: dir)
        for _ in 0..<6 {
            result.append(url.path)
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return result
    }
}
