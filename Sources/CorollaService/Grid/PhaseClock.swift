/// Adds up the time spent in each phase of a grid computation.
///
/// A class, so that a step can time work that changes the computation holding the clock.
final class PhaseClock {
    private let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    private(set) var timings: [GridReport.Phase: Duration] = [:]

    init() {
        start = clock.now
    }

    /// Runs `body`, adding its time to `phase`.
    func time<Value>(_ phase: GridReport.Phase, _ body: () throws -> Value) rethrows -> Value {
        let begin = clock.now
        defer { timings[phase, default: .zero] += clock.now - begin }
        return try body()
    }

    /// The time since the clock was made.
    var elapsed: Duration { clock.now - start }
}
