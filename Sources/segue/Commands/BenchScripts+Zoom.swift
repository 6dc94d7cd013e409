import ViewKit

extension TransitionBenchScript {
    /// The zoom transition's bench sessions.
    static let zoom: [TransitionBenchScript] = []
}
