import Foundation

/// A thread started with a checked `pthread_create`: when the system cannot create it (no memory
/// for its stack, a thread limit), ``start(_:)`` says so, where Foundation's `Thread` and
/// libdispatch abort or retry for ever. The caller falls back to fewer threads, or fails.
public final class CheckedThread: @unchecked Sendable {
    /// Each thread's stack: measuring and reading need far less than the 8 MiB default, and a
    /// smaller stack leaves more of a limited address space to the rest.
    public static let stackSize = 2 << 20

    private let thread: pthread_t

    private init(_ thread: pthread_t) {
        self.thread = thread
    }

    /// Starts `body` on a new thread.
    ///
    /// - Parameters:
    ///   - detached: the thread's resources go when it ends, and it is never joined.
    ///   - name: the thread's name in backtraces and `ps` (Linux keeps at most 15 bytes).
    /// - Returns: the thread, to ``join()`` exactly once unless `detached`; nil when it could not
    ///   be created (then `body` never runs).
    @discardableResult
    public static func start(detached: Bool = false, name: String? = nil, _ body: @escaping @Sendable () -> Void) -> CheckedThread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let box = Unmanaged.passRetained(Box(name: name, body))
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { pointer in
            guard let pointer else { return nil }
            let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
            if let name = box.name { Thread.current.name = name }
            box.body()
            return nil
        }, box.toOpaque())
        guard created == 0 else {
            box.release()
            return nil
        }
        return CheckedThread(thread)
    }

    /// Waits for the thread to end.
    public func join() {
        pthread_join(thread, nil)
    }

    private final class Box {
        let name: String?
        let body: @Sendable () -> Void

        init(name: String?, _ body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
