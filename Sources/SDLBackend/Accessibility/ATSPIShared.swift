import Foundation

/// What the main thread and the bus thread share, behind one lock: the snapshot the bus
/// thread answers from, the requests it passes to the main thread (an AT's actions), whether
/// any AT has asked anything yet, and where the connection stands.
final class ATSPIShared {
    /// An AT's request, carried out on the main thread at the next frame.
    enum Request: Equatable {
        /// Action 0, "click": `Window.performAccessibilityActivate`.
        case activate(Int)
        /// Action "escape": `Window.performAccessibilityEscape`, else the Esc key.
        case escape(Int)
        /// `Component.GrabFocus`.
        case focus(Int)
    }

    /// Where the connection to the accessibility bus stands.
    enum Phase: Equatable {
        case connecting
        /// Registered with the registry under this unique bus name.
        case published(String)
        /// No bus, or it could not be reached; the reason.
        case failed(String)
        /// The bus went away after the app was published.
        case closed(String)
    }

    private let condition = NSCondition()
    private var lockedSnapshot: ATSPISnapshot?
    private var generation = 0
    private var lockedRequests: [Request] = []
    private var lockedClientSeen = false
    private var lockedWantsSnapshot = false
    private var lockedPhase = Phase.connecting

    var phase: Phase {
        get { locked { lockedPhase } }
        set { locked { lockedPhase = newValue } }
    }

    /// What the main thread reads once a frame: pending requests (taken), whether an AT has
    /// asked anything, and whether the bus thread waits for a fresh snapshot.
    func takeFrameWork() -> (requests: [Request], clientSeen: Bool, wantsSnapshot: Bool) {
        locked {
            defer { (lockedRequests, lockedWantsSnapshot) = ([], false) }
            return (lockedRequests, lockedClientSeen, lockedWantsSnapshot)
        }
    }

    func add(_ request: Request) { locked { lockedRequests.append(request) } }

    /// Publishes `snapshot` and wakes a bus thread waiting for one.
    func publish(_ snapshot: ATSPISnapshot) {
        condition.lock()
        lockedSnapshot = snapshot
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Bus thread: the snapshot to answer from. The first query from an AT asks the main thread
    /// (through `wake`) for a fresh one and waits for it up to `timeout` seconds: until then
    /// nothing was kept up to date, since nothing listened.
    func snapshotForQuery(wake: () -> Void, timeout: TimeInterval = 2) -> ATSPISnapshot? {
        condition.lock()
        defer { condition.unlock() }
        guard !lockedClientSeen || lockedSnapshot == nil else { return lockedSnapshot }
        lockedClientSeen = true
        lockedWantsSnapshot = true
        let waitingFor = generation + 1
        wake()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while generation < waitingFor, condition.wait(until: deadline) {}
        return lockedSnapshot
    }

    /// Bus thread, for actions: the snapshot as it is, without waiting.
    var snapshot: ATSPISnapshot? { locked { lockedSnapshot } }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
