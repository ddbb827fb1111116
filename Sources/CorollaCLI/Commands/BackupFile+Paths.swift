extension BackupFile {
    /// The backup `corolla backup` writes at `path`, replacing a file there when `replacing`.
    ///
    /// - Throws: ``UsageError`` (nothing is written) for standard input, a folder that does not
    ///   exist, something other than a regular file, a file of the catalog at `catalog`, or a file
    ///   already there without `replacing`.
    init(writing path: FilePath, replacing: Bool, catalog: FilePath) throws {
        try Self.refuseStandardStream(path)
        guard path.folder.kind == .folder else { throw UsageError(message: "The folder '\(path.folder)' of '\(path)' does not exist.") }
        if let kind = path.kind {
            guard kind == .regular else { throw UsageError(message: "'\(path)' is \(kind.article); name a file.") }
        }
        try CatalogFiles(catalog: catalog).refuse(path, given: "'\(path)'")
        if path.exists, !replacing { throw UsageError(message: "'\(path)' exists; add --force to replace it (nothing was written).") }
        self.init(path: path, replacing: replacing)
    }

    /// `path`, checked as a backup `corolla restore` can read into the catalog at `catalog`.
    ///
    /// - Throws: ``UsageError`` (nothing is changed) for standard input, a file that does not
    ///   exist or is not a regular file, or a file of that catalog.
    static func restorable(_ path: FilePath, into catalog: FilePath) throws -> FilePath {
        try refuseStandardStream(path)
        guard let kind = path.kind else { throw UsageError(message: "'\(path)' does not exist.") }
        guard kind == .regular else { throw UsageError(message: "'\(path)' is \(kind.article); name a backup file.") }
        if let named = CatalogFiles(catalog: catalog).named(by: path) {
            throw UsageError(message: "'\(path)' is '\(named)', a file of the catalog it would replace; name a backup (nothing was changed).")
        }
        return path
    }

    /// - Throws: ``UsageError`` for `-`: a backup is a file.
    private static func refuseStandardStream(_ path: FilePath) throws {
        guard path != .standardStream else { throw UsageError(message: "A backup is a file: name one (not -).") }
    }
}
