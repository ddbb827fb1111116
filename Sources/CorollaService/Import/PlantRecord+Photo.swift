import CorollaCards
import CorollaStore
import Foundation

extension PlantRecord {
    /// How far a record's `photo_aspect` may be from its photo's width / height (a fraction of it).
    static let aspectTolerance = 0.01

    /// The record with the photo file it names read (``PhotoFile``), a relative path from `folder`
    /// (the import file's folder; `nil`: the working folder), after checking that a `photo_aspect`
    /// given beside it is the photo's; the record itself when it names none.
    ///
    /// - Throws: ``ImportError`` naming `file`, the record's line and the `photo` or
    ///   `photo_aspect` field.
    /// - Complexity: reading the photo file.
    func readingPhoto(from folder: String?, file: String) throws -> PlantRecord {
        guard let path = photo else { return self }
        let base = folder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let resolved = path.hasPrefix("/") ? path : base.map { URL(fileURLWithPath: path, relativeTo: $0).path } ?? path
        let stored: PlantPhoto
        do throws(PhotoFileError) {
            stored = try PhotoFile.thumbnail(of: resolved)
        } catch {
            throw ImportError(file: file, line: line, record: index, field: PlantField.photo.rawValue, reason: "'\(path)': \(error.reason)")
        }
        let aspect = Double(stored.width) / Double(stored.height)
        if let given = values.photoAspect, abs(given - aspect) > aspect * Self.aspectTolerance {
            throw ImportError(
                file: file, line: line, record: index, field: PlantField.photoAspect.rawValue,
                reason: "\(given) is not the photo's width / height (\(stored.width)/\(stored.height))",
                hint: "leave it out: a photo gives the aspect")
        }
        var record = self
        record.storedPhoto = stored
        return record
    }
}
