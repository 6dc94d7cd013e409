import Foundation

/// How an output path is written, decided from what stands there, as `cp`, ImageMagick and
/// ffmpeg decide: a file is replaced whole, a device or pipe is written as a stream, and
/// nothing else is written at all. Every file a command writes goes through `resolve`, so a
/// `--video /dev/null` or a `--hashes /dev/stdout` never renames a file over a device node.
public enum OutputTarget: Equatable, Sendable {
    /// A regular file, or nothing yet: written to a temporary file beside `path` and renamed
    /// onto it, so it appears whole or not at all. `path` is where the given path's symbolic
    /// links lead, so a link stays a link and the file it names is replaced in its own folder.
    case file(path: String)
    /// A character device, a FIFO or a socket: opened and written in place, as a stream;
    /// nothing is renamed over it and nothing temporary is made.
    case stream(path: String)
    /// One of this process's own open descriptors, named as /dev/stdout, /dev/fd/N or
    /// /proc/self/fd/N: written through that descriptor, so what is written keeps its place
    /// among everything else written there (opening the name again would start at offset 0).
    case descriptor(Int32)

    /// Linux's own limit on the symbolic links one path may pass through.
    static let maximumLinks = 40

    /// What `given` names, with its symbolic links followed. Nothing is opened, so a FIFO no
    /// one reads yet cannot block a check made before a command runs. A missing file, or one
    /// in a missing folder, is a `.file`: writing it reports what is missing.
    /// - Throws: `notAFile` naming `given` when it is a folder, a block device, a loop of
    ///   links or a descriptor this process has not opened for writing.
    public static func resolve(_ given: String) throws -> OutputTarget {
        var path = given
        for _ in 0..<maximumLinks {
            if let descriptor = ownDescriptor(named: path) { return try writable(descriptor, given: given) }
            var info = stat()
            guard lstat(path, &info) == 0 else { return .file(path: path) }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: path = try linkTarget(of: path, given: given)
            case S_IFREG: return .file(path: path)
            case S_IFCHR, S_IFIFO, S_IFSOCK: return .stream(path: path)
            case S_IFDIR:
                throw SDLBackendError.notAFile(
                    path: given, kind: path == given ? "a folder" : "a link to the folder \(path)")
            default:
                throw SDLBackendError.notAFile(
                    path: given, kind: path == given ? "a block device" : "a link to \(path)")
            }
        }
        throw SDLBackendError.notAFile(path: given, kind: "a loop of symbolic links")
    }

    /// The path the link at `path` names; a relative one is taken from the link's own folder.
    private static func linkTarget(of path: String, given: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else {
            throw SDLBackendError.writeFailed(path: given, reason: String(cString: strerror(errno)))
        }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(target).path
    }

    /// N when `path` is /proc/self/fd/N, or any name for it (/dev/stdout, /dev/fd/N).
    private static func ownDescriptor(named path: String) -> Int32? {
        let url = URL(fileURLWithPath: path)
        guard let number = Int32(url.lastPathComponent), number >= 0,
            let folder = realpath(url.deletingLastPathComponent().path, nil)
        else { return nil }
        defer { free(folder) }
        let resolved = String(cString: folder)
        return resolved == "/proc/self/fd" || resolved == "/proc/\(getpid())/fd" ? number : nil
    }

    private static func writable(_ descriptor: Int32, given: String) throws -> OutputTarget {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { throw SDLBackendError.notAFile(path: given, kind: "a descriptor that is not open") }
        guard flags & O_ACCMODE != O_RDONLY else {
            throw SDLBackendError.notAFile(path: given, kind: "a descriptor open only for reading")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw SDLBackendError.notAFile(path: given, kind: "a folder")
        }
        return .descriptor(descriptor)
    }
}
