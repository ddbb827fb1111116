import CorollaJSON
import CorollaStore

/// A value of an exported plant, before a format writes it.
public enum ExportValue: Hashable, Sendable {
    case absent
    case text(String)
    /// A number's literal text.
    case number(String)
    case boolean(Bool)
    /// A day: `YYYY-MM-DD` text, but for a workbook's date cell.
    case date(CalendarDate)
    /// A list of texts: a JSON array of strings; in CSV and TSV, the texts separated by spaces.
    case list([String])

    /// The values of `plant` for `fields`, with the `photo` column's path, its favorite position
    /// (nil: not a favorite) and the days it was watered (``PlantField/waterings``), oldest first.
    static func row(_ plant: Plant, fields: [PlantField], photoPath: String?, position: Int?, waterings: [CalendarDate] = []) -> [ExportValue] {
        let draft = plant.draft
        return fields.map { field in
            switch field {
            case .photo: text(photoPath)
            case .favorite: .boolean(position != nil)
            case .position: position.map { .number(String($0)) } ?? .absent
            case .waterings: .list(waterings.map(\.description))
            default: ExportValue(draft.value(of: field))
            }
        }
    }

    /// The values of `watering` for ``ExportColumns/history``, in ``HistoryField``'s order: the
    /// plant's key and name, the day, and who watered (absent when unknown).
    static func history(_ watering: WateringRecord) -> [ExportValue] {
        [.text(watering.key), .text(watering.name), .date(watering.day), text(watering.by)]
    }

    /// A plant's value as written: text, a number's literal, a date (days as a list of
    /// `YYYY-MM-DD`), a photo by its size (the `photo` column writes the file's path instead).
    init(_ value: PlantValue?) {
        switch value {
        case nil: self = .absent
        case .text(let text): self = .text(text)
        case .integer(let number): self = .number(String(number))
        case .number(let number): self = .number(JSONValue.literal(number))
        case .date(let date): self = .date(date)
        case .photo(let photo): self = .text("\(photo.width)×\(photo.height)")
        case .boolean(let flag): self = .boolean(flag)
        case .dates(let days): self = .list(days.map(\.description))
        }
    }

    private static func text(_ value: String?) -> ExportValue {
        value.map(ExportValue.text) ?? .absent
    }

    /// The JSON value: `null` when absent.
    public var json: JSONValue {
        switch self {
        case .absent: .null
        case .text(let text): .string(text)
        case .number(let literal): .number(literal)
        case .boolean(let flag): .bool(flag)
        case .date(let day): .string(day.description)
        case .list(let texts): .array(texts.map(JSONValue.string))
        }
    }

    /// Appends the JSON text of ``json`` to `output`.
    func writeJSON(to output: OutputBuffer) throws {
        switch self {
        case .absent: try output.append(constant: "null")
        case .text(let text): try output.appendQuoted(text)
        case .number(let literal): try output.append(literal)
        case .boolean(let flag): try output.append(constant: flag ? "true" : "false")
        case .date(let day): try output.appendQuoted(day.description)
        case .list(let texts):
            try output.append(byte: UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 { try output.append(byte: UInt8(ascii: ",")) }
                try output.appendQuoted(text)
            }
            try output.append(byte: UInt8(ascii: "]"))
        }
    }

    /// Appends the CSV field: empty when absent, `""` for the empty string, quoted when it holds a
    /// comma, a quote, CR or LF (quotes doubled).
    func writeCSV(to output: OutputBuffer) throws {
        try writeField(to: output, absent: "") { text in
            guard text.isEmpty || text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
                return try output.append(text)
            }
            try output.append(byte: 0x22)
            try output.append(text) { $0 == 0x22 ? "\"\"" : nil }
            try output.append(byte: 0x22)
        }
    }

    /// Appends the TSV field: `\N` when absent; backslash, tab, LF and CR escaped.
    func writeTSV(to output: OutputBuffer) throws {
        try writeField(to: output, absent: "\\N") { text in
            guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                return try output.append(text)
            }
            try output.append(text) { $0 < 0x20 || $0 == 0x5C ? BackslashEscapes.common[Unicode.Scalar($0)] : nil }
        }
    }

    /// Appends the field of a delimited format: `absent`, the number, `true`/`false`, or the text
    /// (a day's `YYYY-MM-DD`) as `write` writes it.
    private func writeField(to output: OutputBuffer, absent: StaticString, text write: (String) throws -> Void) throws {
        switch self {
        case .absent: try output.append(constant: absent)
        case .number(let literal): try output.append(literal)
        case .boolean(let flag): try output.append(constant: flag ? "true" : "false")
        case .text(let text): try write(text)
        case .date(let day): try write(day.description)
        case .list(let texts): try write(texts.joined(separator: " "))
        }
    }
}
