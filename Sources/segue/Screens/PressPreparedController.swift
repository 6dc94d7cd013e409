import ViewKit

/// A controller made when a press lands, for the release to present: made then, it is laid out
/// and its text rasterised between frames, and the layers its transition's first frame draws
/// in are made (`Window.prepare(presenting:)`), so the release's frame only composites. Show
/// Page, Show Sheet and the mini player each keep one.
final class PressPreparedController<Controller: ViewController> {
    private let make: () -> Controller
    private var prepared: Controller?

    /// - Parameter make: makes the controller, at a press or, without one, at the release.
    init(_ make: @escaping () -> Controller) { self.make = make }

    /// A press landed: makes the controller and asks `window` to make it ready. Without a
    /// window (a view not shown yet) nothing is made.
    func prepare(in window: Window?) {
        guard let window else { return }
        let controller = make()
        prepared = controller
        window.prepare(presenting: controller)
    }

    /// The press was cancelled: the controller made for it goes.
    func drop() { prepared = nil }

    /// The controller to present: the one the press made, or a new one (a key's activation, or
    /// a screen reader's, comes with no press).
    func take() -> Controller {
        defer { prepared = nil }
        return prepared ?? make()
    }
}
