import CorollaService
import Glibc

/// The file `corolla backup` writes: written under a temporary name in its folder
/// (`.NAME.corolla-PID-RANDOM.tmp`), flushed to the disk, then given its name — with `link(2)`,
/// which never replaces a file, or with `rename(2)` when replacing is asked for.
struct BackupFile {
    var path: FilePath
    /// Whether a file already named ``path`` is replaced (`--force`).
    var replacing: Bool

    /// A new temporary name beside ``path``.
    func temporary() -> FilePath {
        let name = Array(".".utf8) + path.lastComponent.bytes + Array(".corolla-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp".utf8)
        return path.folder.appending(FilePath(bytes: name))
    }

    /// Flushes `temporary` to the disk and gives it ``path``'s name, replacing a file there only
    /// when ``replacing``; then flushes the folder.
    ///
    /// - Throws: ``Failure`` when a file has the name (and `replacing` is false) or the file
    ///   cannot be flushed or named.
    func commit(_ temporary: FilePath) throws {
        do {
            let descriptor = try temporary.open(O_RDONLY).get()
            defer { close(descriptor) }
            guard fsync(descriptor) == 0 else { throw SystemError(errno) }
        } catch let error as SystemError {
            throw Failure(.internal, "cannot write '\(path)': \(error)")
        }
        if replacing {
            guard temporary.withCString({ from in path.withCString { to in rename(from, to) } }) == 0 else {
                throw Failure(.internal, "cannot write '\(path)': \(SystemError(errno))")
            }
        } else {
            let error = PhotoFiles.name(temporary, path)
            guard error == 0 else {
                throw Failure(.internal, "cannot write '\(path)': \(error == EEXIST ? "a file has that name (add --force to replace it)" : "\(SystemError(error))")")
            }
            try? temporary.removeFile()
        }
        if case .success(let folder) = path.folder.open(O_RDONLY) {
            fsync(folder)
            close(folder)
        }
    }
}

extension FilePath {
    /// Removes the file and what SQLite may have kept beside it (`-journal`, `-wal`, `-shm`),
    /// ignoring what cannot be removed.
    func removeWithSQLiteFiles() {
        for suffix in [""] + CatalogFiles.sideSuffixes { try? FilePath(bytes: bytes + Array(suffix.utf8)).removeFile() }
    }
}
