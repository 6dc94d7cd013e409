import SDLBackend
import ViewKit

/// A script's input to its `FrameDriver`: the timed events waiting for the frame that contains
/// their time, then whatever the host itself delivers (a real window's resizes, its close
/// button; the headless canvas delivers nothing).
public final class ScriptInput: FrameInput {
    /// The host's own input, taken after the queue's; nil for none.
    public let host: FrameInput?
    /// Events held for the next frame, each stamped with its time.
    public var queued: [TimedInputEvent] = []
    /// The queued events the last frame took.
    public private(set) var lastTaken: [TimedInputEvent] = []

    /// A queue whose frames take `host`'s own events after its own; nil for none.
    public init(host: FrameInput?) { self.host = host }

    public func pollEvents() -> [TimedInputEvent] {
        lastTaken = queued
        queued = []
        return lastTaken + (host?.pollEvents() ?? [])
    }

    public func waitForEvents(timeoutMs: Int) -> [TimedInputEvent] {
        host?.waitForEvents(timeoutMs: timeoutMs) ?? []
    }
}
