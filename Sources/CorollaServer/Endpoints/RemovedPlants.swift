import CorollaService
import Foundation

/// The plants removed through the API, kept in memory (photos included) so that an Undo can put
/// one back (`POST /api/plants/restore/TOKEN`): the last ``capacity`` of them, each for
/// ``lifetime``. A server that restarts forgets them.
final class RemovedPlants: @unchecked Sendable {
    /// How many removed plants are kept; the oldest is forgotten when one more is removed.
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

    /// Keeps `removed`, removed at `now`; the token that restores it.
    func keep(_ removed: RemovedPlant, now: ContinuousClock.Instant = .now) -> String {
        let token = ServerConfiguration.randomToken()
        lock.withLock {
            forget(before: now - Self.lifetime)
            entries.append(Entry(token: token, removed: removed, at: now))
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
        return token
    }

    /// The plant `token` names, while it is kept at `now`.
    func removed(_ token: String, now: ContinuousClock.Instant = .now) -> RemovedPlant? {
        lock.withLock {
            forget(before: now - Self.lifetime)
            return entries.first { Router.same($0.token, token) }?.removed
        }
    }

    /// Forgets the plant `token` names (it was put back).
    func forget(_ token: String) {
        lock.withLock { entries.removeAll { $0.token == token } }
    }

    /// Forgets the plants removed before `limit`; called with the lock held.
    private func forget(before limit: ContinuousClock.Instant) {
        entries.removeAll { $0.at < limit }
    }
}
