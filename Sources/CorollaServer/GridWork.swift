import CorollaSystem
import Foundation

/// Work that may take long — grid computations (a cold grid measures every card), photos to decode
/// — run on threads of its own so that the server's threads keep answering the page, elements and cards: at most
/// ``workers`` at once (fewer when the system cannot start as many threads) and ``waiting`` more
/// queued. A request for a grid already queued or running waits for the same result; beyond the
/// queue, a request is refused (the caller answers 503 with `Retry-After`).
final class GridWork<Computed: Sendable>: @unchecked Sendable {
    typealias Delivery = @Sendable (Result<Computed, any Error>) -> Void

    private struct Job {
        var compute: @Sendable () throws -> Computed
        var deliveries: [Delivery]
    }

    /// The threads computing grids. Guarded by `condition`.
    private(set) var workers = 0
    let waiting: Int
    private let condition = NSCondition()
    /// The jobs queued or running, by key.
    private var jobs: [String: Job] = [:]
    /// The keys of the queued jobs, oldest first.
    private var queue: [String] = []
    private var stopped = false

    /// Starts up to `workers` threads, with checked starts: those the system cannot create are
    /// left out. With a `niceness` above 0 they run at that lower priority, and so do the threads
    /// they start (Linux keeps a nice value per thread, and a new thread takes its creator's):
    /// background work then yields the processors to the server's answers.
    ///
    /// - Throws: ``OutOfMemory`` when not one could be started.
    init(workers: Int = 2, waiting: Int = 2, name: String = "serve-grid", niceness: Int32 = 0) throws(OutOfMemory) {
        self.waiting = waiting
        for _ in 0..<workers {
            let started = CheckedThread.start(detached: true, name: name) { [weak self] in
                if niceness > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
                self?.work()
            }
            guard started != nil else { break }
            condition.withLock { self.workers += 1 }
        }
        guard self.workers > 0 else { throw OutOfMemory("cannot start a thread for \(name)") }
    }

    /// Runs `compute` for `key` (or joins the job already queued or running for it) and calls
    /// `deliver` with its result, from a worker thread.
    ///
    /// - Returns: false, and nothing is run, when the queue is full or the work stopped.
    func submit(key: String, compute: @escaping @Sendable () throws -> Computed, deliver: @escaping Delivery) -> Bool {
        condition.withLock {
            guard !stopped else { return false }
            if jobs[key] != nil {
                jobs[key]?.deliveries.append(deliver)
                return true
            }
            guard jobs.count < workers + waiting else { return false }
            jobs[key] = Job(compute: compute, deliveries: [deliver])
            queue.append(key)
            condition.signal()
            return true
        }
    }

    /// Whether ``stop(_:)`` was called: a long computation asks it to stop early.
    var isStopped: Bool { condition.withLock { stopped } }

    /// Ends the workers once their computations end; whoever waits for a result is told at once
    /// that the server stopped.
    func stop(_ failure: any Error) {
        let deliveries = condition.withLock { () -> [Delivery] in
            stopped = true
            condition.broadcast()
            defer { (jobs, queue) = ([:], []) }
            return jobs.values.flatMap(\.deliveries)
        }
        for deliver in deliveries { deliver(.failure(failure)) }
    }

    private func work() {
        while true {
            let next = condition.withLock { () -> (String, Job)? in
                while queue.isEmpty, !stopped { condition.wait() }
                guard !stopped else { return nil }
                let key = queue.removeFirst()
                return jobs[key].map { (key, $0) }
            }
            guard let next else { return }
            let (key, job) = next
            let result = Result { try job.compute() }
            let deliveries = condition.withLock { jobs.removeValue(forKey: key)?.deliveries ?? [] }
            for deliver in deliveries { deliver(result) }
        }
    }
}
