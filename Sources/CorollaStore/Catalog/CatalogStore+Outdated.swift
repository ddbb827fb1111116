extension CatalogStore {
    /// Whether this store, opened for writing (and so migrated), now finds an older schema in its
    /// file: a restore put an older catalog's pages in place (same file, older tables), and its
    /// statements may name columns that are not there. Such a store is not to be used again: a
    /// new one migrates the file. A read-only store is never outdated (it reads the file as it is).
    ///
    /// - Complexity: O(1) (the schema cookie in the file's header) while the schema is unchanged;
    ///   O(m) for m applied migrations after any schema change.
    public func isOutdated() -> Bool {
        guard !database.configuration.readsOnly else { return false }
        guard let cookie = try? database.fetchScalar(Int64.self, "PRAGMA schema_version") else { return true }
        if cookie == currentSchemaCookie { return false }
        guard (try? schemaVersion()) == Self.latestSchemaVersion else { return true }
        currentSchemaCookie = cookie
        return false
    }
}
