import CorollaService
import Glibc

extension FilePath {
    /// `stat(2)` of the path (`lstat(2)` unless `followingLinks`), or the `errno` it failed with.
    func status(followingLinks: Bool = true) -> Result<stat, SystemError> {
        var status = stat()
        let result = withCString { followingLinks ? stat($0, &status) : lstat($0, &status) }
        return result == 0 ? .success(status) : .failure(SystemError(errno))
    }

    /// What the path names (following symbolic links), or nil when nothing is there.
    var kind: FileKind? {
        guard case .success(let status) = status() else { return nil }
        return FileKind(mode: status.st_mode)
    }

    /// Whether something is at the path (following symbolic links).
    var exists: Bool { kind != nil }

    /// Whether this process may write the path (`access(2)`, `W_OK`).
    var isWritable: Bool { writeError == nil }

    /// Why this process may not write the path: the `errno` of `access(2)` with `W_OK` (`EROFS` a
    /// file system mounted read-only, `EPERM` an immutable file, `EACCES` its mode), or nil when it may.
    var writeError: Int32? { withCString { access($0, W_OK) } == 0 ? nil : errno }

    /// Creates the folder and the folders above it that are missing (`mkdir -p`).
    ///
    /// - Throws: ``SystemError`` of the first folder that cannot be created.
    func createFolders() throws {
        if kind == .folder { return }
        let parent = folder
        if parent != self, !parent.exists { try parent.createFolders() }
        guard withCString({ mkdir($0, 0o777) }) == 0 || errno == EEXIST else { throw SystemError(errno) }
    }

    /// The names in the folder at the path, without `.` and `..`.
    ///
    /// - Throws: ``SystemError`` when it cannot be read.
    func folderEntries() throws -> [FilePath] {
        guard let folder = withCString({ opendir($0) }) else { throw SystemError(errno) }
        defer { closedir(folder) }
        var names: [FilePath] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(FilePath(bytes: name)) }
        }
        return names
    }

    /// Removes the file at the path (`unlink(2)`); nothing when there is none.
    ///
    /// - Throws: ``SystemError`` when it cannot be removed.
    func removeFile() throws {
        guard withCString({ unlink($0) }) == 0 || errno == ENOENT else { throw SystemError(errno) }
    }

    /// Opens the path with `open(2)`, retrying when a signal interrupts it.
    ///
    /// - Returns: the descriptor, or the `errno` it failed with.
    func open(_ flags: Int32, mode: mode_t = 0o666) -> Result<Int32, SystemError> {
        while true {
            let descriptor = withCString { Glibc.open($0, flags | O_CLOEXEC, mode) }
            if descriptor >= 0 { return .success(descriptor) }
            if errno != EINTR { return .failure(SystemError(errno)) }
        }
    }
}
