import Foundation

/// Finds Segue's Resources folder: an explicit path, then $SEGUE_RESOURCES, then the folder
/// beside the executable's checkout, then the current directory.
struct ResourceLocator {
    struct NotFound: Error, CustomStringConvertible {
        let tried: [String]
        /// What was wrong with places that nearly fit, such as a `Fonts` that is a file.
        var problems: [String] = []
        var description: String {
            "Segue's Resources folder was not found (looked in: \(tried.joined(separator: ", ")))"
                + (problems.isEmpty ? "" : "; " + problems.joined(separator: "; ")) + ". "
                + "Run segue from the repository checkout, or pass --resources DIR (or set SEGUE_RESOURCES) "
                + "to the folder that holds Fonts/ and Images/."
        }
    }

    /// - Parameter explicit: a path given on the command line; when set, it is the only place looked.
    static func locate(explicit: String?) throws -> URL {
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
