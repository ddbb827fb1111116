import CorollaService
import Foundation

/// The folder `export --photos` writes the stored photos to, and how the export's `photo` column
/// names it: relative to the export file's folder when inside it (so the export and its photos
/// move together and import reads them back), else absolute.
struct PhotoFolder {
    var path: FilePath
    /// The folder as the `photo` column's paths start: `photos`, `.`, or an absolute path.
    var column: String

    /// - Parameter exportFolder: the export file's folder; `nil` for standard output (the working
    ///   folder).
    /// - Throws: ``UsageError`` when the path names something other than a folder.
    init(_ path: FilePath, exportFolder: FilePath?) throws {
        if let kind = path.kind, kind != .folder {
            throw UsageError(message: "'--photos \(path)' is \(kind.article); name a folder.")
        }
        self.path = path
        let base = URL(fileURLWithPath: exportFolder?.text ?? ".", isDirectory: true).standardizedFileURL.path
        let folder = URL(fileURLWithPath: path.text, isDirectory: true).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if folder == base {
            column = "."
        } else if folder.hasPrefix(prefix) {
            column = String(folder.dropFirst(prefix.count))
        } else {
            column = folder
        }
    }

    /// Makes the folder when missing, and gives what writes each photo of an export into it, as
    /// `-o` writes a file, as its plant's row is written.
    ///
    /// - Throws: ``Failure`` when the folder cannot be made; the writer, ``Failure`` naming the file
    ///   that cannot be written.
    func exportPhotos() throws -> ExportPhotos {
        do {
            try path.createFolders()
        } catch let error as SystemError {
            throw Failure(message: "cannot make the folder '\(path)': \(error)")
        }
        return ExportPhotos(folder: column) { [path] photo in
            try OutputFile(path: path.appending(FilePath(photo.fileName))).write(Data(photo.bytes))
        }
    }
}
