/// A file named by `-o`: its folder must exist (a missing folder is a usage error, caught before
/// any work); `-o -` is standard output.
///
/// What is at the path decides how it is written (see ``write(_:)``): a regular file is replaced
/// atomically, keeping its mode and owner; a symbolic link is followed and its target written the
/// same way; a device, a pipe or a socket is written in place, never renamed over.
struct OutputFile {
    var path: FilePath
    /// The catalog the command reads: the file is never one of its files (see ``CatalogFiles``).
    var input: CatalogFiles? = nil

    /// `-o`, `--output`, shared by the commands that write a file.
    static let option = Option<FilePath?>(
        "output", short: "o", value: "file", help: "Write to <file> instead of standard output (- for standard output).")
}

extension OutputFile {
    /// The file `path` (the value of ``option``) names, or nil when absent or `-`; never a file of
    /// `catalog`, the one the command reads.
    ///
    /// - Throws: ``UsageError`` when its folder does not exist, it is a folder, or it names one of
    ///   the catalog's files.
    init?(_ path: FilePath?, reading catalog: CatalogLocation) throws {
        guard let path, path != .standardStream else { return nil }
        let given = "'\(Self.option.spec.shortestName) \(path)'"
        guard path.folder.kind == .folder else {
            throw UsageError(message: "The folder '\(path.folder)' of \(given) does not exist.")
        }
        if path.kind == .folder {
            throw UsageError(message: "\(given) is a folder; name a file.")
        }
        self.path = path
        input = CatalogFiles(catalog: catalog.path)
        try refuseNamingInput()
    }

    /// Refuses a file that is one of ``input``'s, whatever links lead to it.
    ///
    /// - Throws: ``UsageError`` naming both.
    func refuseNamingInput() throws {
        try input?.refuse(path, given: "'\(Self.option.spec.shortestName) \(path)'")
    }
}
