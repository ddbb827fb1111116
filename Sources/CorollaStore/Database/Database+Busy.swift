import CSQLite

extension Database {
    /// How long each wait for another connection's lock is, in milliseconds, with ``Configuration/onBusy``.
    static let busyStepMilliseconds: Int32 = 10

    /// Makes a statement that finds another connection's lock wait for it, up to
    /// ``Configuration/busyTimeoutMilliseconds``: SQLite's busy timeout, or, with
    /// ``Configuration/onBusy``, a handler that tells it each time and waits in steps of
    /// ``busyStepMilliseconds``.
    func installBusyHandler() {
        guard configuration.onBusy != nil else {
            sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
            return
        }
        sqlite3_busy_handler(handle, { context, count in
            guard let context else { return 0 }
            let database = Unmanaged<Database>.fromOpaque(context).takeUnretainedValue()
            database.configuration.onBusy?(Int(count))
            guard Int64(count) * Int64(Database.busyStepMilliseconds) < Int64(database.configuration.busyTimeoutMilliseconds) else { return 0 }
            sqlite3_sleep(Database.busyStepMilliseconds)
            return 1
        }, Unmanaged.passUnretained(self).toOpaque())
    }
}
