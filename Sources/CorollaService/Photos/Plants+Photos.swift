import CorollaStore
import Foundation

extension PlantDraft {
    /// Gives the draft `photo`, or none: the card's aspect becomes the photo's width / height (none
    /// without a photo). Once stored, a photo replaces a photo file not read into the catalog yet.
    public mutating func setPhoto(_ photo: PlantPhoto?) {
        self.photo = photo
        photoAspect = photo.map { Double($0.width) / Double($0.height) }
    }
}

/// What ``CatalogService/Plants/convertPhotoPaths()`` did.
public struct PhotoConversion: Hashable, Sendable {
    /// A photo file that could not be stored; its path stays in the catalog for another try.
    public struct Failure: Hashable, Sendable {
        public var key: String
        public var error: PhotoFileError
    }

    /// How many plants' photo files were read into the catalog.
    public var converted = 0
    public var failures: [Failure] = []
}

extension CatalogService.Plants {
    /// Stores `photo` as the plant's (`nil` removes it), with its aspect.
    ///
    /// - Throws: ``ServiceError/plantNotFound(_:)`` or the store's errors.
    /// - Complexity: O(log n).
    @discardableResult
    public func setPhoto(_ reference: PlantReference, _ photo: PlantPhoto?) throws -> Plant {
        try edit(reference) { $0.setPhoto(photo) }
    }

    /// Reads the photo files of a catalog made before photos were stored (`unread_photo_files`) into it:
    /// each file that is still there, a regular file and an image within ``PhotoFile``'s limits
    /// becomes the plant's stored thumbnail, which forgets the path; the others are reported and
    /// keep their path. A relative path is tried from the working folder, then from the catalog's
    /// folder.
    ///
    /// - Throws: the store's errors (the plants converted before stay converted).
    /// - Complexity: O(n) for n plants, plus reading each photo file.
    public func convertPhotoPaths() throws -> PhotoConversion {
        var conversion = PhotoConversion()
        let catalogFolder = URL(fileURLWithPath: store.database.path).deletingLastPathComponent().path
        for stored in try serving({ try store.plants.photoPaths() }) {
            let photo: PlantPhoto
            do throws(PhotoFileError) {
                photo = try Self.thumbnail(of: stored.path, orIn: catalogFolder)
            } catch {
                conversion.failures.append(PhotoConversion.Failure(key: stored.key, error: error))
                continue
            }
            try edit(.id(stored.plantID)) { draft in
                // Only if no photo was stored since the path was read (by another writer).
                if draft.photo == nil { draft.setPhoto(photo) }
            }
            conversion.converted += 1
        }
        return conversion
    }

    /// The thumbnail of `path`, or of `path` in `folder` when it is relative and not found as it is.
    private static func thumbnail(of path: String, orIn folder: String) throws(PhotoFileError) -> PlantPhoto {
        do throws(PhotoFileError) {
            return try PhotoFile.thumbnail(of: path)
        } catch {
            guard !path.hasPrefix("/"), case .unopenable(ENOENT) = error.problem else { throw error }
            let besideCatalog = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).path
            do throws(PhotoFileError) {
                return try PhotoFile.thumbnail(of: besideCatalog)
            } catch {
                // Named as stored: the path the user knows and may fix.
                throw PhotoFileError(path: path, problem: error.problem)
            }
        }
    }
}
