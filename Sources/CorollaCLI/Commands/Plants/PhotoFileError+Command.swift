import CorollaService

extension PhotoFileError {
    /// The error as the CLI reports it: exit 65 for a file that is not a usable image (not a
    /// regular file, not an image, too large), exit 1 for one that cannot be opened or read.
    var commandFailure: any CommandFailure {
        isBadData ? DataError(message: description) : Failure(message: "cannot read \(description)")
    }

    /// ``PhotoFile/thumbnail(of:)``, its errors as ``commandFailure``.
    static func thumbnail(of path: String) throws -> PlantPhoto {
        do throws(PhotoFileError) {
            return try PhotoFile.thumbnail(of: path)
        } catch {
            throw error.commandFailure
        }
    }
}
