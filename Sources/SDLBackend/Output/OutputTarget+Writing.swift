import Foundation

/// Writes `bytes` to `path` as `OutputTarget.resolve` decides: a file whole or not at all
/// (see `replaceWhole`), a device, FIFO, socket or own descriptor as a stream, in place.
/// - Throws: `notAFile` (bad input) when `path` is a folder or another thing that cannot be
///   written; `writeFailed` naming `path` and the system's reason when writing fails.
public func writeOutput(_ bytes: [UInt8], to path: String) throws {
    let target = try OutputTarget.resolve(path)
    guard case let .file(resolved) = target else {
        let stream = try target.openStream(naming: path)
        defer { close(stream) }
        return try writeAll(bytes, to: stream) { .writeFailed(path: path, reason: String(cString: strerror(errno))) }
    }
    try replaceWhole(resolved, with: bytes, naming: path)
}

extension OutputTarget {
    /// A descriptor, opened for writing, to stream a `.stream` or `.descriptor` target
    /// through; the caller closes it (an own descriptor is duplicated, so it stays open).
    /// Standard output is flushed first: the stream may be the same one, and what was printed
    /// before must come before what is streamed. Opening a FIFO waits for a reader.
    /// - Precondition: the target is not a `.file`, which is never written in place.
    /// - Throws: `writeFailed` naming `given` when it cannot be opened.
    public func openStream(naming given: String) throws -> Int32 {
        fflush(stdout)
        let opened: Int32
        switch self {
        case .file: preconditionFailure("a file is replaced whole, never streamed")
        case let .descriptor(own): opened = fcntl(own, F_DUPFD_CLOEXEC, 0)
        case let .stream(path): opened = Self.isSocket(path) ? Self.connect(path) : Self.openRetrying(path)
        }
        guard opened >= 0 else {
            throw SDLBackendError.writeFailed(path: given, reason: String(cString: strerror(errno)))
        }
        return opened
    }

    private static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
    }

    private static func openRetrying(_ path: String) -> Int32 {
        while true {
            let opened = open(path, O_WRONLY | O_CLOEXEC)
            if opened >= 0 || errno != EINTR { return opened }
        }
    }

    /// A socket file cannot be opened, only connected to (as a stream socket).
    private static func connect(_ path: String) -> Int32 {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { return -1 }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(socket)
            errno = ENAMETOOLONG
            return -1
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else {
            let reason = errno
            close(socket)
            errno = reason
            return -1
        }
        return socket
    }
}

/// Replaces the file at `path` with `bytes`, whole or not at all. They go to an unnamed file
/// (O_TMPFILE) in the same folder, which vanishes by itself if the process dies mid-write;
/// once written and synced (a full disk can surface only there) it is linked under a
/// temporary name and renamed over `path`, so `path` is never partial. Where the file system
/// has no unnamed files, or /proc is missing to link one, a named temporary file is used and
/// removed on failure. Errors name `given`, the path as the user wrote it.
private func replaceWhole(_ path: String, with bytes: [UInt8], naming given: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).partial"
    func failure() -> SDLBackendError { .writeFailed(path: given, reason: String(cString: strerror(errno))) }
    func renameIntoPlace() throws {
        guard rename(temporary, path) == 0 else {
            let error = failure()
            unlink(temporary)
            throw error
        }
    }

    let unnamed = open(directory, unnamedFileFlags | O_WRONLY | O_CLOEXEC, 0o666)
    if unnamed >= 0 {
        defer { close(unnamed) }
        try writeAll(bytes, to: unnamed, failure)
        try syncOrFail(unnamed, failure)
        unlink(temporary)  // a stale one from a killed run with the same process id
        if linkat(AT_FDCWD, "/proc/self/fd/\(unnamed)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 {
            return try renameIntoPlace()
        }
    } else if ![EOPNOTSUPP, EISDIR, EINVAL].contains(errno) {
        throw failure()  // a missing or read-only folder: a named file would fail the same way
    }

    let named = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard named >= 0 else { throw failure() }
    var closed = false
    do {
        try writeAll(bytes, to: named, failure)
        try syncOrFail(named, failure)
        closed = true
        guard close(named) == 0 else { throw failure() }
    } catch {
        if !closed { close(named) }
        unlink(temporary)
        throw error
    }
    try renameIntoPlace()
}

/// Writes every byte to `descriptor`, or throws `failure()`.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32, _ failure: () -> SDLBackendError) throws {
    guard DescriptorWriter.writeAll(bytes, to: descriptor) else { throw failure() }
}

/// Waits until what was written to the file is on disk, where a full disk may only now show.
private func syncOrFail(_ descriptor: Int32, _ failure: () -> SDLBackendError) throws {
    guard fsync(descriptor) == 0 else { throw failure() }
}

/// open(2)'s O_TMPFILE, which Swift does not import (a macro of two flags); the bit is the
/// same on x86-64 and ARM64 Linux.
private let unnamedFileFlags: Int32 = 0o20000000 | O_DIRECTORY
