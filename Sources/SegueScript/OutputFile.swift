import Foundation
import SDLBackend

/// A file a command will write (`--trace`, `--hashes`, `--video`, `trace plot --out`,
/// `spring --png`), checked before anything runs so a long replay never fails at its end.
/// How it is then written is `OutputTarget`'s decision, the same one made here.
public enum OutputFile {
    /// Checks that `path` can become `what` (such as "the CSV file"): a file in a folder that
    /// exists and can be written, or a device, FIFO or socket that can be written as a stream.
    /// Symbolic links are followed, and nothing is opened, so a FIFO with no reader yet passes.
    /// - Returns: how `path` will be written.
    /// - Throws: `OptionError` naming `option`, `path` and the cause (the commands exit 2).
    /// With `createsFolders`, a file's folder may be missing, as long as the nearest folder
    /// above it that exists can be written: the writer makes the rest (see `makeFolder(for:)`).
    @discardableResult
    public static func validate(
        _ path: String, option: String, what: String = "the file", createsFolders: Bool = false
    ) throws -> OutputTarget {
        guard !path.isEmpty else { throw OptionError("\(option) needs a file name, found an empty string") }
        let target: OutputTarget
        do {
            target = try OutputTarget.resolve(path)
        } catch let SDLBackendError.notAFile(_, kind) {
            throw OptionError("\(option) \(path) is \(kind); give \(what) to write")
        } catch {
            throw OptionError("\(option) \(path): \(error)")
        }
        switch target {
        case let .file(file):
            var folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
            if !exists && createsFolders {
                folder = nearestExisting(above: folder)
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
                else {
                    throw OptionError("\(option) \(path): its folder cannot be made, as \(folder) is not a folder")
                }
            } else if !exists || !isDirectory.boolValue {
                throw OptionError("\(option) \(path): the folder \(folder) does not exist")
            }
            guard access(folder, W_OK) == 0 else {
                throw OptionError("\(option) \(path): the folder \(folder) is not writable")
            }
        case let .stream(node):
            guard access(node, W_OK) == 0 else { throw OptionError("\(option) \(path) is not writable") }
        case .descriptor:
            break  // `resolve` has checked it is open for writing
        }
        return target
    }

    /// Makes the folder a file at `path` goes in, and those above it, when missing.
    public static func makeFolder(for path: String) throws {
        guard case let .file(file) = try OutputTarget.resolve(path) else { return }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// `folder` when it exists, else the nearest folder above it that does.
    private static func nearestExisting(above folder: String) -> String {
        var url = URL(fileURLWithPath: folder)
        while !FileManager.default.fileExists(atPath: url.path) && url.path != "/" {
            url = url.deletingLastPathComponent()
        }
        return url.path
    }
}
