import CMicroHTTPD
import CorollaSystem
import Foundation

/// The time a connection has to send a request's headers and a body kept in memory, from when it
/// opens or its previous request ends: a connection still sending them after ``seconds`` (a
/// slowloris client, one header line or one body byte now and then) is shut down, so that it
/// cannot hold a place for long. A spooled upload leaves the deadline when its body starts.
///
/// The daemon tells of connections opening and closing (``waitForHeaders(_:)``, ``closed(_:)``), and
/// of requests received and done; a thread of its own checks the waiting connections every
/// quarter of a second. A socket is shut down (never closed) under the lock that its closing
/// takes, and the daemon closes it only after telling of it, so a socket number is never
/// mistaken for another connection's.
///
/// The same thread watches the connections in the middle of a spooled upload (``uploadStarted(_:)``):
/// one whose client closed its end is shut down at once, so that the daemon lets go of the request
/// and its spool then rather than at the idle timeout (a close that arrives while the daemon's read
/// buffer is full is otherwise not noticed before it); one behind the uploads' ``UploadPace`` is
/// answered its 408 and shut down.
final class HeaderDeadline: @unchecked Sendable {
    let seconds: Int
    let pace: UploadPace
    private let condition = NSCondition()
    /// The connections waiting for headers: their socket and since when.
    private var waiting: [OpaquePointer: (socket: Int32, since: ContinuousClock.Instant)] = [:]
    /// A spooled upload being received: its socket, its start, and the bytes received so far.
    private struct Upload {
        var socket: Int32
        var since: ContinuousClock.Instant
        var received = 0
    }

    /// The connections receiving a spooled upload.
    private var uploading: [OpaquePointer: Upload] = [:]
    private var stopped = false
    /// ``pace``'s refusal, as written on a socket.
    private let refusal: [UInt8]

    /// - Throws: ``OutOfMemory`` when its thread cannot start.
    init(seconds: Int, pace: UploadPace) throws(OutOfMemory) {
        self.seconds = seconds
        self.pace = pace
        refusal = pace.refusalMessage
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

    /// A request arrived whole on `connection` (its headers, and its body when it has one).
    func requestReceived(_ connection: OpaquePointer) {
        condition.withLock { _ = waiting.removeValue(forKey: connection) }
    }

    /// `connection` closed (its socket is closed next).
    func closed(_ connection: OpaquePointer) {
        condition.withLock {
            waiting[connection] = nil
            uploading[connection] = nil
        }
    }

    /// `connection` started receiving a spooled upload: it leaves the deadline, keeps the
    /// uploads' pace, and is shut down if its client leaves.
    func uploadStarted(_ connection: OpaquePointer) {
        let socket = corolla_mhd_connection_fd(connection)
        condition.withLock {
            waiting[connection] = nil
            if socket >= 0 { uploading[connection] = Upload(socket: socket, since: .now) }
        }
    }

    /// `connection`'s upload received `count` more bytes.
    func uploadReceived(_ connection: OpaquePointer, count: Int) {
        condition.withLock { uploading[connection]?.received += count }
    }

    /// `connection` received its whole upload, or its request ended.
    func uploadEnded(_ connection: OpaquePointer) {
        condition.withLock { _ = uploading.removeValue(forKey: connection) }
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
                let now = ContinuousClock.now
                for (connection, upload) in uploading {
                    if Self.peerClosed(upload.socket) {
                        shutdown(upload.socket, Int32(SHUT_RDWR))
                        uploading[connection] = nil
                    } else if pace.isBehind(received: upload.received, elapsed: now - upload.since) {
                        // The daemon writes nothing while it reads a body: the socket's send
                        // buffer takes the whole answer without waiting.
                        _ = refusal.withUnsafeBytes { send(upload.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                        shutdown(upload.socket, Int32(SHUT_RDWR))
                        uploading[connection] = nil
                    }
                }
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.25))
            }
        }
    }

    /// Whether the client of `socket` closed or reset its end (polled without waiting).
    private static func peerClosed(_ socket: Int32) -> Bool {
        var entry = pollfd(fd: socket, events: corolla_poll_peer_closed, revents: 0)
        let gone = corolla_poll_peer_closed | Int16(POLLHUP) | Int16(POLLERR)
        return poll(&entry, 1, 0) > 0 && entry.revents & gone != 0
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
