import CMicroHTTPD
import Foundation

/// One open Server-Sent Events response: text waiting to be written, and the connection, which
/// is suspended while there is nothing to write (no thread waits and nothing polls it).
///
/// The writer side (``send(_:)``, ``finish()``) may be called from any thread; ``read(into:)`` is
/// called by the server's thread that owns the connection.
final class EventStream: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UInt8] = []
    private var finished = false
    /// The connection while it is suspended waiting for text.
    private var suspended: OpaquePointer?
    /// The connection, once the response is queued on it.
    private var connection: OpaquePointer?
    /// Called once, when the response is over (finished, or the client went away).
    private let onClose: @Sendable (EventStream) -> Void

    init(onClose: @escaping @Sendable (EventStream) -> Void) {
        self.onClose = onClose
    }

    /// Records the connection the stream writes to.
    func attach(to connection: OpaquePointer) {
        lock.withLock { self.connection = connection }
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

    /// Called with the lock held.
    private func resume() {
        if let connection = suspended {
            suspended = nil
            MHD_resume_connection(connection)
        }
    }

    /// Copies up to `buffer.count` queued bytes into `buffer`: the count, or -1 at the end of the
    /// stream; 0 after suspending the connection until there is more.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        lock.withLock {
            if pending.isEmpty {
                if finished { return -1 }
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
        onClose(self)
    }
}
