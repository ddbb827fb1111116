import CorollaService
import CorollaStore
import Foundation

/// Where the catalog file is: `--db`, else `$COROLLA_DB`, else
/// `$XDG_DATA_HOME/corolla/garden.sqlite`, else `~/.local/share/corolla/garden.sqlite`.
///
/// Commands that change the catalog create the folder and the file; commands that only read it
/// never create anything: on a missing file they read an empty catalog held in memory.
struct CatalogLocation: Equatable {
    var path: String

    /// The file name inside the data folder.
    static let fileName = "garden.sqlite"

    /// The path `option` (the `--db` value) or the environment names.
    init(option: String?, environment: [String: String]) {
        if let option, !option.isEmpty {
            path = option
        } else if let variable = environment["COROLLA_DB"], !variable.isEmpty {
            path = variable
        } else {
            let data =
                environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
            path = data + "/corolla/" + Self.fileName
        }
    }

    /// Whether the file exists.
    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Opens the catalog for a command that changes it: creates the folder and the file when
    /// missing, and migrates it.
    ///
    /// - Throws: ``Failure`` when the folder cannot be created or the file is not a usable catalog.
    func openForWriting() throws -> CatalogService {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create the folder '\(folder.path)': \(error.localizedDescription)")
        }
        return try open { try CatalogService(path: path) }
    }

    /// Opens the catalog for a command that only reads it: the file when it exists, else an
    /// empty catalog in memory (nothing is created).
    ///
    /// - Throws: ``Failure`` when the file is not a usable catalog.
    func openForReading() throws -> CatalogService {
        guard exists else { return try open { CatalogService(store: try CatalogStore.inMemory()) } }
        return try open { try CatalogService(path: path) }
    }

    private func open(_ body: () throws -> CatalogService) throws -> CatalogService {
        do {
            return try body()
        } catch let error as StoreError {
            throw Failure(message: error.description)
        } catch let error as DatabaseError {
            throw Failure(message: "cannot open the catalog '\(path)': \(error.message)")
        }
    }
}
