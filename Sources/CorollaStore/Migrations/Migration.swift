/// One schema step: the SQL of `Migrations/NNNN_name.sql`, embedded at build time.
struct Migration: Hashable, Sendable {
    var version: Int
    var name: String
    var sql: String

    /// The file the migration comes from, `0001_catalog.sql`.
    var fileName: String {
        String(repeating: "0", count: max(0, 4 - String(version).count)) + "\(version)_\(name).sql"
    }

    /// SHA-256 of the SQL's UTF-8 bytes, in hexadecimal: a changed file has another checksum.
    var checksum: String { SHA256.hexDigest(sql.utf8) }
}
