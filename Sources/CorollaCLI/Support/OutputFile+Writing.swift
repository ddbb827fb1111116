import CorollaService
import Foundation

extension OutputFile {
    /// Writes `data` to the file.
    ///
    /// - A regular file, or nothing yet: a temporary file beside it is written, flushed to the disk
    ///   and renamed over it, so the file is whole or as it was; a replaced file keeps its mode and
    ///   owner. A file this process may not write (mode 444 for a user) is refused, as `cp` does.
    ///   A file with several hard links is written in place instead, so that every name sees the
    ///   new bytes (its space reserved first, so that a full disk leaves it as it was); so is one
    ///   whose owner could not be kept.
    /// - A symbolic link: its target, resolved link by link, is written as above; the link stays.
    /// - A character or block device, a pipe (FIFO) or a socket: opened and written in place.
    ///
    /// - Throws: ``Failure`` naming the file and why it cannot be written.
    func write(_ data: Data) throws {
        let target = try resolvedTarget()
        let bytes = [UInt8](data)
        do {
            switch target.status() {
            case .failure(let error) where error.code == ENOENT:
                try replace(target, with: bytes, keeping: nil)
            case .failure(let error):
                throw error
            case .success(let status) where FileKind(mode: status.st_mode) != .regular:
                try Self.writeInPlace(target, bytes, reserving: false)
            case .success(let status):
                guard target.isWritable else {
                    throw Failure(
                        message: "'\(target)' is read-only (mode \(String(status.st_mode & 0o7777, radix: 8))); it was not "
                            + "overwritten (make it writable, or remove it, to replace it)")
                }
                if status.st_nlink > 1 {
                    try Self.writeInPlace(target, bytes, reserving: true)
                } else {
                    try replace(target, with: bytes, keeping: status)
                }
            }
        } catch let error as SystemError {
            let what = target == path ? "'\(path)'" : "'\(target)' (the target of '\(path)')"
            throw Failure(message: "cannot write \(what): \(error)")
        }
    }

    /// The path to write: `path`, or the file its chain of symbolic links ends at (which need not
    /// exist yet).
    ///
    /// - Throws: ``Failure`` for a chain of more than 40 links (a loop).
    private func resolvedTarget() throws -> FilePath {
        var target = path
        for _ in 0..<40 {
            guard case .success(let status) = target.status(followingLinks: false), FileKind(mode: status.st_mode) == .symbolicLink
            else { return target }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = target.withCString { readlink($0, &buffer, buffer.count - 1) }
            guard count > 0 else { return target }
            let link = buffer[..<count].map { UInt8(bitPattern: $0) }
            target = link.first == UInt8(ascii: "/") ? FilePath(bytes: link) : FilePath(bytes: target.folder.bytes + [UInt8(ascii: "/")] + link)
        }
        throw Failure(message: "cannot write '\(path)': too many levels of symbolic links")
    }

    /// Writes `bytes` to a temporary file beside `target` and renames it over `target`; with the
    /// `status` of a file it replaces, gives the new file that file's mode and owner (or, when the
    /// owner cannot be kept, writes the file in place).
    private func replace(_ target: FilePath, with bytes: [UInt8], keeping status: stat?) throws {
        let name = Array(".".utf8) + target.lastComponent.bytes + Array(".corolla-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp".utf8)
        let temporary = target.folder.appending(FilePath(bytes: name))
        let descriptor = try temporary.open(O_WRONLY | O_CREAT | O_EXCL, mode: 0o666).get()
        var renamed = false
        defer {
            if !renamed { _ = temporary.withCString { unlink($0) } }
        }
        do {
            defer { close(descriptor) }
            if let status {
                guard fchown(descriptor, status.st_uid, status.st_gid) == 0 else {
                    return try Self.writeInPlace(target, bytes, reserving: true)
                }
                guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw SystemError(errno) }
            }
            try Self.writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw SystemError(errno) }
        }
        let result = temporary.withCString { from in target.withCString { to in rename(from, to) } }
        guard result == 0 else { throw SystemError(errno) }
        renamed = true
    }

    /// Opens `target` for writing and writes `bytes` to it from its start. With `reserving` (a
    /// regular file), the space is reserved before the first byte is written and the file cut to
    /// the new length after the last.
    private static func writeInPlace(_ target: FilePath, _ bytes: [UInt8], reserving: Bool) throws {
        let descriptor = try target.open(O_WRONLY).get()
        defer { close(descriptor) }
        if reserving, !bytes.isEmpty {
            let reserved = posix_fallocate(descriptor, 0, off_t(bytes.count))
            // File systems without fallocate (EOPNOTSUPP) are written without the reservation.
            guard reserved == 0 || reserved == EOPNOTSUPP else { throw SystemError(reserved) }
        }
        try writeAll(bytes, to: descriptor)
        if reserving, ftruncate(descriptor, off_t(bytes.count)) != 0 { throw SystemError(errno) }
    }

    /// Writes every byte of `bytes`, retrying short and interrupted writes.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { throw SystemError(written < 0 ? errno : EIO) }
                offset += written
            }
        }
    }
}
