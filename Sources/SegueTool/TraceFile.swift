import ArgumentParser
import Foundation
import SDLBackend
import SegueCapture
import SegueScript
import ViewKit

/// The CSV file `run-script --trace` writes.
public enum TraceFile {
    /// Checks before anything plays that `path` can become the trace: a file name in a folder
    /// that exists or can be made (as `--out` makes its folder), or a device or FIFO.
    /// - Throws: `ValidationError` naming the cause (exit 2).
    public static func validate(_ path: String) throws {
        try validateOption {
            try OutputFile.validate(path, option: "--trace", what: "the CSV file", createsFolders: true)
        }
    }

    /// Writes the trace, making its folder when missing: a file whole or not at all, a device
    /// or FIFO as a stream (see `writeOutput`). Prints one line naming the frames and every
    /// part the app traced (each view with a `traceName`), which are its columns.
    public static func write(_ trace: MotionTrace, to path: String) throws {
        try OutputFile.makeFolder(for: path)
        try writeOutput(Array(trace.csv.utf8), to: path)
        let parts = trace.names.isEmpty ? "" : " (\(trace.names.joined(separator: ", ")))"
        print("trace: \(trace.rows.count) frames, \(trace.names.count) parts\(parts) → \(path)")
    }
}
