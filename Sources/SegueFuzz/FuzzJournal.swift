import ArgumentParser
import Foundation
import SDLBackend
import SegueScript
import ViewKit

/// The burst being played, written line by line as it is generated, so that if the app crashes
/// the file holds the script that led to the crash. Emptied when the burst passes.
///
/// Written in place, not replaced whole: a crash must leave every line written so far. Its
/// name is resolved as every output's is (`OutputTarget`): a link is followed, a FIFO or a
/// device is streamed to, and a folder is refused.
public final class FuzzJournal {
    public let url: URL
    private let descriptor: Int32
    /// The regular file written, when there is one to empty.
    private let file: String?
    /// Whether `file` is at `url` itself rather than where a link leads, and so goes at the end.
    private let removable: Bool

    /// - Throws: when the file cannot be created; the message names it.
    public init(url: URL) throws {
        self.url = url
        let target = try OutputTarget.resolve(url.path)
        if case let .file(path) = target {
            removable = url.path == path
            (file, descriptor) = (path, open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644))
        } else {
            (file, removable) = (nil, false)
            do {
                descriptor = try target.openStream(naming: url.path)
            } catch let SDLBackendError.writeFailed(_, reason) {
                throw ValidationError("cannot write the fuzz journal \(url.path): \(reason.lowercased())")
            }
        }
        guard descriptor >= 0 else {
            throw ValidationError(
                "cannot write the fuzz journal \(url.path): \(String(cString: strerror(errno)).lowercased())")
        }
    }

    deinit {
        guard descriptor >= 0 else { return }
        if removable, let file { unlink(file) } else { empty() }
        close(descriptor)
    }

    public func begin(scene: String, seed: UInt64) {
        empty()
        write(
            "# a fuzz burst (seed \(seed)) in progress; if \(CommandLine.programName) crashed, this script led to it\nscene \(scene)\n"
        )
    }

    public func append(_ commands: [InputScript.Command]) {
        write(commands.map { $0.reproLine + "\n" }.joined())
    }

    public func end() { empty() }

    private func empty() {
        guard file != nil else { return }
        _ = ftruncate(descriptor, 0)
        _ = lseek(descriptor, 0, SEEK_SET)
    }

    /// Straight to the file with write(2), unbuffered: a crash right after still leaves the
    /// line on disk. A failed write loses the line; the burst itself goes on.
    private func write(_ text: String) {
        DescriptorWriter.writeAll(Array(text.utf8), to: descriptor)
    }
}
