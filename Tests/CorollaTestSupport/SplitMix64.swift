/// The seeded random number generator of every test: SplitMix64 (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", OOPSLA 2014; the constants of Vigna's reference
/// `splitmix64.c`), so that property tests draw the same cases on every run and a failure replays
/// from its seed.
///
/// The state advances by the golden-ratio increment 0x9E3779B97F4A7C15 and each output is that
/// state mixed (xor-shift 30, multiply, xor-shift 27, multiply, xor-shift 31): every 64-bit seed,
/// 0 included, gives a full-period stream of 2⁶⁴ outputs. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// The stream starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
