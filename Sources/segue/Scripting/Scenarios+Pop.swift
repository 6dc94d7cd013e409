extension Scenarios {
    /// The pop transition's screenshot scenarios: input scripts with shots.
    static let pop: [(name: String, script: String)] = []
}
