import ViewKit

extension TransitionBenchScript {
    /// The sheet transition's bench sessions.
    static let sheet: [TransitionBenchScript] = []
}
