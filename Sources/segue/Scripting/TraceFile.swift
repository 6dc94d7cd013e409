import ArgumentParser
import Foundation
import SDLBackend
import ViewKit

/// The CSV file `run-script --trace` writes.
enum TraceFile {
    /// Checks before anything plays that `path` can become the trace: a file name in a folder
    /// that exists. - Throws: `ValidationError` naming the cause (exit 2).
    static func validate(_ path: String) throws {
        guard !path.isEmpty else { throw ValidationError("--trace needs a file name, found an empty string") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("--trace \(path) is a folder; give the CSV file to write")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--trace \(path): the folder \(folder) does not exist")
        }
    }

    /// Writes the trace whole or not at all (see `writeFileAtomically`).
    static func write(_ trace: MotionTrace, to path: String) throws {
        try writeFileAtomically(Array(trace.csv.utf8), to: path)
        print("trace: \(trace.rows.count) frames, \(trace.names.count) parts → \(path)")
    }
}
