import CorollaJSON
import CorollaStore
import Foundation

extension Exporter {
    /// The sheets of an .xlsx export, by name.
    public enum Sheet {
        /// The plants, with the columns of a CSV export.
        public static let plants = "Plants"
        /// The watering history, with the columns of `export --history`.
        public static let waterings = "Waterings"
    }

    /// Writes the catalog as an .xlsx workbook to `output` (one read transaction: one consistent
    /// snapshot): the sheet ``Sheet/plants`` with the columns and rows of a CSV export, and the
    /// sheet ``Sheet/waterings`` with those of the watering history (``exportHistory(as:to:)``),
    /// which carries each watering's day and who watered. Call `output.finish()` afterwards.
    ///
    /// Each sheet has a frozen header row of the export's column names with an autofilter; numbers
    /// are numbers, `true`/`false` booleans, days dates (`yyyy-mm-dd`), and text is text (never
    /// a formula); see ``Workbook`` and ``WorkbookSheet``. `photos` as ``export(as:to:photos:)``.
    ///
    /// - Returns: how many plants and photos were written.
    /// - Throws: ``Failure`` (bad input) for a text longer than an Excel cell holds (32,767
    ///   characters) or more rows than a sheet holds, and nothing is written to `output`;
    ///   ``WorkbookError``; what ``export(as:to:photos:)`` throws.
    /// - Complexity: O(n log n + w log w) for n plants and w waterings; memory O(1) in both (the
    ///   rows go to temporary files, then the workbook is copied to `output`).
    @discardableResult
    public func exportWorkbook(to output: OutputBuffer, photos: ExportPhotos? = nil) throws -> PlantExport {
        let fields = ExportColumns.plantFields(waterings: false, photos: photos != nil)
        var export = PlantExport(plants: 0, photos: 0)
        try Self.writeWorkbook(to: output) { workbook in
            try store.database.read { _ in
                let plants = try workbook.addSheet(Sheet.plants, columns: ExportColumns(fields.map(\.rawValue)))
                export.photos = try plantRows(fields, photos: photos) { try plants.append($0) }
                export.plants = plants.rows
                try plants.finish()
                _ = try writeHistory(to: workbook)
            }
        }
        return export
    }

    /// Writes the watering history as an .xlsx workbook of the one sheet ``Sheet/waterings`` to
    /// `output`, as ``exportWorkbook(to:photos:)`` writes that sheet. Call `output.finish()` afterwards.
    ///
    /// - Returns: how many waterings were written.
    /// - Throws: as ``exportWorkbook(to:photos:)``.
    public func exportHistoryWorkbook(to output: OutputBuffer) throws -> Int {
        var rows = 0
        try Self.writeWorkbook(to: output) { rows = try writeHistory(to: $0) }
        return rows
    }

    /// Adds the sheet ``Sheet/waterings`` to `workbook`, one row per watering.
    ///
    /// - Returns: how many waterings were written.
    private func writeHistory(to workbook: Workbook) throws -> Int {
        let sheet = try workbook.addSheet(Sheet.waterings, columns: .history)
        try store.waterings.forEach { try sheet.append(ExportValue.history($0)) }
        try sheet.finish()
        return sheet.rows
    }

    /// Has `write` fill a workbook in a private temporary folder, then copies the file to `output`
    /// and removes the folder: nothing reaches `output` unless the workbook is whole.
    private static func writeWorkbook(to output: OutputBuffer, _ write: (Workbook) throws -> Void) throws {
        let folder = try TemporaryWorkbookFolder()
        defer { folder.remove() }
        let path = folder.path + "/export.xlsx"
        let workbook = try Workbook(path: path, folder: folder.path)
        do {
            try write(workbook)
        } catch {
            // Closed while its folder is there, so that libxlsxwriter has where to write the file it drops.
            try? workbook.close()
            throw error
        }
        try workbook.close()
        try folder.copy(path, to: output)
    }
}

/// A folder of its own under the system's temporary folder (`TMPDIR`), made with `mkdtemp`, for a
/// workbook and libxlsxwriter's temporary files.
private struct TemporaryWorkbookFolder {
    let path: String

    init() throws {
        let template = FileManager.default.temporaryDirectory.path + "/corolla-xlsx-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
            throw WorkbookError(file: template, message: "cannot make a temporary folder: " + String(cString: strerror(errno)))
        }
        path = String(cString: made)
    }

    /// Copies the file at `file` to `output`, a buffer at a time.
    func copy(_ file: String, to output: OutputBuffer) throws {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WorkbookError(file: file, message: "cannot read the workbook: " + String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: OutputBuffer.capacity)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw WorkbookError(file: file, message: "cannot read the workbook: " + String(cString: strerror(errno))) }
            if got == 0 { return }
            try chunk.withUnsafeBufferPointer { try output.append(bytes: UnsafeBufferPointer(rebasing: $0[..<got])) }
        }
    }

    /// Removes the folder and what is in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
