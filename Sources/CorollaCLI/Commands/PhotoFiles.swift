import CorollaService
import Glibc

/// The photo files of one `export --photos`, written whole or not at all.
///
/// Each photo is written, as its plant's row is, to a temporary file of the folder
/// (`.NAME.corolla-PID-RANDOM.tmp`, created exclusively); ``commit()`` gives each its name at the
/// end, with `link(2)`, which never replaces a file, and removes the temporary name. A file that
/// already has a photo's name is never overwritten or removed: when it holds the photo's bytes
/// exactly, it is kept as the photo (exporting again into the same folder works); otherwise the
/// export is refused, naming it. ``rollBack()`` removes what this export made: its temporary
/// files, the names it gave, and the folder when the export made it and it is empty.
final class PhotoFiles {
    let folder: FilePath
    /// The catalog the export reads: no photo is written over one of its files.
    private let input: CatalogFiles
    /// Whether ``init(folder:)`` made the folder.
    private let madeFolder: Bool
    /// The photos written, under their temporary names, and the names they get.
    private var pending: [(temporary: FilePath, target: FilePath)] = []
    /// The names ``commit()`` gave.
    private var committed: [FilePath] = []

    /// Makes the folder when missing.
    ///
    /// - Throws: ``Failure`` when it cannot be made.
    init(folder: FilePath, input: CatalogFiles) throws {
        self.folder = folder
        self.input = input
        madeFolder = !folder.exists
        do {
            try folder.createFolders()
        } catch let error as SystemError {
            throw Failure(.internal, "cannot make the folder '\(folder)': \(error)")
        }
    }

    /// Writes `photo` under a temporary name, or nothing when its file is already there with its bytes.
    ///
    /// - Throws: ``UsageError`` when the photo's file is one of the catalog's; ``Failure`` naming
    ///   the file when another file has the photo's name, or the temporary file cannot be written.
    func write(_ photo: ExportedPhoto) throws {
        let target = folder.appending(FilePath(photo.fileName))
        try input.refuse(target, given: "The photo '\(target)' of '--photos \(folder)'")
        if try holds(target, photo.bytes) { return }
        let name = Array(".\(photo.fileName).corolla-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp".utf8)
        let temporary = folder.appending(FilePath(bytes: name))
        do {
            let descriptor = try temporary.open(O_WRONLY | O_CREAT | O_EXCL, mode: 0o666).get()
            pending.append((temporary, target))
            defer { close(descriptor) }
            try photo.bytes.withUnsafeBufferPointer { try OutputFile.writeAll($0, to: descriptor) }
            guard fsync(descriptor) == 0 else { throw SystemError(errno) }
        } catch let error as SystemError {
            throw Failure(.internal, "cannot write the photo '\(target)': \(error)")
        }
    }

    /// Gives every photo written its name.
    ///
    /// - Throws: ``Failure`` naming the file when a file took a photo's name meanwhile (and holds
    ///   other bytes), or a name cannot be made.
    func commit() throws {
        // A temporary file already named is gone; `rollBack()` passes over it.
        for (temporary, target) in pending {
            let error = Self.name(temporary, target)
            if error == 0 {
                committed.append(target)
            } else {
                guard error == EEXIST, try holds(target, FileBytes.read(temporary)) else {
                    throw Failure(.internal, "cannot name the photo '\(target)': \(SystemError(error))")
                }
            }
            try? temporary.removeFile()
        }
        pending = []
    }

    /// Gives `temporary`'s file the name `target` too, unless something has it: `link(2)`; on a
    /// file system without hard links (FAT), `rename(2)` after checking that nothing has the name.
    ///
    /// - Returns: 0, or the `errno` it failed with (`EEXIST`: something has the name).
    static func name(_ temporary: FilePath, _ target: FilePath) -> Int32 {
        let linked = temporary.withCString { from in target.withCString { to in link(from, to) } }
        guard linked != 0 else { return 0 }
        let error = errno
        guard error == EPERM || error == EOPNOTSUPP else { return error }
        guard case .failure = target.status(followingLinks: false) else { return EEXIST }
        let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
        return renamed == 0 ? 0 : errno
    }

    /// Removes the temporary files, the names ``commit()`` gave, and the folder when
    /// ``init(folder:)`` made it and nothing else is in it.
    func rollBack() {
        for path in pending.map(\.temporary) + committed { try? path.removeFile() }
        pending = []
        committed = []
        if madeFolder { _ = folder.withCString { rmdir($0) } }
    }

    /// Whether a regular file at `target` holds exactly `bytes`: false when nothing is there.
    ///
    /// - Throws: ``Failure`` when something else is there (other bytes, a folder, a link…).
    private func holds(_ target: FilePath, _ bytes: [UInt8]) throws -> Bool {
        guard case .success(let status) = target.status(followingLinks: false) else { return false }
        guard FileKind(mode: status.st_mode) == .regular, Int(status.st_size) == bytes.count, (try? FileBytes.read(target)) == bytes else {
            throw Failure(
                .internal, "'\(target)' exists and is not the photo the export writes there; it was not overwritten "
                    + "(remove it, or export the photos to another folder)")
        }
        return true
    }
}
