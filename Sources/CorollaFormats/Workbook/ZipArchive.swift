internal import CZip
import Glibc

/// A zip archive (an .xlsx or .ods workbook) opened for reading with libzip: one `zip_t`.
///
/// The import's input is a stream, and a zip archive is read from its end (the central
/// directory): the input is first copied into an unnamed temporary file, at most
/// ``ImportLimits/workbookBytes`` of it, and the archive is read from there.
final class ZipArchive {
    private let archive: OpaquePointer
    /// The file as the user named it, for messages.
    let file: String

    /// The archive `input` holds.
    ///
    /// - Throws: `ImportError` naming `file` for an input over ``ImportLimits/workbookBytes``, or
    ///   one that is not a zip archive (cut short, damaged, or another kind of file); what the
    ///   input throws when it cannot be read.
    /// - Complexity: O(n) for the n bytes of the input, in the memory of one buffer.
    init(input: any ImportInput, file: String, kind: String) throws {
        self.file = file
        let descriptor = try Self.spool(input, file: file, kind: kind)
        var code: Int32 = 0
        guard let archive = zip_fdopen(descriptor, ZIP_CHECKCONS, &code) else {
            close(descriptor)
            throw Self.notAnArchive(file: file, kind: kind, reason: Self.message(code: code))
        }
        self.archive = archive
    }

    deinit {
        zip_discard(archive)
    }

    /// The names of the archive's entries, in their order.
    var names: [String] {
        let count = max(zip_get_num_entries(archive, 0), 0)
        return (0..<count).compactMap { index in zip_get_name(archive, zip_uint64_t(index), 0).map { String(cString: $0) } }
    }

    /// The entry named `name`, opened for reading; nil when the archive has none.
    ///
    /// - Throws: `ImportError` for an entry whose uncompressed size is over
    ///   ``ImportLimits/workbookEntryBytes`` (a zip bomb), or that cannot be opened.
    func entry(_ name: String) throws -> ZipEntry? {
        let index = zip_name_locate(archive, name, 0)
        guard index >= 0 else { return nil }
        var status = zip_stat_t()
        zip_stat_init(&status)
        guard zip_stat_index(archive, zip_uint64_t(index), 0, &status) == 0 else { throw error(entry: name) }
        if status.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0, status.size > UInt64(ImportLimits.workbookEntryBytes) {
            throw ImportError(
                file: file, line: 0, reason: "\(name) in the archive unpacks to \(status.size >> 20) MiB, over the \(ImportLimits.workbookEntryBytes >> 20) MiB limit",
                hint: "save the sheet as CSV, or split it")
        }
        guard let opened = zip_fopen_index(archive, zip_uint64_t(index), 0) else { throw error(entry: name) }
        return ZipEntry(opened, name: name, archive: self)
    }

    /// The error libzip last reported for the archive, on `entry`.
    private func error(entry name: String) -> ImportError {
        ImportError(file: file, line: 0, reason: "cannot read \(name) in the archive: \(String(cString: zip_strerror(archive)))")
    }

    /// libzip's message for error `code`.
    static func message(code: Int32) -> String {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        return String(cString: zip_error_strerror(&error)).lowercased()
    }

    static func notAnArchive(file: String, kind: String, reason: String) -> ImportError {
        ImportError(
            file: file, line: 0, reason: "not a readable .\(kind) workbook (\(reason))",
            hint: "an .\(kind) file is a zip archive: save it again from the spreadsheet program, or name its format with --format")
    }

    /// Copies `input` into an unnamed temporary file, returning its descriptor at offset 0.
    private static func spool(_ input: any ImportInput, file: String, kind: String) throws -> Int32 {
        guard let temporary = tmpfile() else { throw ImportError(file: file, line: 0, reason: "cannot make a temporary file: \(String(cString: strerror(errno)))") }
        defer { fclose(temporary) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = try buffer.withUnsafeMutableBufferPointer { try input.read(into: $0) }
            guard count > 0 else { break }
            total += count
            guard total <= ImportLimits.workbookBytes else {
                throw ImportError(
                    file: file, line: 0, reason: "a workbook larger than \(ImportLimits.workbookBytes >> 20) MiB, the limit",
                    hint: "save the sheet as CSV, or split it")
            }
            let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, count, temporary) }
            guard written == count else {
                throw ImportError(file: file, line: 0, reason: "cannot write a temporary copy: \(String(cString: strerror(errno)))")
            }
        }
        guard total > 0 else { throw ImportError(file: file, line: 1, reason: "the file is empty") }
        guard fflush(temporary) == 0 else { throw ImportError(file: file, line: 0, reason: "cannot write a temporary copy: \(String(cString: strerror(errno)))") }
        let descriptor = dup(fileno(temporary))
        guard descriptor >= 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw ImportError(file: file, line: 0, reason: "cannot read a temporary copy: \(String(cString: strerror(errno)))")
        }
        return descriptor
    }
}

/// One entry of a ``ZipArchive``, read a piece at a time: one `zip_file_t`, which keeps its
/// archive open.
final class ZipEntry {
    private let opened: OpaquePointer
    /// The archive the entry reads from (libzip's `zip_file_t` needs its `zip_t`).
    private let archive: ZipArchive
    /// The entry's name in the archive.
    let name: String
    var file: String { archive.file }
    /// How many uncompressed bytes were read so far.
    private var total = 0
    /// Why the last read failed, for the reader that asked.
    private(set) var failure: ImportError?

    fileprivate init(_ opened: OpaquePointer, name: String, archive: ZipArchive) {
        (self.opened, self.name, self.archive) = (opened, name, archive)
    }

    deinit {
        zip_fclose(opened)
    }

    /// Reads at most `count` bytes into `buffer`; 0 at the end, -1 on an error (``failure`` says which).
    ///
    /// An entry is refused past ``ImportLimits/workbookEntryBytes`` whatever its header declares.
    func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        guard failure == nil else { return -1 }
        let got = zip_fread(opened, buffer, zip_uint64_t(count))
        guard got >= 0 else {
            let reason = String(cString: zip_error_strerror(zip_file_get_error(opened))).lowercased()
            failure = ImportError(file: file, line: 0, reason: "cannot read \(name) in the archive: \(reason)", hint: "the file is damaged or cut short: save it again")
            return -1
        }
        total += Int(got)
        guard total <= ImportLimits.workbookEntryBytes else {
            failure = ImportError(
                file: file, line: 0, reason: "\(name) in the archive unpacks to more than \(ImportLimits.workbookEntryBytes >> 20) MiB, the limit",
                hint: "save the sheet as CSV, or split it")
            return -1
        }
        return Int(got)
    }
}
