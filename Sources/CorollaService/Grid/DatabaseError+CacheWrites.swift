import CorollaStore

extension DatabaseError {
    /// Whether the error refuses a write without saying anything about what is stored: the lock
    /// is held past the busy timeout, the disk is full or a file-size limit is reached, the file
    /// is read-only or cannot be written. A read goes on without writing its caches then.
    var refusesCacheWrite: Bool {
        [.busy, .locked, .readOnly, .full, .ioError, .cannotOpen, .permission].contains(resultCode)
    }

    /// The warning of a refused cache write: why the caches were not updated.
    var cacheWriteRefusal: String {
        switch resultCode {
        case .busy, .locked: "another process held the catalog's write lock past the busy timeout"
        case .readOnly, .permission: "the catalog cannot be written (\(message))"
        case .full, .ioError: "the disk is full or a file-size limit was reached (\(message))"
        default: "writing the catalog failed (\(message))"
        }
    }
}
