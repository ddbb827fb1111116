import CorollaSystem
import Foundation

/// Reads a ``RecordStream`` on another thread, up to two batches ahead of the importer, so that
/// reading and decoding the input (one core) overlaps writing the records (the other).
///
/// The records, and the first error, come out in the order a read on one thread gives them: the
/// reader hands over every record before the error it stopped at. The memory held is that of
/// four of the writer's batches (``ImportLimits/isBatchFull(count:bytes:)``). ``stop()`` (when the writer fails) makes the reader stop at its next batch.
final class RecordPipeline: @unchecked Sendable {
    /// How many batches may wait for the writer.
    static let depth = 2

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var ready: [[PlantRecord]] = []
    private var ended = false
    private var failure: (any Error)?
    private var stopped = false
    private var found = RecordStream.Findings()

    // Used by the writer's thread only.
    private var current: [PlantRecord] = []
    private var index = 0

    /// Starts reading `stream` on another thread. When the system cannot create the thread, the
    /// pipeline ends at once with ``OutOfMemory`` (``next()`` throws it) rather than waiting for a
    /// reader that never started.
    init(_ stream: RecordStream) {
        let reader = StreamBox(stream)
        let started = CheckedThread.start(detached: true) { [self] in
            read(reader)
        }
        if started == nil {
            (ended, failure) = (true, OutOfMemory("cannot start the thread that reads the import"))
        }
    }

    /// The next record, or nil after the last one.
    ///
    /// - Throws: the reader's error, after every record read before it.
    func next() throws -> PlantRecord? {
        while index == current.count {
            condition.lock()
            while ready.isEmpty, !ended { condition.wait() }
            guard !ready.isEmpty else {
                let failure = failure
                condition.unlock()
                if let failure { throw failure }
                return nil
            }
            current = ready.removeFirst()
            index = 0
            condition.broadcast()
            condition.unlock()
        }
        defer { index += 1 }
        return current[index]
    }

    /// What the stream found besides its good records (``RecordStream/findings``), once ``next()``
    /// returned nil or threw.
    var findings: RecordStream.Findings {
        condition.lock()
        defer { condition.unlock() }
        return found
    }

    /// Tells the reader to stop (the writer failed, or is done).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// The reader's loop: batches of records until the end, an error, or `stop()`.
    private func read(_ reader: StreamBox) {
        var batch: [PlantRecord] = []
        var bytes = 0
        do {
            while let record = try reader.stream.next() {
                batch.append(record)
                bytes += record.textBytes
                if ImportLimits.isBatchFull(count: batch.count, bytes: bytes) {
                    guard hand(batch) else { return }
                    batch = []
                    bytes = 0
                }
            }
            _ = hand(batch)
            finish(nil, findings: reader.stream.findings)
        } catch {
            _ = hand(batch)
            finish(error, findings: reader.stream.findings)
        }
    }

    /// Hands `batch` over once there is room; false once stopped.
    private func hand(_ batch: [PlantRecord]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= Self.depth, !stopped { condition.wait() }
        guard !stopped else { return false }
        if !batch.isEmpty { ready.append(batch) }
        condition.broadcast()
        return true
    }

    private func finish(_ error: (any Error)?, findings: RecordStream.Findings) {
        condition.lock()
        failure = error
        found = findings
        ended = true
        condition.broadcast()
        condition.unlock()
    }
}

/// The stream the reader's thread owns (nothing else uses it once the pipeline starts).
private final class StreamBox: @unchecked Sendable {
    var stream: RecordStream

    init(_ stream: RecordStream) {
        self.stream = stream
    }
}
