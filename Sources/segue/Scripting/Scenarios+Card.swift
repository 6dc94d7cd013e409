extension Scenarios {
    /// The card transition's screenshot scenarios: input scripts with shots.
    static let card: [(name: String, script: String)] = []
}
