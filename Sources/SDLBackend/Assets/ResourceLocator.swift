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
    /// current directory; and last the one in the Segue checkout this module was built from.
    /// That last place is how a test or an app in a package that depends on Segue by path
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
        let fm = FileManager.default
        var candidates: [String] = []
        if let explicit {
            candidates = [explicit]
        } else {
            if let env = ProcessInfo.processInfo.environment["SEGUE_RESOURCES"], !env.isEmpty {
                candidates.append(env)
            }
            candidates += ancestors(of: executableDirectory()).map { $0 + "/Resources" }
            candidates.append(fm.currentDirectoryPath + "/Resources")
            candidates.append(builtCheckoutResources)
        }
        var problems: [String] = []
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

    /// Sources/SDLBackend/ResourceLocator.swift → Resources, in the checkout this was built from.
    private static var builtCheckoutResources: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources").path
    }

    private static func executableDirectory() -> String {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return path.deletingLastPathComponent().path
    }

    /// The directory and up to five of its parents (.build/release/segue sits three below the checkout).
    private static func ancestors(of dir: String) -> [String] {
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
