import SegueScript
import ViewKit

/// What mix of input a fuzz run makes (`segue fuzz --profile NAME`).
public enum FuzzProfile: String, CaseIterable {
    /// Mostly the gestures that grab moving things, and Esc mid-transition; one action in
    /// twenty is a drag interrupted in its middle, and one in eleven a keyboard key
    /// (`FuzzGestures.keyboardKeys`: focus, activation, back, tabs).
    case standard
    /// Issue 19: drags interrupted in their middle, most of the time. Keys (Esc above all),
    /// resizes, cancels (the pointer leaving), a second press with no release between, and a
    /// click elsewhere arrive while the button is held, on whatever the drag holds (a card's
    /// pull, the edge swipe, the zoom's drag-down, the sheet, any grab); a third of those drags
    /// never release.
    case dragInterrupts = "drag-interrupts"

    /// Relative weights of each action: the pointer's, the keys', the fingers', the touchpad's,
    /// and the double tap's and long press's.
    var weights: [(weight: Int, value: FuzzGestures.Action)] {
        pointerWeights + FuzzGestures.fingerWeights(for: self) + FuzzGestures.touchpadWeights(for: self)
            + FuzzGestures.arenaWeights(for: self)
    }

    private var pointerWeights: [(weight: Int, value: FuzzGestures.Action)] {
        switch self {
        case .standard:
            return [
                (22, .tap), (18, .drag), (10, .flick), (4, .dragOutside), (3, .strayDown), (3, .strayUp),
                (4, .strayMove), (6, .wheelBurst), (9, .escape), (2, .slowMotion), (2, .hud), (10, .otherKey),
                (16, .pause), (1, .resize), (5, .interruptedDrag),
            ]
        case .dragInterrupts:
            return [
                (10, .tap), (6, .drag), (4, .flick), (2, .dragOutside), (2, .strayDown), (2, .strayUp),
                (2, .strayMove), (2, .wheelBurst), (4, .escape), (1, .slowMotion), (1, .hud), (4, .otherKey),
                (10, .pause), (1, .resize), (50, .interruptedDrag),
            ]
        }
    }

    /// The profile `name` names; an unknown name is an error listing the known ones.
    public static func named(_ name: String) throws -> FuzzProfile {
        guard let profile = FuzzProfile(rawValue: name) else { throw UnknownProfile(name: name) }
        return profile
    }

    public struct UnknownProfile: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            "unknown profile '\(name.prefix(60))'; known: \(FuzzProfile.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }
}

/// What arrives in the middle of an interrupted drag, while the button is held.
public enum DragInterruption: CaseIterable {
    case escape, otherKey, slowMotion, hud, resize, cancel, secondPress, clickElsewhere

    /// Relative weights: Esc most, as it dismisses or turns round whatever the drag holds.
    static let weights: [(weight: Int, value: DragInterruption)] = [
        (5, .escape), (2, .otherKey), (1, .slowMotion), (1, .hud), (3, .resize), (2, .cancel),
        (3, .secondPress), (2, .clickElsewhere),
    ]
}
