import Foundation

/// Why the SDL backend or its compositor could not do what was asked. Every message names the
/// cause and, where there is one, what to do about it. Declared with the compositor, which
/// draws without SDL, and seen through `import SDLBackend` as before.
public enum SDLBackendError: Error, CustomStringConvertible, Equatable {
    /// An SDL call failed; `call` names it and `reason` is SDL_GetError's text.
    case sdl(call: String, reason: String)
    /// A resource file or directory is not where it was expected.
    case missingResource(path: String, hint: String)
    /// The display list cannot be drawn as given (for example unbalanced groups).
    case invalidDisplayList(String)
    /// A resource is there but unusable: a directory where a file should be, or a file that
    /// does not decode (a garbage font); `reason` says which.
    case badResource(path: String, reason: String)
    /// A file could not be written in full (a full disk, a file-size limit); nothing was left
    /// under its name.
    case writeFailed(path: String, reason: String)
    /// An output path names something that is neither a file nor a stream to write: `kind`
    /// says what ("a folder", "a block device", "a link to the folder /tmp/x").
    case notAFile(path: String, kind: String)

    public var description: String {
        switch self {
        case let .sdl(call, reason):
            return "\(call) failed: \(reason.isEmpty ? "(SDL gave no reason)" : reason)"
        case let .missingResource(path, hint):
            return "missing resource at \(path): \(hint)"
        case let .invalidDisplayList(why):
            return "invalid display list: \(why)"
        case let .badResource(path, reason):
            return "bad resource at \(path): \(reason)"
        case let .writeFailed(path, reason):
            return "cannot write \(path): \(reason)"
        case let .notAFile(path, kind):
            return "cannot write \(path): it is \(kind); give a file, a device or a FIFO"
        }
    }

    /// Whether the fault lies in the input files (missing or unusable resources) or in an
    /// output path that names no file (a folder) rather than in running: commands exit 2 for
    /// these, like bad arguments.
    public var isBadInput: Bool {
        switch self {
        case .missingResource, .badResource, .notAFile: return true
        case .sdl, .invalidDisplayList, .writeFailed: return false
        }
    }
}
