import ArgumentParser
import SDLBackend

/// `--threads N`: how many threads a frame's large composites are split over
/// (`Renderer.threads`). The pixels are the same for any number.
public enum ThreadsOption {
    /// What `--help` says of the option.
    public static let help = ArgumentHelp(
        "Threads to composite each frame on, 1…\(Renderer.mostThreads) (default: one per core, here "
            + "\(Renderer.defaultThreads)).",
        discussion: """
            Large composites are split into bands of rows, one a thread. The pixels are the same for any \
            number: --check-damage compares every frame with one drawn whole on one thread.
            """)

    /// Throws a `ValidationError` naming the value when `threads` is given and outside
    /// 1…`Renderer.mostThreads`.
    public static func validate(_ threads: Int?) throws {
        guard let threads else { return }
        guard (1...Renderer.mostThreads).contains(threads) else {
            throw ValidationError("--threads must be within 1…\(Renderer.mostThreads), found \(threads)")
        }
    }
}
