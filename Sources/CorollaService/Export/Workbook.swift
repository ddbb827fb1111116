import CXLSXWriter
import Foundation

/// An .xlsx workbook being written by libxlsxwriter to a file, in its constant-memory mode: each
/// sheet's rows go to a temporary file (in the folder it is given) as they are written, so memory does not grow
/// with the rows. Rows of a sheet are written in order; the file is whole once ``close()`` returns.
///
/// Every text cell has the Text number format (`@`), so that what Excel shows and what it keeps
/// when the cell is edited is text (`0012`, `=1+1`); a text cell whose text is empty is a blank
/// cell with that format (libxlsxwriter writes no empty text, and a spreadsheet has none to type).
/// Dates have the `yyyy-mm-dd` format.
///
/// The workbook's created and modified dates are ``created``, the date libxlsxwriter gives the
/// entries of its zip archive: the same sheets make the same bytes.
final class Workbook {
    /// 1980-01-01T00:00:00Z, the first day of a zip archive's dates.
    static let created: time_t = 315_532_800

    /// The file written.
    let path: String
    private var workbook: UnsafeMutablePointer<lxw_workbook>?
    /// The folder of the temporary files, as the workbook's options name it while it is open.
    private let folder: UnsafeMutablePointer<CChar>
    /// The formats, owned by the workbook.
    let header: UnsafeMutablePointer<lxw_format>
    let text: UnsafeMutablePointer<lxw_format>
    let date: UnsafeMutablePointer<lxw_format>

    /// A workbook to be written to `path`, its temporary files in `folder`.
    ///
    /// - Throws: ``WorkbookError`` when libxlsxwriter cannot start one.
    init(path: String, folder: String) throws {
        self.path = path
        guard let folder = strdup(folder) else { throw WorkbookError(file: path, message: "out of memory") }
        self.folder = folder
        var options = lxw_workbook_options(constant_memory: UInt8(LXW_TRUE.rawValue), tmpdir: folder, use_zip64: UInt8(LXW_FALSE.rawValue))
        guard let workbook = workbook_new_opt(path, &options) else {
            free(folder)
            throw WorkbookError(file: path, message: "libxlsxwriter could not start a workbook")
        }
        guard let header = workbook_add_format(workbook), let text = workbook_add_format(workbook), let date = workbook_add_format(workbook) else {
            workbook_close(workbook)
            free(folder)
            throw WorkbookError(file: path, message: "libxlsxwriter could not add a format")
        }
        self.workbook = workbook
        var properties = lxw_doc_properties()
        properties.created = Self.created
        guard workbook_set_properties(workbook, &properties) == LXW_NO_ERROR else {
            workbook_close(workbook)
            free(folder)
            throw WorkbookError(file: path, message: "libxlsxwriter could not set the workbook's properties")
        }
        format_set_bold(header)
        for format in [header, text] { format_set_num_format(format, "@") }
        format_set_num_format(date, "yyyy-mm-dd")
        (self.header, self.text, self.date) = (header, text, date)
    }

    deinit {
        // libxlsxwriter frees a workbook when it closes it; one never closed is closed here.
        if let workbook { workbook_close(workbook) }
        free(folder)
    }

    /// A new sheet named `name` (at most 31 characters, none of `[]:*?/\`), after the others.
    ///
    /// - Throws: ``WorkbookError`` when libxlsxwriter refuses the name.
    func addSheet(_ name: String, columns: ExportColumns) throws -> WorkbookSheet {
        guard let workbook, let sheet = workbook_add_worksheet(workbook, name) else {
            throw WorkbookError(file: path, message: "libxlsxwriter could not add the sheet '\(name)'")
        }
        return try WorkbookSheet(sheet, name: name, columns: columns, in: self)
    }

    /// Writes the file: its parts, zipped.
    ///
    /// - Throws: ``WorkbookError`` with libxlsxwriter's message when the file cannot be written.
    func close() throws {
        guard let workbook else { return }
        self.workbook = nil
        try check(workbook_close(workbook), "cannot write the workbook")
    }

    /// Throws a ``WorkbookError`` saying `what` and libxlsxwriter's message for `error`, unless it
    /// is `LXW_NO_ERROR`.
    func check(_ error: lxw_error, _ what: @autoclosure () -> String) throws {
        guard error != LXW_NO_ERROR else { return }
        throw WorkbookError(file: path, message: "\(what()): " + String(cString: lxw_strerror(error)))
    }
}

/// libxlsxwriter could not write a workbook: what was being done, its message, and the file.
public struct WorkbookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file libxlsxwriter was writing.
    public var file: String
    public var message: String

    public var description: String { "\(message) ('\(file)')" }
}
