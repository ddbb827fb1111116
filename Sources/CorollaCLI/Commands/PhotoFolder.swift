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

    /// Makes the folder when missing, and gives the files of an export's photos (``PhotoFiles``)
    /// and what writes each photo into them as its plant's row is written.
    ///
    /// - Parameter catalog: the catalog the export reads: the folder is none of its files, and no
    ///   photo is written over one of them.
    /// - Throws: ``UsageError`` when the folder is one of the catalog's files; ``Failure`` when it
    ///   cannot be made.
    func exportPhotos(reading catalog: CatalogLocation) throws -> (files: PhotoFiles, photos: ExportPhotos) {
        let input = CatalogFiles(catalog: catalog.path)
        try input.refuse(path, given: "'--photos \(path)'")
        let files = try PhotoFiles(folder: path, input: input)
        return (files, ExportPhotos(folder: column) { photo in try files.write(photo) })
    }
}
