extension Scenarios {
    /// The sheet transition's screenshot scenarios: input scripts with shots.
    static let sheet: [(name: String, script: String)] = []
}
