import Foundation
import Synchronization

/// What a command must not leave behind when a signal ends it: `run-script --video`'s ffmpeg,
/// still writing, and the hidden partial file it writes. The main thread takes them away as
/// it stops, but the backstop may exit first (the main thread blocked on a full pipe to a slow
/// encoder), so both exits remove what is registered here.
///
/// Process-wide like the signal state itself, behind a lock: the backstop runs on its own queue.
extension Interruption {
    /// A child to stop and the files to remove once it has stopped.
    public struct Leftover: Sendable {
        /// Killed first, so that it writes nothing after its files are gone.
        public let child: pid_t?
        public let files: [String]

        public init(child: pid_t?, files: [String]) { (self.child, self.files) = (child, files) }
    }

    /// Registered leftovers by token, and the next token.
    private static let leftovers = Mutex<(next: Int, byToken: [Int: Leftover])>((0, [:]))
    /// Milliseconds a killed child gets to die before its files are removed anyway.
    private static let childDeathWait: Int32 = 500

    /// Registers `leftover` for removal if a signal ends the process; call `forget` with the
    /// token returned once it is finished or removed.
    public static func removeIfInterrupted(_ leftover: Leftover) -> Int {
        leftovers.withLock { state in
            state.next += 1
            state.byToken[state.next] = leftover
            return state.next
        }
    }

    public static func forget(_ token: Int) {
        _ = leftovers.withLock { $0.byToken.removeValue(forKey: token) }
    }

    /// Kills every registered child and removes the files; called by both ways of exiting
    /// after a signal, so either may run it, or both.
    static func removeLeftovers() {
        let all = leftovers.withLock { state in
            defer { state.byToken = [:] }
            return Array(state.byToken.values)
        }
        for leftover in all {
            if let child = leftover.child { stop(child) }
            for file in leftover.files { unlink(file) }
        }
    }

    /// SIGKILL to `child` if it is still a running child of this process, then waits (without
    /// reaping it, which is Foundation's `Process` to do) until it has died. A child already
    /// reaped is left alone: its process id may belong to another process by now.
    private static func stop(_ child: pid_t) {
        var info = siginfo_t()
        let checks = WEXITED | WNOHANG | WNOWAIT
        guard waitid(P_PID, id_t(child), &info, checks) == 0, info._sifields._sigchld.si_pid == 0 else { return }
        kill(child, SIGKILL)
        for _ in 0..<childDeathWait {
            info = siginfo_t()
            if waitid(P_PID, id_t(child), &info, checks) != 0 || info._sifields._sigchld.si_pid != 0 { return }
            usleep(1000)
        }
    }
}
