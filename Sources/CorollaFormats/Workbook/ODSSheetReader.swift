/// The rows of an .ods sheet (OpenDocument, what LibreOffice saves), streamed through the
/// workbook's `content.xml` one row at a time: its first `<table:table>`, or the one named.
///
/// A cell's `office:value-type` says what it holds: a number (`float`, `percentage`, `currency`:
/// `office:value`), a date (`office:date-value`), a boolean (`office:boolean-value`), or text (its
/// `<text:p>` paragraphs joined by line breaks, `<text:s>` spaces, `<text:tab>` and `<text:span>`
/// runs). Repeated cells and rows (`table:number-columns-repeated`, `number-rows-repeated`) are
/// counted, not expanded, when empty: a sheet's trailing million empty rows cost nothing.
final class ODSSheetReader {
    static let table = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
    static let office = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
    static let text = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"

    private let xml: XMLStreamReader
    private let file: String
    /// The sheet's name.
    let name: String
    /// The number the next row gets.
    private var nextRow = 1
    /// How many rows a row with values written once stands for, at most: its repeats are the same
    /// plant, so a file that repeats one more is refused rather than read a million times.
    static let repeatedRowLimit = 1_000
    /// A row written once for several, and how many more times it is handed out.
    private var repeated: (row: SheetRow, left: Int)?

    /// A reader of the sheet `name` of the workbook `archive` holds, or of its first sheet.
    ///
    /// - Throws: ``UnknownSheetError``; `ImportError` for an archive that is not an .ods workbook,
    ///   or a workbook without sheets.
    init(_ archive: ZipArchive, sheet wanted: String?) throws {
        file = archive.file
        guard let entry = try archive.entry("content.xml") else {
            throw ZipArchive.notAnArchive(file: archive.file, kind: "ods", reason: "a zip archive without content.xml")
        }
        xml = try XMLStreamReader(entry)
        var seen: [String] = []
        while try xml.read() {
            guard xml.isElement("table"), let name = xml.attribute("name", namespace: Self.table) else { continue }
            if wanted == nil || name == wanted {
                self.name = name
                return
            }
            seen.append(name)
        }
        guard let wanted else { throw ImportError(file: file, line: 0, reason: "the workbook has no sheets") }
        throw UnknownSheetError(file: file, name: wanted, sheets: seen)
    }

    /// The next row, or nil after the sheet's last one.
    ///
    /// - Throws: `ImportError` for XML that is not well formed, an archive that cannot be read.
    /// - Complexity: O(k) for the k bytes of the row's XML.
    func next() throws -> SheetRow? {
        if let (row, left) = repeated, left > 0 {
            repeated = left > 1 ? (row, left - 1) : nil
            var copy = row
            copy.number = nextRow
            nextRow += 1
            return copy
        }
        while try xml.read() {
            if xml.isEnd("table") { return nil }
            guard xml.isElement("table-row") else { continue }
            let count = repeats("number-rows-repeated")
            var row = SheetRow(number: min(nextRow, SheetRow.rowLimit))
            if !xml.isEmptyElement { row.cells = try cells() }
            guard !row.cells.isEmpty else {
                nextRow = min(nextRow + count, SheetRow.rowLimit + 1)
                continue
            }
            guard count <= Self.repeatedRowLimit else {
                throw ImportError(
                    file: file, line: row.number, reason: "a row with values written once for \(count) rows (table:number-rows-repeated), over the \(Self.repeatedRowLimit) read",
                    hint: "every repeat of a row is the same plant: keep one", sheet: name)
            }
            nextRow += 1
            let left = min(count - 1, SheetRow.rowLimit - row.number)
            if left > 0 { repeated = (row, left) }
            return row
        }
        return nil
    }

    /// How many times the current element stands, by its attribute `name` (at least 1).
    private func repeats(_ name: String) -> Int {
        xml.attribute(name, namespace: Self.table).flatMap { Int($0) }.map { min(max($0, 1), SheetRow.rowLimit) } ?? 1
    }

    /// The cells of the row element the reader is on, read to its end.
    private func cells() throws -> [SheetCell] {
        var cells: [SheetCell] = []
        var column = 0
        while try xml.read(), !xml.isEnd("table-row") {
            guard xml.isElement("table-cell") || xml.isElement("covered-table-cell") else { continue }
            let count = repeats("number-columns-repeated")
            if let value = try cell(), !(value == .success("")) {
                for index in column..<min(column + count, SheetRow.columnLimit) {
                    cells.append(SheetCell(column: index, value: value))
                }
            }
            column = min(column + count, SheetRow.columnLimit)
        }
        return cells
    }

    /// The value of the cell element the reader is on, read to its end; nil for none.
    private func cell() throws -> Result<String, SheetValueProblem>? {
        let type = xml.attribute("value-type", namespace: Self.office)
        let attribute = { (name: String) in self.xml.attribute(name, namespace: Self.office) }
        let value: Result<String, SheetValueProblem>? =
            switch type {
            case "float", "percentage", "currency":
                attribute("value").map { written in
                    SheetNumber.text(written).map { .success($0) } ?? .failure(SheetValueProblem("'\(written)', which is not a number"))
                }
            case "date": attribute("date-value").map { .success(String($0.prefix { $0 != "T" })) }
            case "boolean": attribute("boolean-value").map { .success($0 == "true" || $0 == "1" ? "true" : "false") }
            case "string": attribute("string-value").map { .success($0) }
            default: nil
            }
        let paragraphs = try self.paragraphs()
        guard type != nil else { return nil }
        return value ?? .success(paragraphs)
    }

    /// The text of the cell element the reader is on: its paragraphs joined by line breaks, read
    /// to the cell's end (its annotations left out).
    private func paragraphs() throws -> String {
        guard !xml.isEmptyElement else { return "" }
        let cellDepth = xml.depth
        var paragraphs: [String] = []
        var current: String?
        var skipping: Int?
        var bytes = 0
        while try xml.read() {
            let depth = xml.depth
            if let skip = skipping {
                if xml.node == .endElement, depth == skip { skipping = nil }
                continue
            }
            switch xml.node {
            case .endElement? where depth == cellDepth:
                if let current { paragraphs.append(current) }
                return paragraphs.joined(separator: "\n")
            case .element?:
                switch xml.localName {
                case "annotation":
                    if !xml.isEmptyElement { skipping = depth }
                case "p", "h":
                    if let done = current { paragraphs.append(done) }
                    current = ""
                case "s":
                    let count = xml.attribute("c", namespace: Self.text).flatMap { Int($0) }.map { min(max($0, 1), 1024) } ?? 1
                    current = (current ?? "") + String(repeating: " ", count: count)
                    bytes += count
                case "tab": current = (current ?? "") + "\t"
                case "line-break": current = (current ?? "") + "\n"
                default: continue
                }
            case .text?, .cdata?, .significantWhitespace?:
                current = (current ?? "") + xml.value
                bytes += xml.value.utf8.count
            default: continue
            }
            guard bytes <= ImportLimits.fieldBytes else {
                throw ImportError(file: file, line: 0, reason: "a cell's text in content.xml longer than \(ImportLimits.fieldBytes >> 20) MiB, the limit")
            }
        }
        return paragraphs.joined(separator: "\n")
    }
}
