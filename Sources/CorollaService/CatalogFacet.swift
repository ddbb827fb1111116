import CorollaStore

/// One side of a ``CatalogService`` (its plants, favorites, caches…): a small value holding the
/// service, made each time it is asked for, whose operations reach the catalog as the service's do.
protocol CatalogFacet {
    /// The service the facet is a side of.
    var service: CatalogService { get }
}

extension CatalogFacet {
    /// The catalog the service reads and writes.
    var store: CatalogStore { service.store }

    /// Runs `body` as ``CatalogService/serving(_:)`` does: its errors turned into ``ServiceError``s.
    func serving<T>(_ body: () throws -> T) throws -> T {
        try service.serving(body)
    }

    /// Runs `body` in one write transaction, as ``CatalogService/writing(_:)`` does.
    func writing<T>(_ body: () throws -> T) throws -> T {
        try service.writing(body)
    }
}
