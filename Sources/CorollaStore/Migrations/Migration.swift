/// One schema step: the SQL of `Migrations/NNNN_name.sql`, embedded at build time.
struct Migration: Hashable, Sendable {
    var version: Int
    var name: String
    var sql: String

    /// The file the migration comes from, `0001_catalog.sql`.
    var fileName: String {
        String(repeating: "0", count: max(0, 4 - String(version).count)) + "\(version)_\(name).sql"
    }

    /// XXH3-128 of the SQL's UTF-8 bytes, in hexadecimal (`xxhsum -H2` of the file): a changed file
    /// has another checksum.
    var checksum: String { ContentHash(of: sql.utf8).description }

    /// Whether the migration runs with foreign keys off (it rebuilds a table others refer to): its
    /// first statement, after the leading comments, is `PRAGMA foreign_keys = OFF;`, which SQLite
    /// ignores inside the migration's transaction, so the Migrator sets it before.
    var runsWithoutForeignKeys: Bool {
        let statements = sql.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
        return statements.first { !$0.isEmpty && !$0.hasPrefix("--") } == "PRAGMA foreign_keys = OFF;"
    }
}
