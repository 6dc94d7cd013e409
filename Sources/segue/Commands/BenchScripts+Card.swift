import ViewKit

extension TransitionBenchScript {
    /// The card transition's bench sessions.
    static let card: [TransitionBenchScript] = []
}
