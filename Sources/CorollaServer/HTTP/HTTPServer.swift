import CMicroHTTPD
import CorollaSystem
import Foundation

/// A libmicrohttpd daemon answering every request with `respond`: it owns the daemon and stops it
/// in `deinit` (or in ``stop(grace:)``).
///
/// The daemon runs its own thread pool; `respond` is called on those threads, several at once.
/// Limits are set explicitly: threads, connections (in all and per client address), the memory
/// each connection may use for its request line and headers (a longer request is refused by the
/// daemon), the time to send a request's headers, the idle timeout, an upload's least pace
/// (``UploadPace``); the body size is each request's route's (``Router/routes``; a longer body gets 413 without being kept). A request refused on its headers alone (`admit`) is
/// answered before its body is read; a body `admit` spools goes to a temporary file chunk by chunk
/// (``SpooledBody``), and one that passes its limit drops its file at once and is answered 413
/// when its body ends (``Limits/discardedBodyBytes``).
final class HTTPServer: @unchecked Sendable {
    /// The limits the daemon is started with.
    struct Limits: Sendable {
        var threads = 4
        var connections = 256
        /// Every client on this machine shares one address, and a closed connection counts until
        /// the daemon has cleaned it up: 50 busy clients on 127.0.0.1 need this many.
        var connectionsPerAddress = 128
        /// Seconds a connection may stay idle once its request's headers are in.
        var timeoutSeconds = 30
        /// Seconds a connection has to send a request's headers and a body kept in memory
        /// (``HeaderDeadline``).
        var requestSeconds = 5
        /// The least pace of an upload (a spooled body): seconds of grace, then bytes per second
        /// on average (``UploadPace``).
        var uploadPace = UploadPace(graceSeconds: 10, bytesPerSecond: 16 * 1024)
        /// Requests from one client address whose body is being received at once (``BodyPlaces``).
        var bodiesPerAddress = 8
        /// Bytes of request line and headers (and the daemon's own buffers) per connection.
        var connectionMemory = 64 * 1024
        /// Bytes of a body past its limit (of no declared length: a declared one is refused on its
        /// headers) read and dropped so that its client gets the 413; past these the connection
        /// is closed.
        var discardedBodyBytes = 64 << 20
    }

    typealias Responder = @Sendable (HTTPRequest) -> HTTPResponse
    /// Decides on a request as soon as its headers are in, before its body is read: refused, or
    /// how its body is kept.
    typealias Admission = @Sendable (HTTPRequest) -> RequestAdmission

    private let daemon: OpaquePointer
    /// The port the daemon listens on (the one chosen when 0 was asked).
    let port: UInt16
    private let context: Unmanaged<Context>
    private var stopped = false

    /// What the C callbacks reach through their `cls` pointer.
    final class Context: @unchecked Sendable {
        let respond: Responder
        let admit: Admission
        let limits: Limits
        let deadline: HeaderDeadline
        let bodies: BodyPlaces

        init(respond: @escaping Responder, admit: @escaping Admission, limits: Limits) throws(OutOfMemory) {
            self.respond = respond
            self.admit = admit
            self.limits = limits
            deadline = try HeaderDeadline(seconds: limits.requestSeconds, pace: limits.uploadPace)
            bodies = BodyPlaces(perAddress: limits.bodiesPerAddress)
        }
    }

    /// Listens on `address` (IPv4, dotted) at `port` (0: any free port).
    ///
    /// - Throws: ``ServerError/cannotListen(address:port:reason:)`` when the address is not IPv4
    ///   or the daemon cannot start (the port is taken, the address is not this machine's);
    ///   ``OutOfMemory`` when the system refuses the daemon's threads or memory.
    init(address: String, port: UInt16, limits: Limits, admit: @escaping Admission, respond: @escaping Responder) throws {
        var socket = sockaddr_in()
        socket.sin_family = sa_family_t(AF_INET)
        socket.sin_port = port.bigEndian
        guard inet_pton(AF_INET, address, &socket.sin_addr) == 1 else {
            throw ServerError.cannotListen(address: address, port: port, reason: "not an IPv4 address")
        }
        let context = Unmanaged.passRetained(try Context(respond: respond, admit: admit, limits: limits))
        let cLimits = corolla_mhd_limits(
            thread_pool_size: UInt32(limits.threads), connection_limit: UInt32(limits.connections),
            per_ip_connection_limit: UInt32(limits.connectionsPerAddress),
            connection_timeout_seconds: UInt32(limits.timeoutSeconds), connection_memory_limit: limits.connectionMemory,
            thread_stack_size: CheckedThread.stackSize)
        errno = 0
        guard let daemon = corolla_mhd_start(&socket, cLimits, accessHandler, context.toOpaque(), requestCompleted, connectionNotified) else {
            let failure = errno
            context.takeUnretainedValue().deadline.stop()
            context.release()
            // The daemon's threads (EAGAIN from pthread_create) or its buffers could not be had.
            if failure == EAGAIN || failure == ENOMEM {
                throw OutOfMemory("cannot start the server's threads: \(String(cString: strerror(failure)))")
            }
            let reason = failure == 0 ? "libmicrohttpd could not start" : String(cString: strerror(failure))
            throw ServerError.cannotListen(address: address, port: port, reason: reason)
        }
        self.daemon = daemon
        self.context = context
        self.port = corolla_mhd_port(daemon)
    }

    /// Stops accepting connections, waits up to `grace` for the open ones to finish, then stops
    /// the daemon (closing what is left). Event streams must be finished first: a suspended
    /// connection cannot be stopped.
    func stop(grace: Duration = .seconds(5)) {
        guard !stopped else { return }
        stopped = true
        // The daemon hands the listening socket back instead of closing it; its threads may still
        // use it (each takes it out of its epoll set), so it is closed only once they are stopped,
        // as libmicrohttpd's MHD_quiesce_daemon asks.
        let listening = MHD_quiesce_daemon(daemon)
        let deadline = ContinuousClock.now + grace
        while corolla_mhd_connection_count(daemon) > 0, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        MHD_stop_daemon(daemon)
        if listening >= 0 { close(listening) }
        context.takeUnretainedValue().deadline.stop()
        context.release()
    }

    deinit {
        stop(grace: .zero)
    }
}

/// Why a server could not run.
public enum ServerError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotListen(address: String, port: UInt16, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let address, let port, let reason): "cannot listen on \(address):\(port): \(reason)"
        }
    }
}
