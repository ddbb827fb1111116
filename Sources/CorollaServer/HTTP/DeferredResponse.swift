import Foundation

/// A response another thread computes: the connection waits for it suspended, holding none of the
/// server's threads.
final class DeferredResponse: @unchecked Sendable {
    private let lock = NSLock()
    private var response: HTTPResponse?
    private var wake: (@Sendable () -> Void)?

    /// Whether the response was given (a second ``fulfil(_:)`` is ignored).
    var isFulfilled: Bool { lock.withLock { response != nil } }

    /// Gives the response, and wakes the connection waiting for it.
    func fulfil(_ response: HTTPResponse) {
        let wake = lock.withLock { () -> (@Sendable () -> Void)? in
            guard self.response == nil else { return nil }
            self.response = response
            defer { self.wake = nil }
            return self.wake
        }
        wake?()
    }

    /// The response when it is ready; else nil, and `wake` is called (once, from any thread) when
    /// it is. `suspend` is called before this returns nil, under the same lock as the fulfilment,
    /// so that a wake-up never comes before the suspension.
    func response(suspending suspend: () -> Void, wake: @escaping @Sendable () -> Void) -> HTTPResponse? {
        lock.withLock {
            if let response { return response }
            suspend()
            self.wake = wake
            return nil
        }
    }
}
