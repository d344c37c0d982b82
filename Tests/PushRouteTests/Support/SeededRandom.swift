/// Reproducible pseudo-random numbers for the tests that try many inputs: a linear
/// congruential generator, so a failing seed gives the same input again.
struct SeededRandom {
    private var state: UInt64

    init(_ seed: Int) { state = UInt64(seed) }

    /// A number from 0 up to `bound`, excluded.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}
