import CSQLite

/// When a connection writes the write-ahead log into the database file.
///
/// In WAL mode every commit appends pages to the `-wal` file; only a *checkpoint* writes them into
/// the database file itself: SQLite runs one when a commit leaves more than `wal_autocheckpoint`
/// frames, and when the last connection closes. A damaged file must never be written (its pages
/// are what `corolla db check` and a recovery read), so a connection configured with a
/// ``Configuration/soundnessCheck`` checkpoints only into a file it knows sound: one it checked
/// itself (a catalog opened for writing runs `quick_check` first), or, when the log fills up, after
/// running the check at that moment. Until then its commits stay in the log, which every
/// connection reads as part of the database. A connection that wrote only bookkeeping (the
/// caches) writes the pages it changed without the check (``mayCheckpointWrites``).
extension Database {
    /// What a connection knows of its file's pages.
    public enum FileCondition: Sendable, Hashable {
        /// Not checked by this connection: it checkpoints only when no soundness check is
        /// configured.
        case unchecked
        /// The check passed on this connection (``noteFileSound()``): it checkpoints as SQLite does.
        case sound
        /// A check failed, or SQLite reported `SQLITE_CORRUPT` or `SQLITE_NOTADB` to this connection
        /// (``noteFileDamaged()``): it never checkpoints, so the file stays as it was found.
        case damaged
        /// Another file now has the connection's path, or none has (``fileState()``): it never
        /// checkpoints, so nothing of its file reaches the one under its name.
        case replaced
    }

    /// Records that the file passed a soundness check on this connection (ignored once damaged).
    public func noteFileSound() {
        if fileCondition == .unchecked { fileCondition = .sound }
        if fileCondition == .sound, let fileID { SoundFiles.shared.note(fileID, sound: true) }
    }

    /// Records that the file is damaged: this connection will not write into it again, not even the
    /// frames other connections left in the write-ahead log when it closes.
    public func noteFileDamaged() {
        if fileCondition != .replaced { fileCondition = .damaged }
        if let fileID { SoundFiles.shared.note(fileID, sound: false) }
    }

    /// Whether this process found the connection's file sound already (``SoundFiles``), while the
    /// path still names it: the connection then takes it as sound without checking it.
    func fileKnownSound() -> Bool {
        guard fileCondition == .unchecked, let fileID, SoundFiles.shared.contains(fileID), fileState() == .same else { return false }
        fileCondition = .sound
        return true
    }

    /// Whether the file may be written now, as far as this connection knows.
    var mayCheckpoint: Bool {
        switch fileCondition {
        case .damaged, .replaced: false
        case .sound: true
        case .unchecked: configuration.soundnessCheck == nil
        }
    }

    /// Whether the connection changed rows other than bookkeeping (see ``bookkeeping(_:)``).
    var changedMoreThanBookkeeping: Bool { sqlite3_total_changes64(handle) > bookkeepingChanges }

    /// Whether the connection writes the log into the file once it wrote: on close (SQLite does it
    /// when this is the last connection, and removes the `-wal` and `-shm` files), and in
    /// ``checkpointWrites()``, so that once no connection is open the catalog file alone
    /// holds every commit and a copy of it (`cp`), or a file put in its place, meets no
    /// write-ahead log of another file:
    /// - into a file known sound, always; into one found damaged or replaced, never;
    /// - into a file this connection has not checked: when no check is configured, or when the
    ///   connection wrote only bookkeeping (the caches: a grid's layout and card sizes, touches
    ///   and counters) and met no damage. That checkpoint writes only the pages those writes changed — cache pages, the
    ///   header, pointer-map and free-list pages — never a page the connection did not write, so a
    ///   damaged page elsewhere keeps its bytes for `corolla db check`; it spares a grid (warm, or a
    ///   server's first screen) a check of every page. A connection that changed other rows checks the file first
    ///   (``prepareToClose()``).
    var mayCheckpointWrites: Bool {
        switch fileCondition {
        case .sound: true
        case .damaged, .replaced: false
        case .unchecked: configuration.soundnessCheck == nil || (sqlite3_total_changes64(handle) > 0 && !changedMoreThanBookkeeping)
        }
    }

    /// Prepares the checkpoint on close: the one a commit made due runs now, and a connection that
    /// changed more than bookkeeping checks a file it has not checked, so that its changes reach a
    /// sound file (a file found damaged keeps them in the log).
    ///
    /// - Complexity: the check's, O(n) for n pages, when the connection changed data in a file it
    ///   had not checked; O(1) otherwise.
    func prepareToClose() {
        checkpointIfDue()
        if changedMoreThanBookkeeping { checkSoundnessIfUnchecked() }
    }

    /// Replaces SQLite's auto-checkpoint with the rule behind ``mayCheckpointWrites``: a commit that
    /// leaves `autoCheckpointFrames` or more frames checkpoints (passively, as SQLite would) when
    /// the file is known sound or the connection wrote only bookkeeping (a grid's layout of a
    /// million cards fills the log on its own), or, on a file not yet known sound, makes the
    /// checkpoint due for ``checkpointIfDue()``, which checks the file first.
    func installCheckpointHook() {
        sqlite3_wal_hook(handle, { context, _, schema, frames in
            guard let context else { return SQLITE_OK }
            let database = Unmanaged<Database>.fromOpaque(context).takeUnretainedValue()
            guard frames >= database.configuration.autoCheckpointFrames else { return SQLITE_OK }
            if database.mayCheckpointWrites {
                // As SQLite's own hook: a checkpoint that cannot finish now (readers) is not an error.
                sqlite3_wal_checkpoint_v2(database.handle, schema, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            } else if database.fileCondition == .unchecked {
                database.checkpointIsDue = true
            }
            return SQLITE_OK
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Runs the checkpoint a commit made due, once the soundness check passes (the check runs once
    /// per connection; a file it finds damaged is never written). Outside transactions only.
    ///
    /// - Complexity: the check's: O(n) for n pages with `quick_check`; nothing when none is due.
    func checkpointIfDue() {
        guard checkpointIsDue, !isInTransaction else { return }
        checkpointIsDue = false
        checkSoundnessIfUnchecked()
        if mayCheckpoint {
            sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        }
    }

    /// Runs the configured soundness check on a file this connection has not checked; its verdict
    /// becomes ``fileCondition``. An error other than damage (which marks the file itself) leaves
    /// the file unchecked.
    func checkSoundnessIfUnchecked() {
        guard fileCondition == .unchecked, let check = configuration.soundnessCheck, !fileKnownSound() else { return }
        switch try? check(self) {
        case true?: noteFileSound()
        case false?: noteFileDamaged()
        case nil: break
        }
    }
}
