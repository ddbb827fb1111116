import CorollaStore

extension CatalogService {
    /// Whether the catalog's path still names the file this service opened (device and inode). A
    /// service whose file was replaced or is gone never writes its log into a file again, not
    /// even on close; open a new service for the file under the path.
    ///
    /// - Complexity: O(1), one `stat(2)`.
    public func catalogFileState() -> CatalogFileState {
        store.database.fileState()
    }

    /// Writes what this service committed into the catalog file and empties the write-ahead log,
    /// for a service that stays open (see `Database.checkpointWrites()`): a copy of the file, or
    /// a file put in its place, then meets no frame of it.
    ///
    /// - Complexity: nothing when the service changed nothing since the last call; else a
    ///   checkpoint of the log.
    public func checkpointWrites() {
        store.database.checkpointWrites()
    }
}
