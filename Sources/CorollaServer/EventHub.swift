import CMicroHTTPD
import CorollaSystem
import Foundation

/// The open event streams and the thread that feeds and watches them.
///
/// The thread reads the catalog revision every poll interval (one indexed row, so changes by
/// other processes are seen too) and sends it to every stream when it changed, and to a stream
/// just opened at once. It is the only sender of revisions, so each stream hears them in the
/// order they were read and always ends on the last one. It also sends a comment
/// every ``heartbeat`` so that idle connections are not timed out. Between reads it sleeps in
/// `poll` on the streams' sockets: a client that closes or resets its stream wakes it, and the
/// stream's connection is closed at once, freeing its place. A stream opened for a paired device
/// ends at the first read after the device is revoked (by `corolla devices revoke`, in any process).
///
/// Streams have places of their own, apart from the server's connections for requests: at most
/// ``Limits/perClient`` per client address and ``Limits/total`` in all.
final class EventHub: @unchecked Sendable {
    /// How many streams may be open.
    struct Limits: Sendable {
        var perClient = 32
        var total = 128
    }

    private let lock = NSLock()
    private var streams: [ObjectIdentifier: EventStream] = [:]
    /// The streams opened since the thread last read the revision: they are owed the current one.
    private var fresh: [EventStream] = []
    private var stopped = false
    private var lastRevision: Int64?
    private let revision: @Sendable () -> Int64?
    private let pairedDevices: @Sendable () -> Set<Int64>?
    private let interval: Duration
    let limits: Limits
    /// A pipe whose reading end is among the polled sockets: a byte written wakes the thread (a
    /// stream to watch, a stream gone, the hub stopped).
    private let wakeReader: Int32
    private let wakeWriter: Int32
    static let heartbeat = Duration.seconds(15)

    /// - Parameters:
    ///   - revision: reads the catalog's revision; nil when it cannot be read now.
    ///   - pairedDevices: reads the ids of the paired devices; nil when they cannot be read now.
    /// - Throws: ``OutOfMemory`` when its thread cannot start.
    init(
        interval: Duration, limits: Limits = Limits(), revision: @escaping @Sendable () -> Int64?,
        pairedDevices: @escaping @Sendable () -> Set<Int64>? = { nil }
    ) throws(OutOfMemory) {
        self.interval = interval
        self.limits = limits
        self.revision = revision
        self.pairedDevices = pairedDevices
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        (wakeReader, wakeWriter) = (ends[0], ends[1])
        guard CheckedThread.start(detached: true, name: "serve-events", { [weak self] in self?.run() }) != nil else {
            throw OutOfMemory("cannot start the thread that feeds the event streams")
        }
    }

    deinit {
        for end in [wakeReader, wakeWriter] where end >= 0 { close(end) }
    }

    /// A new stream for `client` (a paired `device`, beyond the loopback address), starting with
    /// the current revision (sent by the thread, woken for it); nil when the client, or every
    /// client together, has as many streams open as the limits allow.
    func open(client: String, device: Int64? = nil) -> EventStream? {
        let stream = EventStream(client: client, device: device) { [weak self] stream, change in
            guard let self else { return }
            if change == .closed { lock.withLock { _ = streams.removeValue(forKey: ObjectIdentifier(stream)) } }
            wake()
        }
        let admitted = lock.withLock { () -> Bool in
            if stopped {
                stream.finish()
                return true
            }
            guard streams.count < limits.total, streams.values.lazy.filter({ $0.client == client }).count < limits.perClient else {
                return false
            }
            streams[ObjectIdentifier(stream)] = stream
            fresh.append(stream)
            return true
        }
        guard admitted else { return nil }
        wake()
        return stream
    }

    /// The number of open streams.
    var count: Int { lock.withLock { streams.count } }

    /// Ends every stream and the polling thread.
    func stop() {
        lock.withLock {
            stopped = true
            for stream in streams.values { stream.finish() }
        }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }

    /// Makes the next poll send the revision to every stream even when it did not change (the
    /// catalog file was replaced by one that may have the same revision).
    func announceAgain() {
        lock.withLock { lastRevision = nil }
    }

    /// The text of a revision event.
    static func event(_ revision: Int64) -> String {
        "event: revision\ndata: {\"revision\":\(revision)}\n\n"
    }

    /// The text of the event saying a grid of `revision` changed without a write: it became exact
    /// (every card measured and its layout stored, so `/api/grid` answers it with `"exact": true`),
    /// or, `exact` false, the whole estimated grid replaced the one of the leading cards (its
    /// content size and the favorites' order now known).
    static func gridEvent(revision: Int64, exact: Bool) -> String {
        "event: grid\ndata: {\"exact\":\(exact),\"revision\":\(revision)}\n\n"
    }

    /// Sends `event` to every open stream.
    func announce(_ event: String) {
        for stream in lock.withLock({ Array(streams.values) }) { stream.send(event) }
    }

    /// Reads the revision every interval and sends heartbeats until stopped, watching the
    /// streams' sockets in between.
    private func run() {
        let clock = ContinuousClock()
        var nextRead = clock.now
        var nextHeartbeat = clock.now + Self.heartbeat
        while true {
            let (open, opened, keepGoing) = lock.withLock { (Array(streams.values), !fresh.isEmpty, !stopped) }
            guard keepGoing else { return }
            if clock.now >= nextRead || opened {
                nextRead = clock.now + interval
                let current = revision()
                // Who is owed `current`, decided under the lock that admits streams: every stream
                // when it changed, else the streams opened since the last read. A stream opened
                // after this hears it from the next read.
                let owed = lock.withLock { () -> [EventStream] in
                    guard let current else { return [] }
                    defer { fresh.removeAll() }
                    guard current != lastRevision else { return fresh.filter { streams[ObjectIdentifier($0)] != nil } }
                    lastRevision = current
                    return Array(streams.values)
                }
                if let current, !owed.isEmpty {
                    for stream in owed { stream.send(Self.event(current)) }
                    nextHeartbeat = clock.now + Self.heartbeat
                }
                endRevoked(open)
            }
            if clock.now >= nextHeartbeat {
                nextHeartbeat = clock.now + Self.heartbeat
                for stream in open { stream.send(": keep-alive\n\n") }
            }
            watch(open, until: min(nextRead, nextHeartbeat), clock: clock)
        }
    }

    /// Ends the streams of devices no longer paired (one read of the devices' ids, only while a
    /// device's stream is open).
    private func endRevoked(_ open: [EventStream]) {
        guard open.contains(where: { $0.device != nil }), let paired = pairedDevices() else { return }
        for stream in open where stream.device.map({ !paired.contains($0) }) ?? false { stream.finish() }
    }

    /// Sleeps until `deadline` or a wake-up, aborting the streams whose client closed or reset
    /// the connection meanwhile.
    private func watch(_ open: [EventStream], until deadline: ContinuousClock.Instant, clock: ContinuousClock) {
        let watched = open.compactMap { stream in stream.socket.map { (stream, $0) } }
        var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
        descriptors += watched.map { pollfd(fd: $0.1, events: corolla_poll_peer_closed, revents: 0) }
        let remaining = clock.now.duration(to: deadline)
        let milliseconds = max(0, Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
        if descriptors[0].revents != 0 {
            var drained = [UInt8](repeating: 0, count: 256)
            while read(wakeReader, &drained, drained.count) > 0 {}
        }
        let gone = corolla_poll_peer_closed | Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        for (offset, (stream, _)) in watched.enumerated() where descriptors[offset + 1].revents & gone != 0 {
            stream.abort()
        }
    }
}
