import CorollaService

extension PhotoFileError {
    /// The error as the CLI reports it: exit 65 for a file that is not a usable image (not a
    /// regular file, not an image, too large), exit 1 for one that cannot be opened or read.
    var commandFailure: any CommandFailure {
        isBadData ? DataError(message: description) : Failure(message: "cannot read \(description)")
    }

    /// ``PhotoFile/thumbnail(ofFile:named:)``, its errors as ``commandFailure`` (naming the file
    /// with its bytes that are not UTF-8 as `\xHH`).
    static func thumbnail(of path: FilePath) throws -> PlantPhoto {
        do throws(PhotoFileError) {
            return try PhotoFile.thumbnail(ofFile: path.bytes, named: path.description)
        } catch {
            throw error.commandFailure
        }
    }
}
