import CorollaService
import Glibc

/// A file, pipe or standard input read a piece at a time by an import: the import holds one piece,
/// not the whole input.
final class FileInput: ImportInput {
    private let descriptor: Int32
    private let closes: Bool
    /// How the input is named in messages (`'path'` or `standard input`).
    private let shown: String
    /// Whether it is a regular file (which can be read twice, from the start).
    let isRegular: Bool

    /// The file at `path`, opened for reading.
    ///
    /// - Throws: ``Failure`` naming the file and why it cannot be read: missing, a folder, not permitted.
    init(_ path: FilePath) throws {
        switch path.open(O_RDONLY) {
        case .success(let opened): descriptor = opened
        case .failure(let error): throw Failure(.internal, "cannot read '\(path)': \(error)")
        }
        closes = true
        shown = "'\(path)'"
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let error = SystemError(errno)
            close(descriptor)
            throw Failure(.internal, "cannot read '\(path)': \(error)")
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind != .folder else {
            close(descriptor)
            throw Failure(.internal, "cannot read '\(path)': it is a folder; name a file")
        }
        isRegular = kind == .regular
    }

    /// Standard input.
    init(standardInput: Void) {
        descriptor = STDIN_FILENO
        closes = false
        shown = "standard input"
        isRegular = false
    }

    deinit {
        if closes { close(descriptor) }
    }

    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        while true {
            let got = Glibc.read(descriptor, base, buffer.count)
            if got >= 0 { return got }
            if errno == EINTR { continue }
            throw Failure(.internal, "cannot read \(shown): \(SystemError(errno))")
        }
    }
}
