import Foundation

/// A file named by `-o`: its folder must exist (a missing folder is a usage error, caught before
/// any work), and it is written whole or not at all.
struct OutputFile {
    var path: String

    /// `-o`, `--output`, shared by the commands that write a file.
    static let option = Option<String?>(
        "output", short: "o", value: "file", help: "Write to <file> instead of standard output.", completion: .file)

    /// Writes `data` to the file, replacing it atomically.
    ///
    /// - Throws: ``Failure`` when it cannot be written.
    func write(_ data: Data) throws {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure(message: "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}

extension OutputFile {
    /// The file ``option`` names, or nil when absent.
    ///
    /// - Throws: ``UsageError`` when its folder does not exist or it is a folder.
    init?(_ values: ParsedValues) throws {
        guard let path = try values[Self.option] else { return nil }
        let given = "'\(Self.option.spec.shortestName) \(path)'"
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError(message: "The folder '\(folder)' of \(given) does not exist.")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw UsageError(message: "\(given) is a folder; name a file.")
        }
        self.path = path
    }
}
