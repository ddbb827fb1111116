import CorollaService
import Foundation

/// The plants removed through the API, kept in memory so that an Undo can put one back
/// (`POST /api/plants/restore/TOKEN`): the last ``capacity`` of them, each for ``lifetime``.
/// A server that restarts forgets them.
final class RemovedPlants: @unchecked Sendable {
    /// How many removed plants are kept; an older one is forgotten when another is removed.
    static let capacity = 16
    /// How long a removed plant is kept.
    static let lifetime: Duration = .seconds(600)

    private struct Entry {
        var token: String
        var removed: RemovedPlant
        var at: ContinuousClock.Instant
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    /// Keeps `removed`; the token that restores it.
    func keep(_ removed: RemovedPlant) -> String {
        let token = ServerConfiguration.randomToken()
        lock.withLock {
            forgetExpired()
            entries.append(Entry(token: token, removed: removed, at: .now))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return token
    }

    /// The plant `token` names, while it is kept.
    func removed(_ token: String) -> RemovedPlant? {
        lock.withLock {
            forgetExpired()
            return entries.first { Router.same($0.token, token) }?.removed
        }
    }

    /// Forgets the plant `token` names (it was put back).
    func forget(_ token: String) {
        lock.withLock { entries.removeAll { $0.token == token } }
    }

    /// Called with the lock held.
    private func forgetExpired() {
        let limit = ContinuousClock.now - Self.lifetime
        entries.removeAll { $0.at < limit }
    }
}
