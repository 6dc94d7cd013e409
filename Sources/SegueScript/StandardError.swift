import Foundation
import SDLBackend

/// Messages for standard error, written with write(2). When stderr cannot take them (a full
/// disk, a file-size limit of 0, a closed pipe) the message is lost and the command goes on
/// to exit with the status that says what happened; FileHandle's `write(_:)` would trap there
/// instead, turning a failed write into a crash.
public enum StandardError {
    /// Writes `line` and a newline.
    public static func line(_ line: String) {
        write(line + "\n")
    }

    /// Writes `text` as it is, through short writes and interruptions; a failure ends it
    /// silently. Safe on the interruption backstop's thread: no stdio lock is taken.
    public static func write(_ text: String) {
        DescriptorWriter.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}

extension CommandLine {
    /// The executable's file name ("segue"), as messages about the process name it.
    public static var programName: String {
        arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "segue"
    }
}
