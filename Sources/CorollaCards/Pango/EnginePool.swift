import Foundation

/// Lends ``TextEngine``s to threads: each borrower has an engine to itself, and engines are
/// created on first need, so a pool that never measures never starts fontconfig.
final class EnginePool: @unchecked Sendable {
    private let family: String
    private let lock = NSLock()
    /// Engines not lent out. Guarded by `lock`.
    private var idle: [TextEngine] = []
    /// Engines created so far. Guarded by `lock`.
    private var created = 0

    init(family: String) {
        self.family = family
    }

    /// The number of engines created so far (0 until the first measurement).
    var engineCount: Int { lock.withLock { created } }

    /// Runs `body` with an engine no other thread uses meanwhile.
    func withEngine<Result>(_ body: (TextEngine) throws -> Result) rethrows -> Result {
        let engine = borrow()
        defer { lock.withLock { idle.append(engine) } }
        return try body(engine)
    }

    private func borrow() -> TextEngine {
        let reused: TextEngine? = lock.withLock {
            if let engine = idle.popLast() { return engine }
            created += 1
            return nil
        }
        return reused ?? TextEngine(family: family)
    }
}
