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
    /// - Parameter catalog: the catalog the export reads: no photo is written over one of its files.
    /// - Throws: ``Failure`` when the folder cannot be made.
    func exportPhotos(reading catalog: CatalogLocation) throws -> (files: PhotoFiles, photos: ExportPhotos) {
        let files = try PhotoFiles(folder: path, input: CatalogFiles(catalog: catalog.path))
        return (files, ExportPhotos(folder: column) { photo in try files.write(photo) })
    }
}
