import Foundation

/// The wrong pairing codes sent lately, per client address and overall, so that guessing a code
/// is slow: past ``perClient`` wrong codes from one address, or ``overall`` from all, within
/// ``window``, a pairing is refused (429) until the oldest of them leaves the window. Holds at most
/// ``overall`` attempts per address and ``overall`` addresses.
final class PairingAttempts: @unchecked Sendable {
    private let lock = NSLock()
    private var wrong: [String: [ContinuousClock.Instant]] = [:]
    private var all: [ContinuousClock.Instant] = []
    let window: Duration = .seconds(60)
    let perClient = 5
    let overall = 20

    /// Notes a wrong code from `client` at `now`.
    func noteWrong(from client: String, now: ContinuousClock.Instant = .now) {
        lock.withLock {
            forgetOld(now)
            if wrong[client] == nil, wrong.count >= overall { wrong.removeAll() }
            wrong[client, default: []].append(now)
            all.append(now)
            if all.count > overall { all.removeFirst(all.count - overall) }
            if let count = wrong[client]?.count, count > perClient { wrong[client]?.removeFirst(count - perClient) }
        }
    }

    /// How many seconds `client` must wait before its next pairing at `now`; nil when it may
    /// pair now.
    func refusal(for client: String, now: ContinuousClock.Instant = .now) -> Int? {
        lock.withLock {
            forgetOld(now)
            // Each full list frees a place when its oldest attempt leaves the window.
            var frees: [ContinuousClock.Instant] = []
            if let mine = wrong[client], mine.count >= perClient, let first = mine.first { frees.append(first) }
            if all.count >= overall, let first = all.first { frees.append(first) }
            guard let last = frees.max() else { return nil }
            let left = window - (now - last)
            return max(1, Int(left.components.seconds) + (left.components.attoseconds > 0 ? 1 : 0))
        }
    }

    /// Drops the attempts older than ``window`` at `now`.
    private func forgetOld(_ now: ContinuousClock.Instant) {
        all.removeAll { now - $0 >= window }
        for (client, times) in wrong {
            let kept = times.filter { now - $0 < window }
            wrong[client] = kept.isEmpty ? nil : kept
        }
    }
}
