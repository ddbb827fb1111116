import CorollaCards
import CorollaStore
import Glibc

/// A photo file read once and made into the thumbnail the catalog stores.
///
/// The file is opened without blocking (a FIFO does not wait for a writer) and must be a regular
/// file of at most ``PhotoLimits/maximumFileBytes``; its image must declare dimensions within
/// ``PhotoLimits`` (checked from its header, before decoding: a decompression bomb is refused
/// without allocating its pixels). It is decoded by ``PhotoDecoder`` in a process of its own,
/// within a memory and a time limit.
public enum PhotoFile {
    /// The thumbnail of the image file at `path` (relative paths from the working folder).
    ///
    /// - Throws: ``PhotoFileError`` naming the file and what is wrong with it.
    /// - Complexity: O(n) for n bytes, plus decoding at most ``PhotoLimits/maximumPixels``.
    public static func thumbnail(of path: String) throws(PhotoFileError) -> PlantPhoto {
        try thumbnail(ofFile: Array(path.utf8), named: path)
    }

    /// The thumbnail of the image file whose path is `path`: any bytes the system takes (no NUL),
    /// UTF-8 or not; errors name the file `name`.
    ///
    /// - Throws: ``PhotoFileError`` naming the file and what is wrong with it.
    /// - Complexity: O(n) for n bytes, plus decoding at most ``PhotoLimits/maximumPixels``.
    public static func thumbnail(ofFile path: [UInt8], named name: String) throws(PhotoFileError) -> PlantPhoto {
        try thumbnail(of: read(path.map { CChar(bitPattern: $0) } + [0], named: name), named: name)
    }

    /// The thumbnail of the image in the regular file open as `descriptor` (read from its start;
    /// the caller closes it), decoded by `decoder`: an upload spooled to a file, stored as a photo
    /// file is. Errors name the file `name`.
    ///
    /// - Throws: ``PhotoFileError`` naming `name` and what is wrong with the image.
    /// - Complexity: O(n) for n bytes, plus decoding at most ``PhotoLimits/maximumPixels``.
    public static func thumbnail(ofDescriptor descriptor: Int32, named name: String, decoder: PhotoDecoder = .standard) throws(PhotoFileError) -> PlantPhoto {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw PhotoFileError(path: name, problem: .unreadable(errno: errno)) }
        return try thumbnail(of: read(descriptor: descriptor, named: name), named: name, decoder: decoder)
    }

    /// The thumbnail of the image file `bytes`, named `name`, decoded by `decoder` in a process of
    /// its own.
    private static func thumbnail(of bytes: [UInt8], named name: String, decoder: PhotoDecoder = .standard) throws(PhotoFileError) -> PlantPhoto {
        do {
            let thumbnail = try decoder.thumbnail(of: bytes)
            return PlantPhoto(bytes: thumbnail.bytes, width: thumbnail.width, height: thumbnail.height)
        } catch let error as PhotoError {
            throw PhotoFileError(path: name, problem: .badImage(error))
        } catch {
            throw PhotoFileError(path: name, problem: .noDecoder((error as? PhotoDecoderFailure)?.reason ?? "\(error)"))
        }
    }

    /// The bytes of the regular file at `path` (a C string), named `name`, read once.
    ///
    /// - Throws: ``PhotoFileError``: the file cannot be opened or read, is not a regular file, or
    ///   is too large.
    /// - Complexity: O(n) for n bytes.
    static func read(_ path: [CChar], named name: String) throws(PhotoFileError) -> [UInt8] {
        // A device is refused before it is opened (opening one may act on it); `fstat` checks
        // again what was opened.
        var named = stat()
        if stat(path, &named) == 0, FileKind(mode: named.st_mode) != .regular {
            throw PhotoFileError(path: name, problem: .notRegular(FileKind(mode: named.st_mode)))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw PhotoFileError(path: name, problem: .unopenable(errno: errno)) }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, named: name)
    }

    /// The bytes of the regular file open as `descriptor`, from where it is, named `name`.
    ///
    /// - Throws: ``PhotoFileError``: the file cannot be read, is not a regular file, or is too large.
    /// - Complexity: O(n) for n bytes.
    private static func read(descriptor: Int32, named name: String) throws(PhotoFileError) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw PhotoFileError(path: name, problem: .unopenable(errno: errno)) }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw PhotoFileError(path: name, problem: .notRegular(kind)) }
        let size = Int(status.st_size)
        guard size <= PhotoLimits.maximumFileBytes else { throw PhotoFileError(path: name, problem: .tooManyBytes(size)) }
        var failure: Int32?
        // One byte more than the size: a file that grew since `fstat` is still read within the limit.
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = 0
            while count < buffer.count, let base = buffer.baseAddress {
                let got = Glibc.read(descriptor, base + count, buffer.count - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { return }
                count += got
            }
        }
        if let failure { throw PhotoFileError(path: name, problem: .unreadable(errno: failure)) }
        guard bytes.count <= size else { throw PhotoFileError(path: name, problem: .changing) }
        return bytes
    }
}

/// Why a photo file cannot be stored: the file as named, and the problem.
public struct PhotoFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// `open` or `fstat` failed (missing, not permitted, …).
        case unopenable(errno: Int32)
        /// A read failed.
        case unreadable(errno: Int32)
        /// A folder, FIFO, device or socket.
        case notRegular(FileKind)
        /// Beyond ``PhotoLimits/maximumFileBytes``.
        case tooManyBytes(Int)
        /// It grew while it was read.
        case changing
        /// Not an image, or one beyond ``PhotoLimits``.
        case badImage(PhotoError)
        /// No decoder process could be run (``PhotoDecoder``).
        case noDecoder(String)
    }

    public var path: String
    public var problem: Problem

    /// Whether the problem is the data's (an image that is no image or too large, a file that is not
    /// a regular file): the CLI's exit 65; the others are the system's (exit 1).
    public var isBadData: Bool {
        switch problem {
        case .unopenable, .unreadable, .changing, .noDecoder: false
        case .notRegular, .tooManyBytes, .badImage: true
        }
    }

    /// What is wrong, without the path.
    public var reason: String {
        switch problem {
        case .unopenable(let code), .unreadable(let code): String(cString: strerror(code))
        case .notRegular(let kind): "\(kind.article), not a regular file"
        case .tooManyBytes(let size): "\(size) bytes, more than the \(PhotoLimits.maximumFileBytes >> 20) MiB a photo may have"
        case .changing: "it changed while it was read"
        case .badImage(let error): "\(error)"
        case .noDecoder(let reason): reason
        }
    }

    public var description: String { "photo '\(path)': \(reason)" }
}
