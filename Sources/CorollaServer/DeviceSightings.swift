import Foundation

/// When each device was last noted as seen, so that the catalog is written at most once a minute
/// per device (its `last_seen_at`), not on every request. Holds at most ``capacity`` devices
/// (forgetting them all past it only means noting each once more).
final class DeviceSightings: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [Int64: ContinuousClock.Instant] = [:]
    let interval: Duration = .seconds(60)
    let capacity = 1024

    /// Whether device `id`'s sighting at `now` is to be noted (none noted in the last
    /// ``interval``); if so, it counts as noted.
    func isDue(_ id: Int64, now: ContinuousClock.Instant = .now) -> Bool {
        lock.withLock {
            if let last = noted[id], now - last < interval { return false }
            if noted.count >= capacity { noted.removeAll() }
            noted[id] = now
            return true
        }
    }
}
