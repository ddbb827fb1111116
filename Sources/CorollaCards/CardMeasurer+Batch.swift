import CorollaLayout
import CorollaSystem
import Foundation
import Synchronization

extension CardMeasurer {
    /// The sizes of many cards of one style at one width, in order; equal to measuring them one
    /// by one.
    ///
    /// Cards whose ``MeasuredContent`` is identical are measured once, and the distinct ones are
    /// spread over all cores, each core with its own Pango context.
    ///
    /// - Parameters:
    ///   - maximumThreads: measure on at most this many threads (nil: one per core). The sizes do
    ///     not depend on it; `1` is the single-threaded reference `corolla-bench measure.parallel`
    ///     compares the batch with.
    ///   - progress: called after each distinct card with (cards measured, distinct cards), from
    ///     the measuring threads, one call at a time.
    public func measure(
        _ contents: [CardContent], style: CardStyle, width: Double, maximumThreads: Int? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Size] {
        measurements(contents, style: style, width: width, maximumThreads: maximumThreads, progress: progress).map(\.size)
    }

    /// The measurements (sizes and diagnostics) of many cards, as ``measure(_:style:width:progress:)``.
    public func measurements(
        _ contents: [CardContent], style: CardStyle, width: Double, maximumThreads: Int? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [CardMeasurement] {
        var slots: [MeasuredContent: Int] = [:]
        var distinct: [CardContent] = []
        let slotOfCard = contents.map { content in
            let key = MeasuredContent(content, style: style)
            if let slot = slots[key] { return slot }
            slots[key] = distinct.count
            distinct.append(content)
            return distinct.count - 1
        }
        let threads = max(1, maximumThreads ?? ProcessInfo.processInfo.activeProcessorCount)
        let measured = measureConcurrently(
            distinct, style: style, width: width, threads: threads, progress: progress.map(Progress.init))
        return slotOfCard.map { measured[$0] }
    }

    /// Measures `contents` on `threads` threads (one per core unless told otherwise; fewer when the
    /// system cannot create them), the calling thread among them. Workers take
    /// chunks of ``chunkSize`` cards in turn from a shared counter, so a thread slowed by another
    /// process (or by longer cards) takes fewer chunks instead of holding the whole batch up, as a
    /// fixed split (worker `w` measures cards `w`, `w + workers`, …) did.
    private func measureConcurrently(
        _ contents: [CardContent], style: CardStyle, width: Double, threads: Int, progress: Progress?
    ) -> [CardMeasurement] {
        var results = Array(repeating: CardMeasurement(size: .zero), count: contents.count)
        let workers = min(threads, contents.count)
        guard workers > 0 else { return results }
        let cursor = ChunkCursor()
        let chunkSize = Self.chunkSize
        results.withUnsafeMutableBufferPointer { buffer in
            // Each index is in exactly one chunk, taken by exactly one worker: the writes never overlap.
            nonisolated(unsafe) let output = buffer
            /// Measures the next chunk; false once every chunk is taken.
            let measureChunk: @Sendable () -> Bool = {
                let start = cursor.take(chunkSize)
                guard start < contents.count else { return false }
                for index in start..<min(start + chunkSize, contents.count) {
                    output[index] = self.measurement(of: contents[index], style: style, width: width)
                    progress?.advance(total: contents.count)
                }
                return true
            }
            // The first chunk on this thread, so fontconfig and Pango start here, before any worker.
            guard measureChunk() else { return }
            // Workers the system cannot create are left out: this thread measures what they would have.
            let helpers = (1..<workers).compactMap { _ in CheckedThread.start { while measureChunk() {} } }
            while measureChunk() {}
            for helper in helpers { helper.join() }
        }
        return results
    }

    /// Cards a worker takes at a time: small enough that the workers finish a batch together, large
    /// enough that the shared counter is touched rarely.
    static let chunkSize = 16
}

/// The next card index of a batch, shared by its workers.
private final class ChunkCursor: Sendable {
    private let next = Atomic<Int>(0)

    /// The first index of the next `count` cards (past the end once all are taken).
    func take(_ count: Int) -> Int {
        next.add(count, ordering: .relaxed).oldValue
    }
}

/// Counts measured cards across threads and reports each count once, in order.
private final class Progress: @unchecked Sendable {
    private let report: @Sendable (Int, Int) -> Void
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var done = 0

    init(_ report: @escaping @Sendable (Int, Int) -> Void) {
        self.report = report
    }

    func advance(total: Int) {
        lock.withLock {
            done += 1
            report(done, total)
        }
    }
}
