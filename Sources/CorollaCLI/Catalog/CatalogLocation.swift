import CorollaService
import CorollaStore
import Foundation

/// Where the catalog file is: `--db`, else `$COROLLA_DB`, else
/// `$XDG_DATA_HOME/corolla/garden.sqlite`, else `~/.local/share/corolla/garden.sqlite`.
///
/// Commands that change the catalog create the folder and the file; commands that only read it
/// never create anything: on a missing file they read an empty catalog held in memory.
struct CatalogLocation: Equatable {
    var path: FilePath

    /// The file name inside the data folder.
    static let fileName = "garden.sqlite"

    /// The path `option` (the `--db` value) or the environment names.
    init(option: FilePath?, environment: [String: String]) {
        if let option {
            path = option
        } else if let variable = environment["COROLLA_DB"], !variable.isEmpty {
            path = FilePath(variable)
        } else {
            let data =
                environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
            path = FilePath(data + "/corolla/" + Self.fileName)
        }
    }

    /// Whether the file exists.
    var exists: Bool { path.exists }

    /// Opens the catalog for a command that changes it: creates the folder and the file when
    /// missing, migrates it, and checks its pages (`PRAGMA quick_check`), so that a damaged file
    /// is refused before anything is written to it.
    ///
    /// - Throws: ``Failure`` when the folder cannot be created, the file is not a usable catalog,
    ///   or it is damaged.
    func openForWriting() throws -> CatalogService {
        do {
            try path.folder.createFolders()
        } catch let error as SystemError {
            throw Failure(message: "cannot create the folder '\(path.folder)': \(error)")
        }
        return try open {
            let service = try CatalogService(path: path.sqliteName)
            if let problem = try service.quickCheck() { throw Failure.damaged(path, detail: problem) }
            return service
        }
    }

    /// Opens the catalog for a command that only reads it: the file when it exists (read-only
    /// when its file or folder may not be written), else an empty catalog in memory (nothing is
    /// created). Commands that only read do not check the pages: damage they meet is reported, and
    /// their connection, never checked, does not write into the file (see `Database.FileCondition`).
    ///
    /// - Throws: ``Failure`` when the file is not a usable catalog.
    func openForReading() throws -> CatalogService {
        guard exists else { return try open { try CatalogService.inMemory() } }
        return try open {
            do {
                return try CatalogService(path: path.sqliteName)
            } catch let error as DatabaseError where error.resultCode == .readOnly || error.resultCode == .cannotOpen {
                return try openReadOnly()
            }
        }
    }

    /// The file opened read-only, for reading a catalog SQLite may not write: possible unless it
    /// would have to create its shared-memory file in a read-only folder.
    private func openReadOnly() throws -> CatalogService {
        do {
            return try CatalogService(readingOnly: path.sqliteName)
        } catch let error as DatabaseError where error.resultCode == .readOnly || error.resultCode == .cannotOpen {
            throw Failure(
                message: "cannot read the catalog '\(path)': \(Failure.readOnlyReason(path)), and SQLite must create "
                    + "'\(path.lastComponent)-shm' there to read it; copy the catalog to a folder you may write")
        }
    }

    private func open(_ body: () throws -> CatalogService) throws -> CatalogService {
        do {
            return try body()
        } catch let error as StoreError {
            throw Failure(message: error.description)
        } catch let error as DatabaseError {
            throw Failure(error, catalog: path) ?? Failure(message: "cannot open the catalog '\(path)': \(error.message)")
        }
    }
}
