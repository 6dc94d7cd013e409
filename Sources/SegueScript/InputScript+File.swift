import Foundation

/// A script file played straight from disk. A first pass checks every line, so a malformed
/// line stops the run before anything executes; the steps are then read again as they play,
/// so a long script never sits in memory whole.
public final class ScriptFile: PlayableScript {
    public let path: String
    public let scene: String
    public let scenes: SceneNames
    public let size: SurfaceSize?
    public let header: RecordingHeader?
    public let stepCount: Int
    public var sourceName: String { path }

    /// Checks the whole file.
    /// - Throws: `InputScript.ParseError` naming the file, and the line when it is one line's fault.
    /// - Parameters:
    ///   - path: the script file.
    ///   - scenes: the names a `scene` line may give; the first is the default.
    public init(path: String, scenes: SceneNames = .single) throws {
        (self.path, self.scenes) = (path, scenes)
        var parser = InputScript.Parser(sourceName: path, scenes: scenes)
        var count = 0
        try ScriptLines(path: path).forEach { text, number in
            if case .step = try parser.parse(text, line: number) { count += 1 }
        }
        (scene, size, header, stepCount) = (parser.scene, parser.size, parser.header, count)
    }

    public func forEachStep(_ body: (InputScript.Step) throws -> Void) throws {
        var parser = InputScript.Parser(sourceName: path, scenes: scenes)
        try ScriptLines(path: path).forEach { text, number in
            if case let .step(step) = try parser.parse(text, line: number) { try body(step) }
        }
    }
}

/// A file's lines, read in chunks and handed out one at a time (LF or CRLF endings, a UTF-8
/// byte-order mark skipped). Only regular files are read, so a directory, a pipe or /dev/zero
/// is named for what it is instead of hanging or filling memory.
public struct ScriptLines {
    /// Bytes read at a time.
    static let chunkBytes = 64 * 1024

    public let path: String

    private func error(_ line: Int, _ message: String) -> InputScript.ParseError {
        InputScript.ParseError(file: path, line: line, message: message)
    }

    /// Calls `body` with each line's text, its line ending dropped, and its 1-based number.
    public func forEach(_ body: (Substring, Int) throws -> Void) throws {
        let fd = try openRegularFile()
        defer { close(fd) }
        let limit = InputScript.Limits.lineBytes
        let lengthCheck = InputScript.Parser(sourceName: path, scenes: .single)
        var chunk = [UInt8](repeating: 0, count: ScriptLines.chunkBytes)
        var pending: [UInt8] = []  // the start of a line that continues in the next chunk
        var number = 0

        func emit(_ bytes: ArraySlice<UInt8>) throws {
            number += 1
            var line = bytes
            if number == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            try lengthCheck.checkLength(line.count, line: number)
            // ASCII, by far the common case, needs no validation.
            let ascii = line.withUnsafeBufferPointer { $0.allSatisfy { $0 < 0x80 } }
            guard let text = ascii ? String(decoding: line, as: UTF8.self) : String(validating: line, as: UTF8.self)
            else {
                throw error(number, "the line is not UTF-8 text")
            }
            try body(Substring(text), number)
        }

        while true {
            try Interruption.check()
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(0, "cannot read the script: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            var start = 0
            while let newline = ScriptLines.newline(in: chunk, from: start, to: count) {
                if pending.isEmpty {
                    try emit(chunk[start..<newline])
                } else {
                    pending += chunk[start..<newline]
                    try emit(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                start = newline + 1
            }
            pending += chunk[start..<count]
            // One byte of slack for a CR that the next chunk's LF would strip.
            if pending.count > limit + 1 { try lengthCheck.checkLength(pending.count, line: number + 1) }
        }
        if !pending.isEmpty { try emit(pending[...]) }
    }

    /// The index of the first LF in `bytes[from..<to]` (memchr: debug builds are slow per byte).
    private static func newline(in bytes: [UInt8], from: Int, to: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard from < to, let base = buffer.baseAddress,
                let found = memchr(base + from, Int32(UInt8(ascii: "\n")), to - from)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Opens `path` for reading after checking it is a regular file.
    private func openRegularFile() throws -> Int32 {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw error(0, "cannot read the script: \(String(cString: strerror(errno)).lowercased())")
        }
        if let kind = ScriptLines.kind(of: info.st_mode) {
            throw error(
                0,
                kind == "a directory"
                    ? "is a directory, not a script file"
                    : "is not a regular file (it is \(kind)); give a script file")
        }
        // Non-blocking, so a file swapped for a pipe after the check cannot hang the open.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            throw error(0, "cannot read the script: \(String(cString: strerror(errno)).lowercased())")
        }
        return fd
    }

    /// What a file that is not a regular file is, or nil for a regular file.
    public static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }
}
