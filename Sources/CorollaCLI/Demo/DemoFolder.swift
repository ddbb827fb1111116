import CorollaService
import Foundation

/// The folder `corolla demo` writes into. The demo writes only into a folder that is new (or
/// empty) or that an earlier demo made — one holding the marker file ``markerName`` — so that
/// `--dir` naming a folder that holds a user's catalog or pictures never replaces them; `--force`
/// writes into any folder (without marking it).
struct DemoFolder {
    var path: FilePath

    /// The file that marks a folder an earlier demo made.
    static let markerName = ".corolla-demo"

    /// The catalog file and what SQLite keeps beside it.
    static let catalogFiles = [CatalogLocation.fileName] + CatalogFiles.sideSuffixes.map { CatalogLocation.fileName + $0 }

    /// Makes the folder ready for a demo that writes `outputs` (file names) and a fresh catalog:
    /// creates and marks a new or empty folder, and removes the catalog an earlier demo left.
    ///
    /// - Throws: ``UsageError`` for a folder no demo made (naming what the demo would replace) or a
    ///   path that is not a folder, unless `force`; ``Failure`` when the folder cannot be created,
    ///   read or changed.
    func prepare(writing outputs: [String], force: Bool) throws -> FilePath {
        try refuseNamingTheUsersCatalog(outputs)
        do {
            switch path.kind {
            case nil:
                do {
                    try path.createFolders()
                } catch let error as SystemError {
                    throw Failure(.internal, "cannot create '\(path)': \(error)")
                }
                try mark()
            case .folder?:
                let entries = try path.folderEntries()
                if entries.isEmpty {
                    try mark()
                } else if !entries.contains(FilePath(Self.markerName)), !force {
                    let replaced = (Self.catalogFiles + outputs).filter { entries.contains(FilePath($0)) }
                    let what = replaced.isEmpty ? "it holds other files" : "the demo would replace " + replaced.joined(separator: ", ")
                    throw UsageError(
                        message: "'\(path)' is not a folder an earlier demo made (it has no \(Self.markerName)), and \(what); "
                            + "name a new folder, or add --force to write into it anyway.")
                }
            case let kind?:
                throw UsageError(message: "'\(path)' is \(kind.article), not a folder.")
            }
            for name in Self.catalogFiles { try path.appending(FilePath(name)).removeFile() }
        } catch let error as SystemError {
            throw Failure(.internal, "cannot write into '\(path)': \(error)")
        }
        return path.appending(FilePath(CatalogLocation.fileName))
    }

    /// Refuses a folder where a file the demo writes or removes is one of the user's catalog's
    /// files (`$COROLLA_DB` or the default catalog), whatever links lead to it; even with `--force`.
    ///
    /// - Throws: ``UsageError`` naming both.
    private func refuseNamingTheUsersCatalog(_ outputs: [String]) throws {
        let catalog = CatalogFiles(catalog: CatalogLocation(option: nil, environment: CatalogLocation.processEnvironment).path)
        for name in Self.catalogFiles + outputs + [Self.markerName] {
            let file = path.appending(FilePath(name))
            guard let named = catalog.named(by: file) else { continue }
            throw UsageError(
                message: "The demo's file '\(file)' is '\(named)', a file of your catalog; name another folder with --dir (nothing was written).")
        }
    }

    /// Writes the marker file.
    private func mark() throws {
        try OutputFile(path: path.appending(FilePath(Self.markerName))).write(
            Data("This folder was made by 'corolla demo': a later demo replaces garden.sqlite and the favorites-* files in it.\n".utf8))
    }
}
