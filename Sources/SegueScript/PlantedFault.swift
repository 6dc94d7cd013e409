import SDLBackend
import ViewKit

/// A deliberate bug, planted only when a test asks for it through the `SEGUE_PLANT_FAULT`
/// environment variable, so that the fuzzer's ability to find and shrink a failure is itself
/// tested. Nothing is planted otherwise.
public enum PlantedFault: String, CaseIterable {
    /// S (slow animations) pressed while a transition is in flight adds a view with a NaN
    /// frame to the window: only a press that starts a transition, then S before it ends,
    /// reproduces it.
    case nanFrameOnSlowKeyMidTransition = "nan-frame-on-slow-key-mid-transition"
    /// A 30 pt glyph button with no label over the app's root view: what the accessibility
    /// audit must report (no label, a target under 44×44 pt).
    case unlabeledGlyphButton = "unlabeled-glyph-button"

    static let environmentVariable = "SEGUE_PLANT_FAULT"

    /// The fault named in the environment; an unknown name is an error naming the known ones.
    public static func fromEnvironment() throws -> PlantedFault? {
        guard let name = ProcessInfo.processInfo.environment[environmentVariable], !name.isEmpty else { return nil }
        guard let fault = PlantedFault(rawValue: name) else {
            throw UnknownFault(name: name)
        }
        return fault
    }

    public struct UnknownFault: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            "\(PlantedFault.environmentVariable)=\(name.prefix(60)) names no fault; known: "
                + PlantedFault.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Plants the fault: the glyph button over the root view, or for the NaN frame, wraps the
    /// window's S command (the tools' slow motion) so the fault fires when its conditions meet
    /// (an app without one is left as it is).
    public func plant(in app: Application) {
        let window = app.window
        if self == .unlabeledGlyphButton {
            let button = Button(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
            button.glyph = .xmarkCircleFill
            window.rootViewController?.view.addSubview(button)
            return
        }
        guard let original = window.keyCommands.first(where: { $0.matches(KeyPress(.s)) }) else { return }
        window.removeKeyCommand(original)
        window.addKeyCommand(
            KeyCommand(input: .s, title: original.title) { [weak window] in
                if let window, window.transitionCoordinator.isTransitioning {
                    let broken = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                    broken.center = CGPoint(x: CGFloat.nan, y: 0)
                    // Hidden before it joins the window, so only the finite-frames check sees it.
                    broken.isHidden = true
                    window.addSubview(broken)
                }
                original.perform()
            })
    }
}
