import CSDL2
import Foundation
import Motion
import ViewKit

/// Publishes a window's accessibility tree on the AT-SPI 2 accessibility bus, so that Orca,
/// Accerciser, dogtail and pyatspi see the app as they see a GTK one: its frame, and in it the
/// elements `Window.accessibilityTree()` gives, with their names, roles, states, extents and
/// actions. Add it to the frame driver that runs the window (`addObserver`).
///
/// Why GDBus directly, as GTK 4 does, rather than ATK and atk-bridge: GIO is already linked
/// (the reduce-motion reader), ATK would add a GObject class per element and a second tree to
/// keep in step with ViewKit's, and a snapshot answered from a thread of its own keeps the bus
/// off the frame loop entirely (see `ATSPIServer`).
///
/// Costs, by design:
/// - No bus (no `DBUS_SESSION_BUS_ADDRESS`, no `org.a11y.Bus`): a thread that tries once and
///   ends; per frame, one comparison.
/// - A bus nobody reads: per frame, one uncontended lock; no tree is built past the one made
///   when the app is published. The tree is built again when an AT first asks anything, then
///   only after frames that changed something, at most ten times a second while they change,
///   and once at the first frame that changes nothing.
/// - A bus that goes away: the bridge stops and says so once (`log`); the app goes on.
///
/// The keyboard's focus and the AT's are one: the focused element is the window's
/// `accessibilityFocusedView`, whose ring the keyboard shows; an AT's `GrabFocus` moves it.
public final class AccessibilityBridge: FrameObserver, AccessibilityObserver {
    /// Where the bridge stands.
    public enum Status: Equatable {
        /// Looking for the bus, or waiting for it to answer.
        case connecting
        /// Registered with the AT-SPI registry under this unique bus name.
        case published(busName: String)
        /// Not published: no bus, or it did not answer; the reason.
        case unavailable(String)
        /// The bus went away after the app was published; the reason.
        case lost(String)
    }

    /// Seconds the bridge waits for the bus before it gives up on it (the bus thread may stay
    /// blocked; nothing else does).
    public static let connectTimeout = 5.0

    private weak var window: Window?
    private weak var host: WindowHost?
    private let clock: FrameClock
    private let shared = ATSPIShared()
    private let server: ATSPIServer
    private let identities = ATSPIIdentities()
    private let log: (String) -> Void
    private let startedAt: Double
    private var lastPhase = ATSPIShared.Phase.connecting
    /// The main thread's view of whether anything is left to do: false once unavailable or lost.
    private var active = true
    /// Something changed since the last snapshot: a frame was built, or a notification posted.
    private var dirty = true
    /// An AT has asked something: the tree is kept up to date from now on.
    private var listening = false
    /// Seconds between trees rebuilt while frames keep changing: ten a second.
    static let rebuildInterval = 0.1
    private var lastBuild = -Double.infinity
    private var published: ATSPISnapshot?
    /// Snapshots built: what the tests and `segue bench` read to check the laziness.
    public private(set) var snapshotsBuilt = 0
    /// Seconds of this thread's CPU time spent building them and emitting their events.
    public private(set) var snapshotSeconds = 0.0

    /// Starts publishing `window` (drawn in `host`, which gives its place on the screen and
    /// its scale; nil for a window drawn elsewhere) on the bus the environment names.
    /// - Parameters:
    ///   - window: the window whose accessibility tree is published.
    ///   - host: the window on the screen, for extents in screen coordinates at its scale; nil
    ///     for a window drawn elsewhere.
    ///   - clock: the app's clock, which stamps the Esc key an AT's escape sends.
    ///   - environment: where `DBUS_SESSION_BUS_ADDRESS` and `AT_SPI_BUS_ADDRESS` are read;
    ///     `SEGUE_ACCESSIBILITY=0` turns the bridge off.
    ///   - log: where the bridge's few lines go (`open -v`): published, unavailable, lost.
    public init(
        window: Window, host: WindowHost?, clock: FrameClock,
        environment: [String: String] = ProcessInfo.processInfo.environment, log: @escaping (String) -> Void = { _ in }
    ) {
        (self.window, self.host, self.clock, self.log) = (window, host, clock, log)
        identities.window = window
        startedAt = clock.now
        let wake = WakeEvent.pusher()
        server = ATSPIServer(shared: shared, environment: environment, wake: wake, log: log)
        window.accessibilityObserver = self
        if environment["SEGUE_ACCESSIBILITY"] == "0" {
            shared.phase = .failed("SEGUE_ACCESSIBILITY=0")
            return
        }
        server.start()
    }

    /// Where the bridge stands now.
    public var status: Status {
        switch shared.phase {
        case .connecting:
            return clock.now - startedAt > Self.connectTimeout
                ? .unavailable("the bus did not answer in \(Int(Self.connectTimeout)) s") : .connecting
        case let .published(name): return .published(busName: name)
        case let .failed(reason): return .unavailable(reason)
        case let .closed(reason): return .lost(reason)
        }
    }

    // MARK: FrameObserver

    /// Once a frame: notices the bus thread's news, and while an AT listens carries out its
    /// requests (an escape no view took becomes the Esc key in `events`) and rebuilds the tree
    /// when it is due.
    public func willHandle(_ events: inout [TimedInputEvent]) {
        guard active else { return }
        followPhase()
        guard active, case .published = lastPhase, let window else { return }
        let work = shared.takeFrameWork()
        guard work.clientSeen else { return }
        for request in work.requests { perform(request, in: window, events: &events) }
        if !work.requests.isEmpty { dirty = true }
        listening = true
        if work.wantsSnapshot || (dirty && clock.now - lastBuild >= Self.rebuildInterval) { rebuild(window) }
    }

    /// A frame that changed something makes the tree due; the first that changes nothing
    /// brings the AT's copy to rest.
    public func didBuildDisplayList(_ list: DisplayList?) {
        if list != nil {
            dirty = true
        } else if dirty, listening, let window {
            // The first frame in which nothing changed: what the AT has is brought to rest.
            rebuild(window)
        }
    }

    // MARK: AccessibilityObserver

    /// Relays an announcement (a new screen's title, a message) as AT-SPI's announcement event.
    public func window(_ window: Window, didPost event: AccessibilityEvent) {
        dirty = true
        guard active, case .published = lastPhase, let announcement = event.announcement else { return }
        // The new screen or the message, spoken by ATs that know AT-SPI's announcement
        // (at-spi2-core 2.46 and later); the focus event follows with the next snapshot.
        server.emit(from: ATSPISnapshot.windowID, member: "Announcement", 1, value: GV.string(announcement))
    }

    /// Builds and publishes the tree now, and emits what changed since the last: what the
    /// frames do while an AT listens. Returns how many objects it publishes.
    @discardableResult
    public func publishNow() -> Int {
        guard let window else { return 0 }
        rebuild(window)
        return published?.objects.count ?? 0
    }

    // MARK: Work

    /// Notices the bus thread's news: published (the window is activated for the AT), given up,
    /// or lost; each said once.
    private func followPhase() {
        var phase = shared.phase
        if phase == .connecting, clock.now - startedAt > Self.connectTimeout {
            phase = .failed("the bus did not answer in \(Int(Self.connectTimeout)) s")
            shared.phase = phase
        }
        guard phase != lastPhase else { return }
        lastPhase = phase
        switch phase {
        case .connecting: break
        case let .published(name):
            log("accessibility: published on the AT-SPI bus as \(name)")
            if let window { rebuild(window) }
            server.emit(from: ATSPISnapshot.windowID, interface: ATSPIInterfaces.windowEvents, member: "Activate")
        case let .failed(reason):
            active = false
            log("accessibility: not published: \(reason)")
        case let .closed(reason):
            active = false
            log("accessibility: the accessibility bus went away (\(reason)); no longer published")
        }
    }

    private func perform(_ request: ATSPIShared.Request, in window: Window, events: inout [TimedInputEvent]) {
        switch request {
        case let .activate(id):
            if let view = identities.view(id) { window.performAccessibilityActivate(view) }
        case let .focus(id):
            identities.view(id)?.becomeFocused()
        case let .escape(id):
            let view = identities.view(id)
            if !window.performAccessibilityEscape(from: view === window ? nil : view) {
                // As the key does: a presentation is dismissed, a transition turns round.
                events.append(TimedInputEvent(.key(.escape, modifiers: []), at: clock.now))
            }
        }
    }

    private func rebuild(_ window: Window) {
        let started = AccessibilityBridge.threadTime()
        defer { snapshotSeconds += AccessibilityBridge.threadTime() - started }
        let origin = host?.screenOrigin ?? .zero
        let scale = host?.coordinatesPerPoint ?? 1
        let snapshot = ATSPISnapshot.make(
            tree: window.accessibilityTree(), identities: identities, name: window.accessibilityLabel ?? "Segue",
            origin: origin, scale: scale)
        identities.prune()
        let previous = published
        published = snapshot
        shared.publish(snapshot)
        (dirty, lastBuild, snapshotsBuilt) = (false, clock.now, snapshotsBuilt + 1)
        if let previous { ATSPIEvents.emitChanges(from: previous, to: snapshot, through: server) }
    }
}

/// Wakes the frame loop from the bus thread: an SDL user event, which ends the loop's event
/// wait (it turns into no input), so an AT's request runs at once rather than within the idle
/// loop's 100 ms.
enum WakeEvent {
    static func pusher() -> () -> Void {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return {} }
        return {
            var event = SDL_Event()
            event.type = type
            _ = SDL_PushEvent(&event)
        }
    }
}

extension AccessibilityBridge {
    /// Seconds of CPU time this thread has used: what a snapshot costs the frame it is made in.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension AccessibilityBridge.Status {
    /// One line for a summary, without bus names: "published", "unavailable: no session bus …".
    public var summary: String {
        switch self {
        case .connecting: return "connecting"
        case .published: return "published"
        case let .unavailable(reason): return "unavailable: \(reason)"
        case let .lost(reason): return "lost: \(reason)"
        }
    }
}
