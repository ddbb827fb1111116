/// The raw records of one sheet of an .xlsx or .ods workbook: the archive opened from the
/// import's input, the sheet chosen, and its rows streamed into records (``SheetTable``).
final class SheetStream {
    private enum Reader {
        case xlsx(XLSXSheetReader)
        case ods(ODSSheetReader)
    }

    private let reader: Reader
    private(set) var table: SheetTable

    /// The sheet `sheet` (nil: the first) of the workbook `input` holds, in `format`.
    ///
    /// - Throws: ``UnknownSheetError``; `ImportError` for an input that is not such a workbook.
    init(input: any ImportInput, format: PlantFileFormat, file: String, sheet: String?) throws {
        let kind = format.rawValue
        let archive = try ZipArchive(input: input, file: file, kind: kind)
        if format == .ods {
            let ods = try ODSSheetReader(archive, sheet: sheet)
            reader = .ods(ods)
            table = SheetTable(file: file, sheet: ods.name)
        } else {
            let xlsx = try XLSXSheetReader(XLSXWorkbook(archive), sheet: sheet)
            reader = .xlsx(xlsx)
            table = SheetTable(file: file, sheet: xlsx.name)
        }
    }

    /// The sheet's name.
    var name: String { table.sheet }

    /// The next record (after the header), or nil after the last one.
    ///
    /// - Throws: as ``SheetTable/add(_:)``: an `ImportError` with a ``ImportError/record`` is the
    ///   problem of one record, and the stream goes on past it; any other ends it.
    func next() throws -> RawRecord? {
        while let row = try nextRow() {
            if let record = try table.add(row) { return record }
        }
        try table.finish()
        return nil
    }

    private func nextRow() throws -> SheetRow? {
        switch reader {
        case .xlsx(let reader): try reader.next()
        case .ods(let reader): try reader.next()
        }
    }
}
