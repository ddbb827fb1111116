import CorollaCards
import CorollaStore
import Foundation

extension ImportFile {
    /// How far a record's `photo_aspect` may be from its photo's width / height (a fraction of it).
    static let aspectTolerance = 0.01

    /// Reads the photo file of every record that names one (``PhotoFile``), a relative path from
    /// `folder` (the import file's folder; `nil`: the working folder), and checks that a
    /// `photo_aspect` given beside it is the photo's.
    ///
    /// - Throws: ``ImportError`` naming the record's line and the `photo` or `photo_aspect` field.
    /// - Complexity: O(m) for m records, plus reading each photo file.
    mutating func readPhotos(from folder: String?) throws {
        let base = folder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        for index in records.indices {
            guard let path = records[index].photo else { continue }
            let record = records[index]
            let resolved = path.hasPrefix("/") ? path : base.map { URL(fileURLWithPath: path, relativeTo: $0).path } ?? path
            let photo: PlantPhoto
            do throws(PhotoFileError) {
                photo = try PhotoFile.thumbnail(of: resolved)
            } catch {
                throw ImportError(
                    file: file, line: record.line, record: record.index, field: PlantField.photo.rawValue,
                    reason: "'\(path)': \(error.reason)")
            }
            let aspect = Double(photo.width) / Double(photo.height)
            if let given = record.photoAspect, abs(given - aspect) > aspect * Self.aspectTolerance {
                throw ImportError(
                    file: file, line: record.line, record: record.index, field: PlantField.photoAspect.rawValue,
                    reason: "\(given) is not the photo's width / height (\(photo.width)/\(photo.height))",
                    hint: "leave it out: a photo gives the aspect")
            }
            records[index].storedPhoto = photo
        }
    }
}
