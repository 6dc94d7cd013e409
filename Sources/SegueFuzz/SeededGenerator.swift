/// SplitMix64: a small, fast generator whose whole output follows from its seed, so a fuzz
/// run with the same seed makes the same input on every machine.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of burst `index` of a run seeded with `seed`: bursts are independent, so any
    /// one of them can be generated again without the ones before it.
    public static func burstSeed(_ seed: UInt64, burst index: Int) -> UInt64 {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(index) &* 0xD6E8_FEB8_6659_FD93))
        return mixer.next()
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One of `choices`, picked in proportion to its weight.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var pick = Int.random(in: 0..<total, using: &self)
        for choice in choices {
            if pick < choice.weight { return choice.value }
            pick -= choice.weight
        }
        return choices[choices.count - 1].value
    }
}
