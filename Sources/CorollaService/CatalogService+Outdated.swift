extension CatalogService {
    /// Whether the catalog under this service was replaced in place by one of an older schema (a
    /// restore of an older backup): the service must not be used again; a new one migrates the
    /// catalog. See `CatalogStore.isOutdated()`.
    ///
    /// - Complexity: O(1) while the catalog's schema is unchanged.
    public func isOutdated() -> Bool {
        store.isOutdated()
    }
}
