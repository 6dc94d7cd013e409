import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// Writes a live session as an input script, line by line as it happens: each line goes to
/// the file with its own write(2), so Ctrl-C, a closed window or Q loses nothing before it.
///
/// Times are seconds since the recording began, to the microsecond, on the clock the app's
/// events carry (SDL's event timestamps on the performance counter; see `WindowHost`). Frame
/// and idle lines are on that clock too: the app's frame clock is `HostClock`, the same counter.
public final class ScriptRecorder {
    public let path: String
    private var descriptor: Int32
    /// The clock reading that is time 0 of the recording, in seconds.
    private var origin = 0.0
    public private(set) var eventsRecorded = 0
    /// Seconds: the last time written, so no line goes back (the parser's rule).
    public private(set) var lastTime = 0.0
    /// Whether the script's hour of script time has been used up.
    public private(set) var isFull = false

    /// The file `init` created, so a recording that never began can take it away again.
    private let createdFile: String?
    /// Whether the recording goes to a regular file, which `begin` empties (a device or FIFO
    /// is streamed to and cannot be).
    private let isFile: Bool
    private var began = false

    /// Opens `path` for writing before any window opens; what was there is replaced only once
    /// the recording begins. It is written in place, line by line, wherever `OutputTarget`
    /// says: a link's file, or a device or FIFO as a stream (opening a FIFO waits for a reader).
    /// - Throws: `UnwritableRecording` naming the file and the reason (exit 2).
    public init(path: String) throws {
        self.path = path
        guard !path.isEmpty else {
            throw UnwritableRecording(message: "record needs a file name, found an empty string")
        }
        let target: OutputTarget
        do {
            target = try OutputTarget.resolve(path)
        } catch let SDLBackendError.notAFile(_, kind) {
            throw UnwritableRecording(message: "cannot write the recording \(path): it is \(kind)")
        }
        if case let .file(file) = target {
            (isFile, createdFile) = (true, access(file, F_OK) != 0 ? file : nil)
            descriptor = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        } else {
            (isFile, createdFile) = (false, nil)
            do {
                descriptor = try target.openStream(naming: path)
            } catch let SDLBackendError.writeFailed(_, reason) {
                throw UnwritableRecording(message: "cannot write the recording \(path): \(reason.lowercased())")
            }
        }
        guard descriptor >= 0 else {
            throw UnwritableRecording(
                message: "cannot write the recording \(path): \(String(cString: strerror(errno)).lowercased())")
        }
    }

    /// Closes the file; one this recorder created is removed when the recording never began
    /// (the window could not open), and one that was there before is left as it was.
    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !began, let createdFile { unlink(createdFile) }
    }

    /// Starts the clock at `time` (seconds), empties the file and writes the header.
    public func begin(_ header: RecordingHeader, at time: Double) throws {
        guard !isFile || ftruncate(descriptor, 0) == 0 else {
            throw RecordingError(
                message: "cannot write the recording \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        (origin, began) = (time, true)
        try write(
            "# Recorded by `\(CommandLine.programName) record`; replay it with `\(CommandLine.programName) run-script \(URL(fileURLWithPath: path).lastPathComponent) --out DIR`."
        )
        try write(header.lineText)
    }

    /// Writes `events` (app-clock times) as timed script lines. The window's own close and
    /// Q end the recording rather than go into it: the `final` line does.
    public func record(_ events: [TimedInputEvent]) throws {
        for timed in events where !isFull {
            switch timed.event {
            case .quit, .key(.q, _): continue
            default: break
            }
            let time = scriptTime(timed.time)
            guard time <= InputScript.Limits.scriptTime else {
                isFull = true
                return
            }
            try write(String(format: "%.6f ", time) + InputScript.Command.input(timed.event).reproLine)
            eventsRecorded += 1
        }
    }

    /// Writes a `frame` line: the live loop advanced animations at `time` (app-clock seconds).
    func recordFrame(at time: Double) throws { try writeTimed("frame", at: time) }

    /// Writes an `idle` line: the live loop reset its frame timer at `time` (app-clock seconds).
    func recordIdle(at time: Double) throws { try writeTimed("idle", at: time) }

    /// Writes a `state` line: what the app shows at `time` (app-clock seconds), when the live
    /// loop goes idle, for the replay to check there.
    func recordState(_ state: FinalState, at time: Double) throws {
        try writeTimed("state " + state.lineText, at: time)
    }

    private func writeTimed(_ command: String, at time: Double) throws {
        guard !isFull else { return }
        let stamp = scriptTime(time)
        guard stamp <= InputScript.Limits.scriptTime else {
            isFull = true
            return
        }
        try write(String(format: "%.6f ", stamp) + command)
    }

    /// Writes the state the app came to rest in, stamped with `time` (when the session ended),
    /// and closes the file.
    public func finish(_ state: FinalState, at time: Double) throws {
        let stamp = min(scriptTime(time), InputScript.Limits.scriptTime)
        try write(String(format: "%.6f final ", stamp) + state.lineText)
        close(descriptor)
        descriptor = -1
    }

    /// Seconds since the recording began, never before the last line's.
    private func scriptTime(_ time: Double) -> Double {
        let seconds = max(lastTime, time - origin)
        lastTime = seconds
        return seconds
    }

    private func write(_ line: String) throws {
        guard DescriptorWriter.writeAll(Array((line + "\n").utf8), to: descriptor) else {
            throw RecordingError(
                message: "cannot write the recording \(path): \(String(cString: strerror(errno)).lowercased())")
        }
    }
}

/// The file to record into cannot be written: bad input, reported before any window opens.
public struct UnwritableRecording: BadInputError, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Writing the recording failed part way (a full disk): what was written before stays.
public struct RecordingError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
