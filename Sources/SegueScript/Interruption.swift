import Foundation
import Synchronization

/// SIGINT and SIGTERM, turned into an error that the main thread throws at its next frame or
/// script chunk, so every command stops within a frame, exits 130 and leaves no partial file.
///
/// A signal is process-wide, so its state is too: one atomic word holding the signal's number
/// (0 until one arrives) and a bit saying that the one-line message has been claimed. If the
/// main thread is stuck in one long step, a backstop on the signal queue prints the line and
/// exits anyway, `grace` seconds after the signal. PNGs are written to unnamed temporary
/// files (see `writePNG`), so exiting there leaves nothing half-written behind; a video's
/// encoder and partial file are registered as leftovers, which either exit removes.
public enum Interruption {
    /// Seconds the main thread gets to stop on its own before the backstop exits.
    static let grace = 0.4
    /// The exit status of a command stopped by a signal (128 + SIGINT, as shells report it).
    static let exitStatus: Int32 = 130

    private static let state = Atomic<Int32>(0)
    /// Set in `state` by whoever prints the message and exits.
    private static let claimed: Int32 = 0x100
    private static let queue = DispatchQueue(label: "segue.interruption")
    private static let sources: [DispatchSourceSignal] = [SIGINT, SIGTERM].map { number in
        // The default action must be off for the dispatch source to see the signal instead.
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler { received(number) }
        source.resume()
        return source
    }

    /// Starts listening for SIGINT and SIGTERM; call once, before SDL starts.
    public static func install() {
        _ = sources
    }

    /// Thrown by `check()` once a signal has arrived.
    public struct Interrupted: Error, CustomStringConvertible {
        public let signal: Int32
        public var description: String { Interruption.message(for: signal) }
    }

    /// The signal that arrived, if any.
    public static var signalReceived: Int32? {
        let number = state.load(ordering: .acquiring) & 0xFF
        return number == 0 ? nil : number
    }

    /// Throws `Interrupted` once SIGINT or SIGTERM has arrived. Cheap: one atomic load.
    public static func check() throws {
        if let number = signalReceived { throw Interrupted(signal: number) }
    }

    /// Prints the one-line message and exits 130, unless the backstop already is doing so.
    public static func exitInterrupted() -> Never {
        removeLeftovers()
        if claim() { printMessage(); exit(exitStatus) }
        while true { sleep(1) }  // the backstop is printing and exiting
    }

    private static func received(_ number: Int32) {
        let first = state.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing).exchanged
        // A second signal means the user does not want to wait.
        let delay = first ? grace : 0
        queue.asyncAfter(deadline: .now() + delay) {
            removeLeftovers()
            if claim() { printMessage() }
            _exit(exitStatus)
        }
    }

    /// Whether this caller is the one to print and exit.
    private static func claim() -> Bool {
        state.bitwiseOr(claimed, ordering: .acquiringAndReleasing).oldValue & claimed == 0
    }

    private static func printMessage() {
        // write(2) rather than stdio: the backstop may run while the main thread holds stdio.
        StandardError.line(CommandLine.programName + ": " + message(for: signalReceived ?? SIGINT))
    }

    public static func message(for signal: Int32) -> String {
        "interrupted by \(signal == SIGTERM ? "SIGTERM" : "SIGINT"); stopped"
    }
}
