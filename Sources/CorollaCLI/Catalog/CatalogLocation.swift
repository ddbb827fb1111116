import CorollaService
import Foundation

/// Where the catalog file is: `--db`, else `$COROLLA_DB`, else
/// `$XDG_DATA_HOME/corolla/garden.sqlite`, else `~/.local/share/corolla/garden.sqlite`.
///
/// Commands that change the catalog create the folder and the file; commands that only read it
/// never write it: they open it read-only, and on a missing or empty (zero-byte) file they read an
/// empty catalog held in memory.
struct CatalogLocation: Equatable {
    var path: FilePath

    /// The file name inside the data folder.
    static let fileName = "garden.sqlite"

    /// The path `option` (the `--db` value) or the environment names, its variables taken as the
    /// bytes they hold (a path that is not UTF-8 names the same file as on the command line).
    ///
    /// - Parameter environment: a variable's bytes, or nil when it is not set.
    init(option: FilePath?, environment: (String) -> [UInt8]?) {
        func set(_ name: String) -> [UInt8]? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        if let option {
            path = option
        } else if let variable = set("COROLLA_DB") {
            path = FilePath(bytes: variable)
        } else {
            let data = set("XDG_DATA_HOME") ?? ((set("HOME") ?? Array(NSHomeDirectory().utf8)) + Array("/.local/share".utf8))
            path = FilePath(bytes: data + Array("/corolla/\(Self.fileName)".utf8))
        }
    }

    /// The process's environment variable `name` as its bytes (`getenv`), or nil when it is not set.
    static func processEnvironment(_ name: String) -> [UInt8]? {
        guard let value = getenv(name) else { return nil }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value)))
    }

    /// Whether the file exists.
    var exists: Bool { path.exists }

    /// Whether there is a catalog to read: the file exists and is not empty (a zero-byte file, as
    /// `touch` makes, is a catalog no one has written yet).
    ///
    /// - Throws: ``Failure`` when the path names a folder, a device or anything else that is not a
    ///   file, or cannot be reached (a folder on the way may not be searched), or when what stands
    ///   beside it is not what SQLite keeps there (``requireSoundSideFiles()``).
    func holdsCatalog() throws -> Bool {
        try requireSoundSideFiles()
        switch path.status() {
        case .failure(let error) where error.code == ENOENT:
            return false
        case .failure(let error):
            throw Failure(.internal, "cannot reach the catalog '\(path)': \(error)")
        case .success(let status):
            let kind = FileKind(mode: status.st_mode)
            if kind == .folder {
                throw Failure(.internal, "the catalog '\(path)' is a folder; name the catalog file, such as '\(path.appending(FilePath(Self.fileName)))'")
            }
            guard kind == .regular else { throw Failure(.internal, "the catalog '\(path)' is \(kind.article), not a file") }
            return status.st_size > 0 || logHoldsFrames
        }
    }

    /// Opens the catalog for a command that changes it: creates the folder and the file when
    /// missing, migrates it, and checks its pages (`PRAGMA quick_check`) unless this process found
    /// the file sound already (`corolla serve` opens a service for each request it serves at the
    /// same time), so that a damaged file is refused before anything is written to it; a catalog
    /// marked damaged (``damageMark``) is refused before it is opened.
    ///
    /// - Throws: ``Failure`` when the path is not a file, the folder cannot be created, the file
    ///   is not a usable catalog, or it is damaged or marked so.
    func openForWriting() throws -> CatalogService {
        // A folder, a device or a path that cannot be reached is refused before SQLite meets it.
        _ = try holdsCatalog()
        try requireNoDamageMark()
        do {
            try path.folder.createFolders()
        } catch let error as SystemError {
            throw Failure(.internal, "cannot create the folder '\(path.folder)': \(error)")
        }
        return try open {
            let service = try CatalogService(path: path.sqliteName)
            if let problem = try service.machinery.quickCheckOnce() { throw Failure.damaged(path, detail: problem) }
            return service
        }
    }

    /// What a command that only reads needs of the catalog.
    enum Reading {
        /// Its contents: the file must be at this corolla's schema version.
        case contents
        /// Its contents through a connection that may write when the file may be written, opened
        /// only once the schema is known to be current: `corolla grid` fills the caches, a dry-run
        /// import writes in a transaction it rolls back.
        case writableContents
        /// Its pages, at any schema version (`corolla db check`).
        case pages
    }

    /// Opens the catalog for a command that only reads it: the file read-only (for
    /// ``Reading/writableContents``, read-write once its schema is known to be current), else —
    /// missing or empty — an empty catalog in memory. Nothing is created or migrated. Commands that
    /// only read do not check the pages: damage they meet is reported, and their connection, never
    /// checked, does not write into the file (see `Database.FileCondition`).
    ///
    /// - Throws: ``Failure`` when the path is not a file, the file is not a usable catalog, or (but
    ///   for ``Reading/pages``) its schema is older or newer than this corolla's; a
    ///   ``ServiceError/database(_:)`` reporting damage.
    func openForReading(_ need: Reading = .contents) throws -> CatalogService {
        guard try holdsCatalog() else { return try open { try CatalogService.inMemory() } }
        let service = try open { try openReadOnly() }
        guard need != .pages else { return service }
        try requireCurrentSchema(service)
        // A catalog marked damaged gets no cache writes: they would reach the file when the command ends.
        guard need == .writableContents, path.isWritable, !damageMark.exists else { return service }
        return try open {
            do {
                return try CatalogService(path: path.sqliteName)
            } catch ServiceError.database(let problem) where problem.kind == .readOnly || problem.kind == .cannotOpen {
                return service
            }
        }
    }

    /// Refuses a catalog at another schema version than this corolla's: an older one is migrated
    /// by `corolla init`, never by a command that only reads (a conflict: the catalog's state, which
    /// the user resolves with `corolla init`).
    private func requireCurrentSchema(_ service: CatalogService) throws {
        let version = try service.machinery.schemaVersion()
        let latest = CatalogService.Machinery.latestSchemaVersion
        if version < latest {
            throw Failure(
                .conflict, "the catalog '\(path)' has schema version \(version) and this corolla reads version \(latest): "
                    + "run `corolla init` to migrate it (nothing was changed)")
        }
        if version > latest {
            throw Failure(
                .internal, "the catalog '\(path)' was written by a newer corolla (schema version \(version); this corolla "
                    + "knows up to \(latest)); it was left untouched (upgrade corolla)")
        }
    }

    /// The file opened read-only. SQLite reads a WAL catalog through a shared-memory file beside
    /// it (`-shm`), which it cannot create in a folder this process may not write (a read-only
    /// mount): there, with no `-shm` and an empty log, the file is read as immutable — nobody can
    /// change it without writing its folder first, and ``CatalogService/catalogFileState()`` sees
    /// a change of its size or time. A log that holds frames cannot be read that way.
    private func openReadOnly() throws -> CatalogService {
        do {
            return try CatalogService(readingOnly: path.sqliteName)
        } catch ServiceError.database(let problem) where problem.kind == .readOnly || problem.kind == .cannotOpen {
            let sharedMemory = FilePath(bytes: path.bytes + Array("-shm".utf8))
            guard path.folder.isWritable || sharedMemory.exists || logHoldsFrames else {
                return try CatalogService(readingOnly: path.sqliteURI, immutable: true)
            }
            let what = logHoldsFrames ? "the changes its write-ahead log '\(path.lastComponent)-wal' holds" : "it"
            throw Failure(
                .internal, "cannot read the catalog '\(path)': \(Failure.readOnlyReason(path)), and SQLite must create "
                    + "'\(path.lastComponent)-shm' there to read \(what); copy the catalog (and its -wal file) to a folder you may write")
        }
    }

    /// Whether the catalog's write-ahead log (`-wal` beside it) holds frames.
    private var logHoldsFrames: Bool {
        ((try? FilePath(bytes: path.bytes + Array("-wal".utf8)).status().get())?.st_size ?? 0) > 0
    }

    /// Runs `body`, explaining the catalog's refusals and SQLite's errors; an error reporting damage
    /// is left to the command runner, which knows whether to point to `corolla db check`.
    private func open(_ body: () throws -> CatalogService) throws -> CatalogService {
        do {
            return try body()
        } catch let error as ServiceError where error.isCatalogFailure && !error.reportsDamage {
            guard case .database(let problem) = error else { throw Failure(.internal, error.description) }
            throw Failure(problem, catalog: path) ?? Failure(.internal, "cannot open the catalog '\(path)': \(problem.message)")
        }
    }
}
