import CSDL2
import Foundation
import ViewKit

/// Feeds finger events (and key presses) to a real window through SDL's own event queue, at
/// their times, on a thread of its own: a developer's stand-in for a touch screen. Xvfb has no
/// touch device and XTest cannot send touch, so a window test pushes `SDL_FINGERDOWN`,
/// `SDL_FINGERMOTION` and `SDL_FINGERUP` events with `SDL_PushEvent`, and the window reads
/// them back as it reads a touch screen's: through `WindowHost`'s translation, normalised
/// positions and all.
///
/// Each finger `id` is pushed as SDL finger `id` of one made-up touch device; positions are
/// divided by the window's size in points, as SDL normalises a real finger's. The size is
/// taken once, when the feed is made: the feed assumes the window keeps it.
public final class FingerFeed: @unchecked Sendable {
    /// SDL's touch-device id for the fed fingers (a real device's are the X server's ids).
    public static let deviceID: SDL_TouchID = 0x5E6E

    private let events: [TimedInputEvent]
    private let windowSize: CGSize
    private let windowID: UInt32
    private let lock = NSLock()
    /// Under `lock`: set once `stop()` was called, after which nothing more is pushed.
    private var stopped = false
    private var thread: Thread?

    /// - Parameters:
    ///   - events: finger events and key presses, their times in seconds after `start()`.
    ///     Other events are skipped.
    ///   - host: the window to feed.
    public init(events: [TimedInputEvent], host: WindowHost) {
        (self.events, windowSize, windowID) = (events, host.size, SDL_GetWindowID(host.window))
    }

    /// Starts pushing, each event at its time after now.
    public func start() {
        let origin = Date()
        let thread = Thread { [self] in
            for timed in events {
                Thread.sleep(until: origin.addingTimeInterval(timed.time))
                guard var event = sdlEvent(for: timed.event) else { continue }
                lock.lock()
                defer { lock.unlock() }
                if stopped { return }
                _ = SDL_PushEvent(&event)
            }
        }
        self.thread = thread
        thread.start()
    }

    /// Pushes nothing more; once this returns, no event from this feed reaches SDL.
    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    /// The SDL event a window would get for `event`, nil for one this feed does not push.
    func sdlEvent(for event: InputEvent) -> SDL_Event? {
        var e = SDL_Event()
        switch event {
        case let .fingerDown(id, p): fill(&e, SDL_FINGERDOWN, id, p)
        case let .fingerMove(id, p): fill(&e, SDL_FINGERMOTION, id, p)
        case let .fingerUp(id, p): fill(&e, SDL_FINGERUP, id, p)
        case let .key(key, modifiers):
            guard let code = WindowHost.keysBySDLCode.first(where: { $0.value == key })?.key else { return nil }
            e.type = SDL_KEYDOWN.rawValue
            e.key.windowID = windowID
            e.key.state = UInt8(SDL_PRESSED)
            e.key.keysym.sym = code
            var mod: UInt32 = 0
            if modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
            if modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
            if modifiers.contains(.alternate) { mod |= KMOD_LALT.rawValue }
            if modifiers.contains(.command) { mod |= KMOD_LGUI.rawValue }
            e.key.keysym.mod = UInt16(mod)
        default:
            return nil
        }
        return e
    }

    private func fill(_ e: inout SDL_Event, _ type: SDL_EventType, _ id: Int, _ p: CGPoint) {
        e.type = type.rawValue
        e.tfinger.touchId = FingerFeed.deviceID
        e.tfinger.fingerId = SDL_FingerID(id)
        e.tfinger.x = Float(p.x / windowSize.width)
        e.tfinger.y = Float(p.y / windowSize.height)
        e.tfinger.pressure = 1
        e.tfinger.windowID = windowID
    }
}
