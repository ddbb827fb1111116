import CMicroHTTPD
import Foundation

/// One open Server-Sent Events response: text waiting to be written, and the connection, which
/// is suspended while there is nothing to write (no thread waits on it, and the daemon does not
/// poll it: ``EventHub`` watches its socket for the client's leaving).
///
/// The writer side (``send(_:)``, ``finish()``, ``abort()``) may be called from any thread;
/// ``read(into:)`` is called by the server's thread that owns the connection.
final class EventStream: @unchecked Sendable {
    /// What happened to a stream, as its hub hears of it.
    enum Change {
        /// The response is queued on a connection: its socket can be watched.
        case attached
        /// The response is over (finished, or the client went away): the server let go of it.
        case closed
    }

    /// The client's address.
    let client: String
    /// The paired device the stream was opened for (nil on the loopback address): its stream ends
    /// once the device is revoked.
    let device: Int64?
    private let lock = NSLock()
    private var pending: [UInt8] = []
    private var finished = false
    /// The client left: the connection is closed without writing what is pending.
    private var aborted = false
    /// The connection while it is suspended waiting for text.
    private var suspended: OpaquePointer?
    /// The connection, once the response is queued on it, until the response is over.
    private var connection: OpaquePointer?
    private var descriptor: Int32 = -1
    private let observe: @Sendable (EventStream, Change) -> Void

    init(client: String, device: Int64? = nil, observe: @escaping @Sendable (EventStream, Change) -> Void) {
        self.client = client
        self.device = device
        self.observe = observe
    }

    /// Records the connection the stream writes to.
    func attach(to connection: OpaquePointer) {
        lock.withLock {
            self.connection = connection
            descriptor = corolla_mhd_connection_fd(connection)
        }
        observe(self, .attached)
    }

    /// The connection's socket while the response is on it and not ending; nil before and after.
    var socket: Int32? {
        lock.withLock { connection != nil && !finished && descriptor >= 0 ? descriptor : nil }
    }

    /// Queues `text` (an event or a comment, ending with a blank line) and wakes the connection.
    func send(_ text: String) {
        lock.withLock {
            guard !finished else { return }
            pending += text.utf8
            resume()
        }
    }

    /// Ends the stream after what is queued.
    func finish() {
        lock.withLock {
            finished = true
            resume()
        }
    }

    /// Ends the stream at once, closing the connection: the client has left.
    func abort() {
        lock.withLock {
            aborted = true
            finished = true
            resume()
        }
    }

    /// Called with the lock held.
    private func resume() {
        if let connection = suspended {
            suspended = nil
            MHD_resume_connection(connection)
        }
    }

    /// Copies up to `buffer.count` queued bytes into `buffer`: the count; the daemon's end of
    /// stream, or its error after ``abort()``; 0 after suspending the connection until there is
    /// more.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        lock.withLock {
            if aborted { return corolla_mhd_reader_error }
            if pending.isEmpty {
                if finished { return corolla_mhd_reader_end }
                if let connection {
                    suspended = connection
                    MHD_suspend_connection(connection)
                }
                return 0
            }
            let count = min(buffer.count, pending.count)
            buffer.copyBytes(from: pending[..<count])
            pending.removeFirst(count)
            return count
        }
    }

    /// The response is over: the server let go of it.
    func closed() {
        lock.withLock {
            connection = nil
            suspended = nil
        }
        observe(self, .closed)
    }
}
