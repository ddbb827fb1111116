/// A file named by `-o`: its folder must exist (a missing folder is a usage error, caught before
/// any work); `-o -` is standard output.
///
/// What is at the path decides how it is written (see ``write(_:)``): a regular file is replaced
/// atomically, keeping its mode and owner; a symbolic link is followed and its target written the
/// same way; a device, a pipe or a socket is written in place, never renamed over.
struct OutputFile {
    var path: FilePath

    /// `-o`, `--output`, shared by the commands that write a file.
    static let option = Option<FilePath?>(
        "output", short: "o", value: "file", help: "Write to <file> instead of standard output (- for standard output).")
}

extension OutputFile {
    /// The file ``option`` names, or nil when absent or `-`.
    ///
    /// - Throws: ``UsageError`` when its folder does not exist or it is a folder.
    init?(_ values: ParsedValues) throws {
        guard let path = try values[Self.option], path != .standardStream else { return nil }
        let given = "'\(Self.option.spec.shortestName) \(path)'"
        guard path.folder.kind == .folder else {
            throw UsageError(message: "The folder '\(path.folder)' of \(given) does not exist.")
        }
        if path.kind == .folder {
            throw UsageError(message: "\(given) is a folder; name a file.")
        }
        self.path = path
    }
}
