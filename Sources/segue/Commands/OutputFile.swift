import ArgumentParser
import Foundation

/// A file a command will write (`--trace`, `--hashes`, `--video`, `trace plot --out`), checked
/// before anything runs so a long replay never fails at its end.
enum OutputFile {
    /// Checks that `path` can become `what` (such as "the CSV file"): a name, not a folder, in
    /// a folder that exists and can be written.
    /// - Throws: `ValidationError` naming `option` and the cause (exit 2).
    static func validate(_ path: String, option: String, what: String = "the file") throws {
        guard !path.isEmpty else { throw ValidationError("\(option) needs a file name, found an empty string") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a folder; give \(what) to write")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(option) \(path): the folder \(folder) does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw ValidationError("\(option) \(path): the folder \(folder) is not writable")
        }
    }
}
