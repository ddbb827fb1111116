import CMicroHTTPD
import CorollaCards
import Foundation

/// The time a connection has to send a request's headers, from when it opens or its previous
/// request ends: a connection still sending them after ``seconds`` (a slowloris client, one
/// header line now and then) is shut down, so that it cannot hold a place for long.
///
/// The daemon tells of connections opening and closing (``opened(_:)``, ``closed(_:)``), and of
/// headers in and requests done; a thread of its own checks the waiting connections every
/// quarter of a second. A socket is shut down (never closed) under the lock that its closing
/// takes, and the daemon closes it only after telling of it, so a socket number is never
/// mistaken for another connection's.
final class HeaderDeadline: @unchecked Sendable {
    let seconds: Int
    private let condition = NSCondition()
    /// The connections waiting for headers: their socket and since when.
    private var waiting: [OpaquePointer: (socket: Int32, since: ContinuousClock.Instant)] = [:]
    private var stopped = false

    /// - Throws: ``OutOfMemory`` when its thread cannot start.
    init(seconds: Int) throws(OutOfMemory) {
        self.seconds = seconds
        guard CheckedThread.start(detached: true, name: "serve-deadline", { [weak self] in self?.run() }) != nil else {
            throw OutOfMemory("cannot start the thread that enforces the header deadline")
        }
    }

    /// A connection opened, or finished a request: its next request's headers are due.
    func waitForHeaders(_ connection: OpaquePointer) {
        let socket = corolla_mhd_connection_fd(connection)
        guard socket >= 0 else { return }
        condition.withLock { waiting[connection] = (socket, .now) }
    }

    /// A request's headers arrived on `connection`.
    func headersArrived(_ connection: OpaquePointer) {
        condition.withLock { _ = waiting.removeValue(forKey: connection) }
    }

    /// `connection` closed (its socket is closed next).
    func closed(_ connection: OpaquePointer) {
        headersArrived(connection)
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    private func run() {
        condition.withLock {
            while !stopped {
                let limit = ContinuousClock.now - .seconds(seconds)
                for (connection, entry) in waiting where entry.since < limit {
                    shutdown(entry.socket, Int32(SHUT_RDWR))
                    waiting[connection] = nil
                }
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.25))
            }
        }
    }
}

/// The daemon's connection notifications: opened and closed connections, for the header deadline.
let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, _, code in
    guard let cls, let connection else { return }
    let context = Unmanaged<HTTPServer.Context>.fromOpaque(cls).takeUnretainedValue()
    if code == corolla_mhd_connection_started {
        context.deadline.waitForHeaders(connection)
    } else {
        context.deadline.closed(connection)
    }
}
