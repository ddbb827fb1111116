import CorollaService
import Foundation

/// The catalog services the server's threads use: a service belongs to one thread at a time, so
/// each request borrows one (opening a new one when all are busy) and gives it back.
///
/// The catalog file can be replaced under the server (`mv other.sqlite garden.sqlite`, a restore
/// done by hand) or removed: each service borrowed is checked first (its file's device and inode,
/// one `stat`). Services of a replaced file are dropped without writing anything into a file
/// (see `CatalogService.catalogFileState()`) and new ones open the file now under the path;
/// ``onReplaced`` runs, so that the page hears of it. While the path names no file, every borrow
/// fails with 503 (nothing is created in its place). A restore replaces the catalog's pages in
/// place (same file): a service that finds an older schema than it migrated to
/// (`CatalogService.isOutdated()`, the schema cookie) is dropped likewise and a new one migrates
/// the catalog; a request that failed because of it is answered 503 with `Retry-After`. A service that wrote writes its log into the
/// file when given back (`CatalogService.checkpointWrites()`), so that the file alone holds the
/// catalog between requests.
final class ServicePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [CatalogService] = []
    private let open: @Sendable () throws -> CatalogService
    /// How many idle services are kept; more are closed when given back.
    private let capacity: Int
    /// A service of the file that was removed, kept to notice a file put back under the path; nil
    /// while the path names the file.
    private var witnessOfRemoval: CatalogService?
    /// Runs when the services were found on a replaced file and new ones opened.
    var onReplaced: @Sendable () -> Void {
        get { lock.withLock { replacedHandler } }
        set { lock.withLock { replacedHandler = newValue } }
    }
    private var replacedHandler: @Sendable () -> Void = {}

    init(capacity: Int, open: @escaping @Sendable () throws -> CatalogService) {
        self.capacity = capacity
        self.open = open
    }

    /// Runs `body` with a service no other thread uses meanwhile.
    ///
    /// - Throws: ``HTTPFailure`` 503 while the catalog file is gone, or when a restore put an older
    ///   catalog in place while `body` ran (asked again, it is answered by a new service, on the
    ///   migrated catalog); what opening a service or `body` throws.
    func withService<T>(_ body: (CatalogService) throws -> T) throws -> T {
        let service = try borrow()
        let result: T
        do {
            result = try body(service)
        } catch {
            guard !service.isOutdated() else {
                outdated()
                throw Self.restored
            }
            giveBack(service)
            throw error
        }
        giveBack(service)
        return result
    }

    /// Writes the log of `service` into the file and keeps it idle, when there is room.
    private func giveBack(_ service: CatalogService) {
        service.checkpointWrites()
        lock.withLock { if idle.count < capacity, witnessOfRemoval == nil { idle.append(service) } }
    }

    /// An idle service still on the file under the path, at the schema it was opened at, else a
    /// new one (which migrates a catalog a restore put in place).
    private func borrow() throws -> CatalogService {
        if let witness = lock.withLock({ witnessOfRemoval }) {
            guard witness.catalogFileState() == .replaced else { throw Self.gone }
            lock.withLock { witnessOfRemoval = nil }
            replaced()
        }
        while let service = lock.withLock({ idle.popLast() }) {
            switch service.catalogFileState() {
            case .same:
                guard service.isOutdated() else { return service }
                outdated()
            case .replaced:
                replaced()
            case .gone:
                lock.withLock {
                    witnessOfRemoval = service
                    idle.removeAll()
                }
                FileHandle.standardError.write(Data("corolla serve: the catalog file was removed; answering 503 until a catalog is put back under its name\n".utf8))
                throw Self.gone
            }
        }
        return try open()
    }

    /// Drops the idle services (of a catalog an older one replaced in place) and tells
    /// ``onReplaced``.
    private func outdated() {
        dropIdle(telling: "corolla serve: the catalog was replaced by one of an older schema (a restore); migrating it and serving it\n")
    }

    /// Drops the idle services (of the replaced file) and tells ``onReplaced``.
    private func replaced() {
        dropIdle(telling: "corolla serve: the catalog file was replaced; serving the new one\n")
    }

    /// Drops the idle services, logs `message` and tells ``onReplaced``.
    private func dropIdle(telling message: String) {
        let handler = lock.withLock { () -> @Sendable () -> Void in
            idle.removeAll()
            return replacedHandler
        }
        FileHandle.standardError.write(Data(message.utf8))
        handler()
    }

    private static let restored = HTTPFailure.unavailable(
        "the catalog was just restored from a backup of an older schema; ask again in a moment", retryAfter: 1)

    private static let gone = HTTPFailure.unavailable(
        "the catalog file was removed; nothing is served until a catalog is back under its name", retryAfter: 5)

    /// Closes the idle services.
    func drain() {
        lock.withLock {
            idle.removeAll()
            witnessOfRemoval = nil
        }
    }
}
