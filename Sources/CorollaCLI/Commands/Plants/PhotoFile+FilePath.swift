import CorollaService

extension PhotoFile {
    /// ``PhotoFile/thumbnail(ofFile:named:)`` of the file at `path`, named with its bytes that are
    /// not UTF-8 as `\xHH`. Its errors become a ``Failure`` where every error does: exit 65 for a
    /// file that is not a usable image, exit 1 for one that cannot be opened or read.
    static func thumbnail(of path: FilePath) throws(PhotoFileError) -> PlantPhoto {
        try thumbnail(ofFile: path.bytes, named: path.description)
    }
}
