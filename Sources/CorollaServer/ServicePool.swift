import CorollaService
import Foundation

/// The catalog services the server's threads use: a service belongs to one thread at a time, so
/// each request borrows one (opening a new one when all are busy) and gives it back.
final class ServicePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [CatalogService] = []
    private let open: @Sendable () throws -> CatalogService
    /// How many idle services are kept; more are closed when given back.
    private let capacity: Int

    init(capacity: Int, open: @escaping @Sendable () throws -> CatalogService) {
        self.capacity = capacity
        self.open = open
    }

    /// Runs `body` with a service no other thread uses meanwhile.
    ///
    /// - Throws: what opening a service or `body` throws.
    func withService<T>(_ body: (CatalogService) throws -> T) throws -> T {
        let service = try lock.withLock { idle.popLast() } ?? open()
        defer {
            lock.withLock { if idle.count < capacity { idle.append(service) } }
        }
        return try body(service)
    }

    /// Closes the idle services.
    func drain() {
        lock.withLock { idle.removeAll() }
    }
}
