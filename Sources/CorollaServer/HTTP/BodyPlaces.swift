import Foundation

/// The requests of each client address whose body is being received: at most ``perAddress`` at
/// once, so that clients sending bodies slowly cannot take every place of their address (every
/// program on this machine shares 127.0.0.1). One more is answered 503 on its headers.
final class BodyPlaces: @unchecked Sendable {
    let perAddress: Int
    private let lock = NSLock()
    private var taken: [String: Int] = [:]

    init(perAddress: Int) {
        self.perAddress = perAddress
    }

    /// Takes a place for a body from `client`; false when its places are all taken.
    ///
    /// - Complexity: O(1).
    func take(_ client: String) -> Bool {
        lock.withLock {
            guard taken[client, default: 0] < perAddress else { return false }
            taken[client, default: 0] += 1
            return true
        }
    }

    /// Gives back a place ``take(_:)`` gave.
    func give(_ client: String) {
        lock.withLock {
            let left = taken[client, default: 1] - 1
            taken[client] = left > 0 ? left : nil
        }
    }

    /// What a request finding no place is answered.
    var refusal: HTTPFailure {
        .unavailable("this address is sending \(perAddress) request bodies already; try again in a moment", retryAfter: 1)
    }
}
