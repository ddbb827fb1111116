/// Corolla recorded SHA-256 checksums in `schema_migrations` until it hashed with XXH3: a catalog
/// migrated then has them for migrations 1–6. Such a row still proves the migration unchanged when
/// it is the SHA-256 of exactly the SQL whose XXH3 checksum this build has.
extension Migration {
    /// Per version, the SHA-256 recorded for the migration's SQL (`sha256sum Migrations/000N_*.sql`)
    /// and the XXH3-128 checksum of the same bytes (`xxhsum -H2`).
    private static let sha256Checksums: [Int: (sha256: String, xxh3: String)] = [
        1: ("1ceb88af04fe871bbafb9cfaa879893f473ba139a83cd172cd0690cdb38a9639", "6b6056d5e2ed98aeb043650d52b4fe43"),
        2: ("f723bd40053ebf4372755e6d34eb14cbbf5c0a6bd1be6dabd1a3a07c245e2101", "268e1b8460326d7f11c508d04883ac05"),
        3: ("b11a5104c1119ffb8ee032653e8d40d6f4f96de6f9eb848662837e512b87faa1", "83b1a465c89bad59c92343036b2cc7a0"),
        4: ("21b7c3bf259b5e3ad01f35c719300026c20dbedffde36a9f64b71f13582e3c38", "524f809ff56cdcfe3fb595ba2836a184"),
        5: ("847bf33325d05d6350a8aeba43d8a8dcaf5ced4d29c20ff0720f2b26732af7fc", "6c8de0c052e505856ac49716c1f9e64e"),
        6: ("b05e5334ddcdfdb550a2a44fa3fcabfc9fced4a18c5b2cb18b46d75b9b6b1b9b", "2e4a67f8bac45a1dde3b11ea5b3b1932"),
    ]

    /// Whether `recorded` is the SHA-256 an earlier Corolla recorded for this migration's SQL as it
    /// is now.
    func isSHA256Checksum(_ recorded: String) -> Bool {
        guard let known = Self.sha256Checksums[version] else { return false }
        return recorded == known.sha256 && checksum == known.xxh3
    }
}
