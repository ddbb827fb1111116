import CorollaJSON
import CorollaService
import Foundation

extension OutputFile {
    /// Writes `data` to the file, as ``write(producing:)`` does.
    func write(_ data: Data) throws {
        try write { output in try data.withUnsafeBytes { try output.append(bytes: $0.bindMemory(to: UInt8.self)) } }
    }

    /// Writes what `produce` appends to its buffer to the file, as it comes (the output never
    /// lives in memory whole).
    ///
    /// - A regular file, or nothing yet: a temporary file beside it is written, flushed to the disk
    ///   and renamed over it, so the file is whole or as it was; a replaced file keeps its mode and
    ///   owner. A file this process may not write (mode 444 for a user) is refused, as `cp` does.
    ///   A file with several hard links is written in place instead, so that every name sees the
    ///   new bytes: they go to the temporary file first, then, their length known, the file's space
    ///   is reserved (so that a full disk leaves it as it was) and they are copied into it; so is
    ///   one whose owner could not be kept.
    /// - A symbolic link: its target, resolved link by link, is written as above; the link stays.
    /// - A character or block device, a pipe (FIFO) or a socket: opened and written in place.
    ///
    /// - Throws: ``Failure`` naming the file and why it cannot be written; what `produce` throws
    ///   (a regular file is then left as it was).
    func write(producing produce: (OutputBuffer) throws -> Void) throws {
        try refuseNamingInput()
        let target = try resolvedTarget()
        do {
            switch target.status() {
            case .failure(let error) where error.code == ENOENT:
                try replace(target, producing: produce, keeping: nil)
            case .failure(let error):
                throw error
            case .success(let status) where FileKind(mode: status.st_mode) != .regular:
                let descriptor = try target.open(O_WRONLY).get()
                defer { close(descriptor) }
                try Self.stream(produce, to: descriptor)
            case .success(let status):
                guard target.isWritable else {
                    throw Failure(
                        .internal, "'\(target)' is read-only (mode \(String(status.st_mode & 0o7777, radix: 8))); it was not "
                            + "overwritten (make it writable, or remove it, to replace it)")
                }
                try replace(target, producing: produce, keeping: status, inPlace: status.st_nlink > 1)
            }
        } catch let error as SystemError {
            let what = target == path ? "'\(path)'" : "'\(target)' (the target of '\(path)')"
            throw Failure(.internal, "cannot write \(what): \(error)")
        }
    }

    /// The path to write: `path`, or the file its chain of symbolic links ends at (which need not
    /// exist yet).
    ///
    /// - Throws: ``Failure`` for a chain of more than 40 links (a loop).
    private func resolvedTarget() throws -> FilePath {
        guard let target = path.resolvingLinks() else { throw Failure(.internal, "cannot write '\(path)': too many levels of symbolic links") }
        return target
    }

    /// Writes what `produce` gives to a temporary file beside `target` and renames it over `target`;
    /// with the `status` of a file it replaces, gives the new file that file's mode and owner. With
    /// `inPlace`, or when the owner cannot be kept, the temporary file's bytes are copied into
    /// `target` instead (``copy(_:length:into:)``) and it is removed.
    private func replace(
        _ target: FilePath, producing produce: (OutputBuffer) throws -> Void, keeping status: stat?, inPlace: Bool = false
    ) throws {
        let name = Array(".".utf8) + target.lastComponent.bytes + Array(".corolla-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp".utf8)
        let temporary = target.folder.appending(FilePath(bytes: name))
        let descriptor = try temporary.open(O_RDWR | O_CREAT | O_EXCL, mode: 0o666).get()
        var renamed = false
        defer {
            if !renamed { _ = temporary.withCString { unlink($0) } }
        }
        do {
            defer { close(descriptor) }
            var copies = inPlace
            if let status, !copies {
                if fchown(descriptor, status.st_uid, status.st_gid) != 0 {
                    copies = true
                } else {
                    guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw SystemError(errno) }
                }
            }
            let length = try Self.stream(produce, to: descriptor)
            if copies { return try Self.copy(descriptor, length: length, into: target) }
            guard fsync(descriptor) == 0 else { throw SystemError(errno) }
        }
        let result = temporary.withCString { from in target.withCString { to in rename(from, to) } }
        guard result == 0 else { throw SystemError(errno) }
        renamed = true
    }

    /// Copies the first `length` bytes of `source` into `target` from its start: the space is
    /// reserved before the first byte is written and the file cut to the new length after the last.
    private static func copy(_ source: Int32, length: Int, into target: FilePath) throws {
        let descriptor = try target.open(O_WRONLY).get()
        defer { close(descriptor) }
        if length > 0 {
            let reserved = posix_fallocate(descriptor, 0, off_t(length))
            // File systems without fallocate (EOPNOTSUPP) are written without the reservation.
            guard reserved == 0 || reserved == EOPNOTSUPP else { throw SystemError(reserved) }
        }
        var chunk = [UInt8](repeating: 0, count: OutputBuffer.capacity)
        var offset = 0
        while offset < length {
            let got = chunk.withUnsafeMutableBytes { pread(source, $0.baseAddress, min($0.count, length - offset), off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw SystemError(got < 0 ? errno : EIO) }
            try chunk.withUnsafeBufferPointer { try writeAll(UnsafeBufferPointer(rebasing: $0[..<got]), to: descriptor) }
            offset += got
        }
        guard ftruncate(descriptor, off_t(length)) == 0 else { throw SystemError(errno) }
    }

    /// Runs `produce` with a buffer that writes to `descriptor` as it fills.
    ///
    /// - Returns: how many bytes were written.
    @discardableResult
    static func stream(_ produce: (OutputBuffer) throws -> Void, to descriptor: Int32) throws -> Int {
        var length = 0
        let output = OutputBuffer { bytes in
            try writeAll(bytes, to: descriptor)
            length += bytes.count
        }
        try produce(output)
        try output.finish()
        return length
    }

    /// Writes every byte of `bytes`, retrying short and interrupted writes.
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw SystemError(written < 0 ? errno : EIO) }
            offset += written
        }
    }
}
