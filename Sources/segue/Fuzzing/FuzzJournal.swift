import ArgumentParser
import Foundation
import ViewKit

/// The burst being played, written line by line as it is generated, so that if the app crashes
/// the file holds the script that led to the crash. Emptied when the burst passes.
final class FuzzJournal {
    let url: URL
    private let handle: FileHandle

    /// - Throws: when the file cannot be created; the message names it.
    init(url: URL) throws {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else {
            throw ValidationError("cannot write the fuzz journal \(url.path)")
        }
        self.handle = handle
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }

    func begin(scene: Scene, seed: UInt64) {
        try? handle.truncate(atOffset: 0)
        write(
            "# a fuzz burst (seed \(seed)) in progress; if segue crashed, this script led to it\nscene \(scene.rawValue)\n"
        )
    }

    func append(_ commands: [InputScript.Command]) {
        write(commands.map { $0.reproLine + "\n" }.joined())
    }

    func end() { try? handle.truncate(atOffset: 0) }

    private func write(_ text: String) {
        // Straight to the file, unbuffered: a crash right after still leaves the line on disk.
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
