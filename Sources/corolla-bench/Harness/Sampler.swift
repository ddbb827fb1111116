/// Times code and keeps the results alive so that the optimiser cannot drop the work.
enum Sampler {
    /// Runs `body` once and returns how long it took, in seconds.
    @inline(__always)
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// Measures ours and the baseline in the same run: `warmup` unrecorded rounds, then `repeats`
    /// recorded rounds, alternating which one goes first (ABBA) so that both share the machine's
    /// drift and noise. Each closure does its own untimed setup and returns the seconds of its
    /// timed part (usually through ``time(_:)``).
    static func interleave(
        warmup: Int, repeats: Int, ours: () throws -> Double, baseline: () throws -> Double
    ) rethrows -> (ours: Samples, baseline: Samples) {
        for _ in 0..<warmup {
            _ = try ours()
            _ = try baseline()
        }
        var mine = Samples()
        var theirs = Samples()
        for round in 0..<repeats {
            if round % 2 == 0 {
                mine.append(try ours())
                theirs.append(try baseline())
            } else {
                theirs.append(try baseline())
                mine.append(try ours())
            }
        }
        return (mine, theirs)
    }

    /// Measures one piece of code alone (growth series).
    static func repeatMedian(warmup: Int, repeats: Int, _ body: () throws -> Double) rethrows -> Double {
        for _ in 0..<warmup { _ = try body() }
        var samples = Samples()
        for _ in 0..<repeats { samples.append(try body()) }
        return samples.median
    }
}

/// Recorded durations (or any values) with their median.
struct Samples {
    private(set) var values: [Double] = []

    mutating func append(_ value: Double) { values.append(value) }

    var count: Int { values.count }

    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Every value divided by `divisor` (a batch time into a per-operation time).
    func scaled(by divisor: Double) -> Samples {
        var result = Samples()
        result.values = values.map { $0 / divisor }
        return result
    }
}

/// Keeps `value` observable so that the work producing it is not optimised away.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
