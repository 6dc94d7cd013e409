extension Scenarios {
    /// The zoom transition's screenshot scenarios: input scripts with shots.
    static let zoom: [(name: String, script: String)] = []
}
