import Foundation

/// A migration file read from disk, ready to be written out as Swift source.
///
/// Its name is four digits, an underscore and a description of lowercase letters, digits and
/// underscores; its SQL is embedded byte for byte (it must be UTF-8).
struct MigrationFile {
    var version: Int
    var name: String
    var sql: String

    /// Reads and checks one migration file.
    init(url: URL) throws {
        let fileName = url.lastPathComponent
        let stem = fileName.dropLast(".sql".count)
        let digits = stem.prefix(4)
        let description = stem.dropFirst(5)
        let isDescriptionCharacter: (Character) -> Bool = { $0 == "_" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
        guard fileName.hasSuffix(".sql"), digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            stem.dropFirst(4).first == "_", !description.isEmpty, description.allSatisfy(isDescriptionCharacter),
            let version = Int(digits), version > 0
        else {
            throw EmbedderError("\(fileName): a migration is named NNNN_description.sql (NNNN > 0000, description in a-z, 0-9, _)")
        }
        self.version = version
        self.name = String(description)
        self.sql = try utf8Text(of: url)
    }
}
