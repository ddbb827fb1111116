/// The rows of an .xlsx sheet, streamed through its XML (`<sheetData>`'s `<row>` and `<c>`
/// elements) one row at a time.
///
/// A cell's type (`t`) says what its value (`<v>`) is: an index into the shared strings (`s`), an
/// inline string (`inlineStr`, `<is>`), a formula's string (`str`), a boolean (`b`), an error the
/// spreadsheet shows (`e`: `#N/A`), an ISO date (`d`), or a number (none, `n`), read as a date
/// when the cell's style (`s`) shows one. A row or cell without a reference (`r`) follows the one
/// before it.
final class XLSXSheetReader {
    private let workbook: XLSXWorkbook
    private let xml: XMLStreamReader
    /// The sheet's name.
    let name: String
    private var lastRow = 0

    /// A reader of the sheet `name` of `workbook`, or of its first sheet.
    ///
    /// - Throws: ``UnknownSheetError``; `ImportError` for a sheet part the archive lacks.
    init(_ workbook: XLSXWorkbook, sheet name: String?) throws {
        self.workbook = workbook
        let sheet = try workbook.sheet(named: name)
        guard let entry = try workbook.archive.entry(sheet.part) else {
            throw ImportError(file: workbook.file, line: 0, reason: "the sheet \(sheet.name)'s part \(sheet.part) is not in the archive")
        }
        self.name = sheet.name
        xml = try XMLStreamReader(entry)
    }

    /// The next row, or nil after the last one.
    ///
    /// - Throws: `ImportError` for XML that is not well formed, an archive that cannot be read.
    /// - Complexity: O(k) for the k bytes of the row's XML.
    func next() throws -> SheetRow? {
        while try xml.read() {
            if xml.isEnd("sheetData") { return nil }
            guard xml.isElement("row") else { continue }
            let number = xml.attribute("r").flatMap { Int($0) }.map { min(max($0, 1), SheetRow.rowLimit) } ?? min(lastRow + 1, SheetRow.rowLimit)
            lastRow = number
            var row = SheetRow(number: number)
            guard !xml.isEmptyElement else { return row }
            var lastColumn = -1
            while try xml.read(), !xml.isEnd("row") {
                guard xml.isElement("c") else { continue }
                let column = xml.attribute("r").flatMap(SheetColumn.reference)?.column ?? lastColumn + 1
                lastColumn = column
                if column < SheetRow.columnLimit, let value = try cell() {
                    row.cells.append(SheetCell(column: column, value: value))
                }
            }
            return row
        }
        return nil
    }

    /// The value of the cell element the reader is on, read to its end; nil for none (a blank
    /// cell with the Text format is empty text).
    private func cell() throws -> Result<String, SheetValueProblem>? {
        let type = xml.attribute("t") ?? "n"
        let style = xml.attribute("s").flatMap { Int($0) } ?? 0
        let blank: Result<String, SheetValueProblem>? = workbook.numberFormats.isText(style: style) ? .success("") : nil
        guard !xml.isEmptyElement else { return blank }
        var written: String?
        while try xml.read(), !xml.isEnd("c") {
            if xml.isElement("v") {
                written = try xml.text()
            } else if xml.isElement("is") {
                written = try xml.text(skipping: ["rPh"])
            }
        }
        guard let written else { return blank }
        switch type {
        case "s":
            guard let index = Int(written), workbook.sharedStrings.indices.contains(index) else {
                return .failure(SheetValueProblem("a shared string \(written) the workbook does not have"))
            }
            return .success(workbook.sharedStrings[index])
        case "inlineStr", "str": return .success(XLSXText.shown(written))
        case "b": return .success(written == "1" || written == "true" ? "true" : "false")
        case "e": return .failure(SheetValueProblem("\(written), an error the spreadsheet shows"))
        case "d": return .success(String(written.prefix { $0 != "T" }))
        default:
            guard let number = Double(written.trimmingSpaces), number.isFinite else {
                return .failure(SheetValueProblem("'\(written)', which is not a number"))
            }
            guard workbook.numberFormats.isDate(style: style) else { return .success(SheetNumber.text(number)) }
            return SheetDate.day(serial: number, date1904: workbook.date1904).map(\.description)
        }
    }
}
