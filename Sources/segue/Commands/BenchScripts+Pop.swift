import ViewKit

extension TransitionBenchScript {
    /// The pop transition's bench sessions.
    static let pop: [TransitionBenchScript] = []
}
