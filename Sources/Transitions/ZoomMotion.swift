import Motion
import ViewKit

/// Runs a `ZoomRelease` in a window, one step per frame, handing each geometry to `apply`, until
/// it rests or is stopped. A press that catches the view stops it where it is drawn (`stop()`),
/// so a zoomed view can be grabbed at any frame of its coasting or spring-back.
public final class ZoomMotion {
    /// Receives the geometry of each frame (set the view's transform from it).
    private let apply: (ZoomGeometry) -> Void
    /// Called once the motion comes to rest by itself (not when stopped).
    private let onRest: () -> Void
    /// Steps the motion once a frame while it runs.
    private var link: DisplayLink?
    /// The motion while it runs.
    public private(set) var release: ZoomRelease?

    /// A motion that applies each frame's geometry through `apply` and calls `onRest` once it
    /// has settled.
    public init(apply: @escaping (ZoomGeometry) -> Void, onRest: @escaping () -> Void = {}) {
        (self.apply, self.onRest) = (apply, onRest)
    }

    /// True while the motion runs.
    public var isRunning: Bool { release != nil }

    /// Starts `release` in `window` (replacing what ran); it advances from the next frame, or
    /// from the time of the event being handled.
    public func start(_ release: ZoomRelease, in window: Window?) {
        stop()
        guard !release.isAtRest, let window else { return }
        self.release = release
        let link = DisplayLink { [weak self] dt in self?.tick(by: dt) ?? false }
        self.link = link
        link.start(in: window)
    }

    /// Stops where it is drawn and returns that geometry (nil when nothing ran).
    @discardableResult
    public func stop() -> ZoomGeometry? {
        guard let release else { return nil }
        self.release = nil
        link?.stop()
        link = nil
        return release.geometry
    }

    private func tick(by dt: Double) -> Bool {
        guard var current = release else { return false }
        let rested = current.step(by: dt)
        release = rested ? nil : current
        apply(current.geometry)
        if rested { onRest() }
        return !rested
    }
}
