import CorollaService

extension CatalogLocation {
    /// What `db status` and `doctor` report of the catalog: whether its file exists, and its status,
    /// read from the catalog opened for reading (nothing is created: a missing or empty file reads
    /// as an empty catalog).
    ///
    /// - Throws: the service's errors opening or reading the catalog.
    func status() throws -> (exists: Bool, service: CatalogService, status: CatalogStatus) {
        let exists = self.exists
        let service = try openForReading()
        return (exists, service, try service.machinery.status())
    }
}
