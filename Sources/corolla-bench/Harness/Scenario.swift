/// One benchmark: a name selectable on the command line, what it measures, and how to run it.
///
/// A scenario lives in its own file under `Scenarios/` as a static member of `Scenario` and is
/// listed once in ``Scenario/all``. It returns one or more ``Outcome`` lines (growth scenarios
/// return one per size). A scenario that needs a separate process (memory) names its child
/// entry points in `children`; `corolla-bench --child NAME` runs one of them.
struct Scenario {
    var name: String
    /// One line for `--list`.
    var summary: String
    /// Whether a plain `corolla-bench` (no scenario named) runs it.
    var runsByDefault = true
    var run: (BenchContext) throws -> [Outcome]
    /// Entry points run in a child process of the bench binary: name → body.
    var children: [String: () throws -> Void] = [:]
}

/// How hard to try: `--quick` takes the fewest samples that still give a median, for a short run.
struct BenchContext {
    var quick: Bool

    /// `quick` or `full` repetitions.
    func repeats(quick: Int, full: Int) -> Int { self.quick ? quick : full }
}

/// What a scenario found: the medians of ours and of the baseline, measured in the same run.
struct Outcome {
    var name: String
    var ours: Quantity
    var baseline: Quantity
    var goal: Goal
    /// Extra figures worth a field in the JSON and a mention on the line (ns/item, sample counts…).
    var details: [(key: String, value: String)] = []
    /// What the line does not say by itself (what counts, why it is short…).
    var note: String?
    /// Why the scenario could not run (a tool it needs is missing): the line says `skipped` and
    /// why, instead of figures.
    var skipped: String?

    /// A line saying that `name` could not run, and why.
    static func skipped(_ name: String, goal: Goal, because reason: String) -> Outcome {
        Outcome(name: name, ours: .seconds(.nan), baseline: .seconds(.nan), goal: goal, skipped: reason)
    }

    /// The ratio in the direction of the goal: how many times faster (`fasterBy`, `info`), or
    /// ours over the baseline (`atMostTimes`).
    var ratio: Double {
        switch goal {
        case .fasterBy, .info: return baseline.value / ours.value
        case .atMostTimes: return ours.value / baseline.value
        }
    }

    var met: Bool? {
        guard skipped == nil else { return nil }
        switch goal {
        case .fasterBy(let factor): return ratio >= factor
        case .atMostTimes(let factor): return ratio <= factor
        case .info: return nil
        }
    }
}

/// A measured quantity: a time or an amount of memory.
enum Quantity {
    case seconds(Double)
    case bytes(Double)

    var value: Double {
        switch self {
        case .seconds(let value), .bytes(let value): return value
        }
    }

    var unit: String {
        switch self {
        case .seconds: return "s"
        case .bytes: return "B"
        }
    }

    /// With a unit that keeps 3–4 significant digits: `812 ns`, `1.25 ms`, `97.3 MB`.
    var formatted: String {
        switch self {
        case .seconds(let value):
            let steps: [(Double, String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")]
            let (scale, unit) = steps.first { value >= $0.0 } ?? (1e-9, "ns")
            return "\(Format.significant(value / scale))\(unit)"
        case .bytes(let value):
            let steps: [(Double, String)] = [(1_073_741_824.0, "GiB"), (1_048_576.0, "MiB"), (1_024.0, "KiB"), (1.0, "B")]
            let (scale, unit) = steps.first { abs(value) >= $0.0 } ?? (1, "B")
            return "\(Format.significant(value / scale))\(unit)"
        }
    }
}

/// What a scenario must reach.
enum Goal {
    /// The baseline takes at least this many times longer than ours (`≥ 100×`, `warm ≤ 1/50 of cold`).
    case fasterBy(Double)
    /// Ours is at most this many times the baseline (`≤ 3× its time`, `≤ 3× raw`).
    case atMostTimes(Double)
    /// No goal: a figure for the growth paragraph.
    case info

    var formatted: String {
        switch self {
        case .fasterBy(let factor): return "≥\(Format.factor(factor))×"
        case .atMostTimes(let factor): return "≤\(Format.factor(factor))×"
        case .info: return "none"
        }
    }
}

enum Format {
    /// `value` with three significant digits at least, no exponent: 0.812, 12.5, 1234.
    static func significant(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        return fixed(value, decimals)
    }

    /// A goal's factor: `100`, `5`, `1.5`.
    static func factor(_ value: Double) -> String {
        value == value.rounded() ? fixed(value, 0) : significant(value)
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
        if let dot = text.firstIndex(of: "."), decimals > 0 {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}
