import Motion
import SegueScript
import SegueTool
import ViewKit

extension BenchScript {
    /// The pop transition's bench sessions.
    static let pop: [BenchScript] = [
        BenchScript(
            name: "transition-pop", scene: "pop",
            script: """
                tap 195 426
                wait 1
                tap 195 769
                wait 1
                """, probe: nil)
    ]
}
