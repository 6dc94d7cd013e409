import ArgumentParser
import Foundation
import SDLBackend
import ViewKit

/// The CSV file `run-script --trace` writes.
public enum TraceFile {
    /// Checks before anything plays that `path` can become the trace: a file name in a folder
    /// that exists, or a device or FIFO. - Throws: `ValidationError` naming the cause (exit 2).
    public static func validate(_ path: String) throws {
        try OutputFile.validate(path, option: "--trace", what: "the CSV file")
    }

    /// Writes the trace: a file whole or not at all, a device or FIFO as a stream (see
    /// `writeOutput`).
    public static func write(_ trace: MotionTrace, to path: String) throws {
        try writeOutput(Array(trace.csv.utf8), to: path)
        print("trace: \(trace.rows.count) frames, \(trace.names.count) parts → \(path)")
    }
}
