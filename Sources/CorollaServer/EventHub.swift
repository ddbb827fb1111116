import Foundation

/// The open event streams and the thread that feeds them: it reads the catalog revision every
/// poll interval (one indexed row, so changes by other processes are seen too) and sends it to
/// every stream when it changed, and a comment every ``heartbeat`` so that idle connections are
/// not timed out and departed clients are noticed.
final class EventHub: @unchecked Sendable {
    private let condition = NSCondition()
    private var streams: [ObjectIdentifier: EventStream] = [:]
    private var stopped = false
    private var lastRevision: Int64?
    private let revision: @Sendable () -> Int64?
    private let interval: Duration
    static let heartbeat = Duration.seconds(15)

    /// - Parameter revision: reads the catalog's revision; nil when it cannot be read now.
    init(interval: Duration, revision: @escaping @Sendable () -> Int64?) {
        self.interval = interval
        self.revision = revision
        let thread = Thread { [weak self] in self?.run() }
        thread.name = "corolla-serve-events"
        thread.start()
    }

    /// A new stream, starting with the current revision.
    func open() -> EventStream {
        let stream = EventStream { [weak self] stream in self?.remove(stream) }
        let current = revision()
        condition.withLock {
            if stopped {
                stream.finish()
            } else {
                streams[ObjectIdentifier(stream)] = stream
            }
        }
        if let current { stream.send(Self.event(current)) }
        return stream
    }

    /// The number of open streams.
    var count: Int { condition.withLock { streams.count } }

    /// Ends every stream and the polling thread.
    func stop() {
        condition.withLock {
            stopped = true
            for stream in streams.values { stream.finish() }
            condition.broadcast()
        }
    }

    private func remove(_ stream: EventStream) {
        condition.withLock { _ = streams.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Makes the next poll send the revision to every stream even when it did not change (the
    /// catalog file was replaced by one that may have the same revision).
    func announceAgain() {
        condition.withLock { lastRevision = nil }
    }

    /// The text of a revision event.
    static func event(_ revision: Int64) -> String {
        "event: revision\ndata: {\"revision\":\(revision)}\n\n"
    }

    /// Polls until stopped, sleeping on the condition between polls.
    private func run() {
        var sinceHeartbeat = Duration.zero
        while true {
            let current = revision()
            let (open, keepGoing): ([EventStream], Bool) = condition.withLock {
                (Array(streams.values), !stopped)
            }
            guard keepGoing else { return }
            sinceHeartbeat += interval
            let heartbeat = sinceHeartbeat >= Self.heartbeat
            if heartbeat { sinceHeartbeat = .zero }
            let changed = condition.withLock { () -> Bool in
                guard let current, current != lastRevision else { return false }
                lastRevision = current
                return true
            }
            if changed, let current {
                for stream in open { stream.send(Self.event(current)) }
            } else if heartbeat {
                for stream in open { stream.send(": keep-alive\n\n") }
            }
            let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
            let stop = condition.withLock { () -> Bool in
                if !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
                return stopped
            }
            if stop { return }
        }
    }
}
