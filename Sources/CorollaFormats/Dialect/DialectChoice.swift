/// How an import file is written, as the user said it (nil: found in the file): its delimiter
/// (CSV), whether its numbers use a decimal comma, its text encoding; which sheet of a workbook.
public struct DialectChoice: Hashable, Sendable {
    /// CSV: the delimiter (`--delimiter`); nil: sniffed from the header and the first rows.
    public var delimiter: Delimiter?
    /// Numbers are written with a decimal comma (`--decimal-comma`); false: only where the file is
    /// semicolon-separated.
    public var decimalComma: Bool
    /// The text encoding (`--encoding`); nil: UTF-8, or UTF-16 by its byte order mark.
    public var encoding: TextEncoding?
    /// An .xlsx or .ods workbook's sheet to read (`--sheet`); nil: the first.
    public var sheet: String?

    public init(delimiter: Delimiter? = nil, decimalComma: Bool = false, encoding: TextEncoding? = nil, sheet: String? = nil) {
        self.delimiter = delimiter
        self.decimalComma = decimalComma
        self.encoding = encoding
        self.sheet = sheet
    }
}

/// How an import file was read: what the user said, or what was found in the file.
public struct Dialect: Hashable, Sendable {
    /// CSV: the delimiter; nil for the other formats.
    public var delimiter: Delimiter?
    /// Whether the delimiter was sniffed (not given with `--delimiter`).
    public var sniffed: Bool
    /// Whether numbers were read with a decimal comma (`7,5`).
    public var decimalComma: Bool
    /// The text encoding.
    public var encoding: TextEncoding
    /// A workbook's sheet that was read; nil for the text formats.
    public var sheet: String?

    public init(delimiter: Delimiter?, sniffed: Bool, decimalComma: Bool, encoding: TextEncoding, sheet: String? = nil) {
        (self.delimiter, self.sniffed, self.decimalComma, self.encoding, self.sheet) = (delimiter, sniffed, decimalComma, encoding, sheet)
    }

    /// Whether the file is written as Corolla writes CSV (commas, decimal points, UTF-8), or is
    /// not CSV and in UTF-8: nothing to say about it.
    public var isPlain: Bool { (delimiter ?? .comma) == .comma && !decimalComma && encoding == .utf8 }

    /// What differs from plain: `semicolon-separated, decimal commas, Windows-1252`; a workbook's sheet.
    public var differences: [String] {
        var parts: [String] = []
        if let sheet { parts.append("sheet '\(sheet)'") }
        if let delimiter, delimiter != .comma { parts.append("\(delimiter.rawValue)-separated") }
        if decimalComma { parts.append("decimal commas") }
        if encoding != .utf8 { parts.append(encoding.name) }
        return parts
    }

    /// `CSV separated by semicolons (found in the header), with decimal commas, in UTF-8`; for a
    /// workbook `sheet 'Plants'`; for the other formats `UTF-8` (`UTF-8, with decimal commas`).
    public var description: String {
        if let sheet { return "sheet '\(sheet)'" }
        let commas = decimalComma ? ", with decimal commas" : ""
        guard let delimiter else { return encoding.name + commas }
        let found = sniffed ? "found in the header" : "--delimiter"
        return "CSV separated by \(delimiter.rawValue)s (\(found))\(commas), in \(encoding.name)"
    }
}
