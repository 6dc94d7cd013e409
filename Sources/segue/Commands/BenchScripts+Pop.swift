import ViewKit

extension TransitionBenchScript {
    /// The pop transition's bench sessions.
    static let pop: [TransitionBenchScript] = [
        TransitionBenchScript(
            name: "transition-pop", scene: .pop,
            script: """
                tap 195 426
                wait 1
                tap 195 769
                wait 1
                """, probe: nil)
    ]
}
