import ViewKit

// Why a script played to its end still failed: where the app came to rest.

/// A replay came to rest somewhere other than the live recording did.
public struct FinalStateMismatch: Error, CustomStringConvertible {
    public let source: String
    let differences: [String]
    public var description: String {
        "\(source): the replay did not come to rest where the recording did: \(differences.joined(separator: "; "))"
    }
}

/// A replay was not in the state the live window was in when it went idle (a recording's
/// `state` line): the first moment the two are known to have parted.
public struct StateMismatch: Error, CustomStringConvertible {
    public let source: String
    /// Seconds into the recording: the `state` line's time.
    public let time: Double
    let differences: [String]
    public var description: String {
        "\(source): by \(String(format: "%.6f", time)) s, where the live window went idle, the replay had parted from "
            + "the recording: \(differences.joined(separator: "; "))"
    }
}

/// A script ended with the button still down, and the press it holds kept the app from
/// coming to rest (a transition held mid-way, a recognizer still tracking).
public struct EndedWithButtonDown: Error, CustomStringConvertible {
    public let source: String
    /// Window points: where the pointer was held.
    public let pointer: CGPoint?
    public var description: String {
        let place = pointer.map { " at \(format(Double($0.x))) \(format(Double($0.y)))" } ?? ""
        return "\(source): the script ends with the button still down\(place), and a press held keeps the app from "
            + "coming to rest; end it with an 'up' line"
    }
}

/// The app did not come to rest consistent after a script: the invariant check failed.
public struct InconsistentState: Error, CustomStringConvertible {
    public let source: String
    public let problems: [String]
    public var description: String {
        "\(source): after the script the app is inconsistent: \(problems.joined(separator: "; "))"
    }
}
