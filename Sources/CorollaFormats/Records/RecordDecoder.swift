import CorollaJSON
import CorollaModel

/// Checks the values of raw records against their fields and the `ImportLimits`.
///
/// Text is kept exactly as written (no trimming): an empty value is absent, except for `notes`,
/// where an explicit empty string (`""` in CSV and JSON, an empty TSV field) is kept as empty notes.
/// Numbers, dates and booleans may have spaces around them.
package struct RecordDecoder {
    let file: String
    /// The last day a watering may be on (see ``WateringDayError``).
    let today: CalendarDate
    /// How the file writes dates besides `YYYY-MM-DD` (nil: the one pattern that reads a date).
    let dateFormat: ImportDateFormat?
    /// Whether numbers are written with a decimal comma (`7,5`; `7.5` is still read).
    var decimalComma = false
    /// The last header's fields, reused while the header stays the same.
    private let lastHeader = HeaderCache()

    package init(file: String, today: CalendarDate = .today, dateFormat: ImportDateFormat? = nil) {
        self.file = file
        self.today = today
        self.dateFormat = dateFormat
    }

    /// `fields` as a header, made once per header.
    private func header(_ fields: [PlantField?]) -> Header {
        if let cached = lastHeader.value, cached.fields == fields { return cached }
        let header = Header(fields: fields, given: Set(fields.compactMap { $0 }), rules: fields.map { $0.map(Rule.init) })
        lastHeader.value = header
        return header
    }

    /// The plant `raw` describes; `fields` names its values in order (nil: an unknown field, skipped).
    ///
    /// A record without `name` needs a key (it then updates the fields it has of that plant); a
    /// `name` given without a value is refused, as the catalog needs one for every plant.
    ///
    /// - Throws: ``ImportErrors`` naming the record's line and each bad field.
    /// - Complexity: O(n) for n characters of the record.
    package func decode(_ raw: RawRecord, fields: [PlantField?], evidence: DateEvidence = DateEvidence()) throws -> PlantRecord {
        let reader = FieldReader(
            file: file, line: raw.line, record: raw.index, dateFormat: dateFormat, decimalComma: decimalComma, evidence: evidence)
        var record = PlantRecord(line: raw.line, index: raw.index)
        var problems = ImportErrors()
        let header = header(fields)
        for (field, (rule, value)) in zip(fields, zip(header.rules, raw.values)) {
            guard let field, let rule else { continue }
            do {
                try read(value, as: field, rule, into: &record, with: reader)
            } catch let error as ImportError {
                problems.add(error)
            }
        }
        // Every field of the record's header is given: the set is made once per header, not by
        // hashing each value's field into it.
        record.given = raw.values.count >= fields.count ? header.given : Set(fields.prefix(raw.values.count).compactMap { $0 })
        let badName = problems.errors.contains { $0.field == PlantField.name.rawValue }
        if record.name == nil, !badName, record.key == nil || record.given.contains(.name) {
            problems.add(reader.failure(.name, "required (every plant needs a name)"))
        }
        if record.favorite == false, record.position != nil {
            problems.add(reader.failure(.position, "given for a plant whose favorite field is false"))
        }
        guard problems.isEmpty else { throw problems }
        return record
    }

    /// Reads `value` as `field` of `record`: as the field's declared type, within its declared limit.
    private func read(_ value: RawValue, as field: PlantField, _ rule: Rule, into record: inout PlantRecord, with reader: FieldReader) throws {
        let read: PlantValue? =
            switch rule.type {
            // A photo is read as its file's path.
            case .text, .photo: try reader.text(value, field, rule).map(PlantValue.text)
            case .integer: try reader.integer(value, field, in: rule.limit?.wholeNumbers ?? Int.min...Int.max).map(PlantValue.integer)
            case .number:
                try reader.number(value, field, in: rule.limit?.numbers ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
                    .map(PlantValue.number)
            case .date: try reader.wateringDay(value, field, today: today).map(PlantValue.date)
            case .boolean: try reader.boolean(value, field).map(PlantValue.boolean)
            case .dates: try reader.dates(value, field).map(PlantValue.dates)
            }
        record.setValue(read, for: field)
    }
}

/// What the decoder reads of a field's declaration: its type, its limit, and whether it keeps blank text.
private struct Rule {
    let type: PlantField.ValueType
    let limit: PlantField.Limit?
    let keepsBlank: Bool

    init(_ field: PlantField) {
        let declaration = field.declaration
        (type, limit, keepsBlank) = (declaration.type, declaration.limit, declaration.keepsBlank)
    }
}

/// A header's fields, the set of them, and each one's rule.
private struct Header {
    let fields: [PlantField?]
    let given: Set<PlantField>
    let rules: [Rule?]
}

private final class HeaderCache {
    var value: Header?
}

/// Reads the values of one record, with errors that name the record and the field.
private struct FieldReader {
    let file: String
    let line: Int
    let record: Int
    let dateFormat: ImportDateFormat?
    let decimalComma: Bool
    /// The order of each date field's dates, from the column's other dates (without `dateFormat`).
    let evidence: DateEvidence

    /// The error for `field`; `problem` is what is wrong without the value (rows whose errors share
    /// it are one problem, ``ImportErrors``), the reason itself when nil.
    func failure(_ field: PlantField, _ reason: String, problem: String? = nil, hint: String? = nil) -> ImportError {
        ImportError(file: file, line: line, record: record, field: field.rawValue, reason: reason, problem: problem, hint: hint)
    }

    /// The error for `field`'s value `written`: `reason, got 'written'`, one problem with every other value.
    func failure(_ field: PlantField, _ reason: String, got written: some StringProtocol, hint: String? = nil) -> ImportError {
        failure(field, "\(reason), got \(Self.shown(written))", problem: reason, hint: hint)
    }

    /// Text of at most the declared number of characters (``ImportLimits/fieldBytes`` when it
    /// declares none); nil when absent or empty, unless the field keeps blank text (then empty is
    /// empty). A key must be one ``PlantKey`` allows.
    func text(_ value: RawValue, _ field: PlantField, _ rule: Rule) throws -> String? {
        let limit = rule.limit?.characters ?? ImportLimits.fieldBytes
        let text: String
        switch value {
        case .absent: return nil
        case .text(let written), .json(.string(let written)): text = written
        case .json(let other): throw failure(field, "expected a string, found \(other.kind)")
        }
        guard !text.isEmpty else { return rule.keepsBlank ? "" : nil }
        guard !Self.containsNUL(text) else { throw failure(field, "contains a NUL character") }
        if text.utf8.count > limit, case let count = text.count, count > limit {
            throw failure(field, "\(count) characters, longer than the limit of \(limit)", problem: "longer than the limit of \(limit) characters")
        }
        guard rule.keepsBlank || !Self.isBlank(text) else {
            throw failure(field, field == .name ? "must not be blank" : "must not be blank (leave it empty for none)")
        }
        if field == .key, let problem = PlantKey.problem(text) { throw failure(.key, problem) }
        return text
    }

    /// A whole number in `range`, written as one (`7`) or as a decimal with no fraction (`7.0`, as
    /// spreadsheets write numbers).
    func integer(_ value: RawValue, _ field: PlantField, in range: ClosedRange<Int>) throws -> Int? {
        guard let (literal, written) = try numberLiteral(value, field) else { return nil }
        guard let number = Int(literal) ?? Self.integral(literal), range.contains(number) else {
            let bounds = range.upperBound == Int.max ? "of \(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
            throw failure(field, "must be a whole number \(bounds)", got: written)
        }
        return number
    }

    /// A number within `range`, written in decimal (`1.5`, `2e-1`).
    func number(_ value: RawValue, _ field: PlantField, in range: ClosedRange<Double>) throws -> Double? {
        guard let (literal, written) = try numberLiteral(value, field) else { return nil }
        // Byte by byte: these are all ASCII, and no two of them make one character.
        let isDecimal = literal.utf8.allSatisfy { Self.decimalBytes.contains($0) } && literal.utf8.contains { (0x30...0x39).contains($0) }
        guard isDecimal, let number = Double(literal), range.contains(number) else {
            throw failure(field, "must be a number from \(range.lowerBound) to \(range.upperBound)", got: written)
        }
        return number
    }

    /// true/false, 1/0, yes/no (any case) in text; a JSON boolean.
    func boolean(_ value: RawValue, _ field: PlantField) throws -> Bool? {
        switch value {
        case .absent: return nil
        case .json(.bool(let flag)): return flag
        case .json(let other): throw failure(field, "expected true or false, found \(other.kind)")
        case .text(let written):
            switch written.trimmingSpaces.lowercased() {
            case "": return nil
            case "true", "1", "yes": return true
            case "false", "0", "no": return false
            default: throw failure(field, "must be true or false (or 1/0, yes/no)", got: written)
            }
        }
    }

    /// A date that exists, from 1900-01-01 to `today`: `YYYY-MM-DD`, or as ``ImportDateFormat``
    /// reads it with the import's `--date-format`.
    func wateringDay(_ value: RawValue, _ field: PlantField, today: CalendarDate) throws -> CalendarDate? {
        let written: Substring
        switch value {
        case .absent: return nil
        case .text(let text), .json(.string(let text)): written = text.trimmingSpaces
        case .json(let other): throw failure(field, "expected a string, found \(other.kind)")
        }
        guard !written.isEmpty else { return nil }
        let date: CalendarDate
        do throws(ImportDateProblem) {
            date = try ImportDateFormat.day(written, format: dateFormat, order: dateFormat == nil ? evidence.order(of: field) : nil)
        } catch {
            let (reason, problem, hint) = error.explained(Self.shown(written), format: dateFormat)
            throw failure(field, reason, problem: problem, hint: hint)
        }
        do throws(WateringDayError) {
            try WateringDayError.check(date, today: today)
        } catch {
            let range = "must be a day from \(WateringDayError.earliest) to today"
            throw failure(field, "\(range): \(error.reason)", problem: range)
        }
        return date
    }

    /// A JSON array of `YYYY-MM-DD` dates that exist, in any order; nil when absent.
    func dates(_ value: RawValue, _ field: PlantField) throws -> [CalendarDate]? {
        switch value {
        case .absent: return nil
        case .text:
            throw failure(field, "a CSV or TSV file cannot hold a watering history", hint: "import the file export --history writes with --history")
        case .json(.array(let elements)):
            return try elements.enumerated().map { index, element in
                guard case .string(let text) = element, let date = CalendarDate(iso: String(text.trimmingSpaces)) else {
                    throw failure(field, "item \(index + 1) must be a date that exists, as YYYY-MM-DD, got \(Self.shown(element.rendered()))")
                }
                return date
            }
        case .json(let other): throw failure(field, "expected an array of dates, found \(other.kind)")
        }
    }

    /// The text of a number as Swift reads it, and as written: a CSV/TSV cell (trimmed; its one
    /// comma a decimal point with ``decimalComma``) or a JSON number; nil when absent or empty.
    private func numberLiteral(_ value: RawValue, _ field: PlantField) throws -> (literal: String, written: String)? {
        switch value {
        case .absent: return nil
        case .json(.number(let literal)): return (literal, literal)
        case .json(let other): throw failure(field, "expected a number, found \(other.kind)")
        case .text(let text):
            let written = String(text.trimmingSpaces)
            guard !written.isEmpty else { return nil }
            guard decimalComma, let comma = written.firstIndex(of: ","), written.utf8.count(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }) == 1
            else { return (written, written) }
            return (written.replacingCharacters(in: comma...comma, with: "."), written)
        }
    }

    /// The whole number a decimal with a fraction of zeros writes (`7.0`, `-3.00`), or nil.
    private static func integral(_ literal: String) -> Int? {
        guard let point = literal.firstIndex(of: "."), literal[literal.index(after: point)...].allSatisfy({ $0 == "0" }) else { return nil }
        return Int(literal[..<point])
    }

    /// The bytes a decimal number may be written with: `0123456789+-.eE`.
    private static let decimalBytes = Set("0123456789+-.eE".utf8)

    /// Whether `text` holds a NUL character.
    ///
    /// - Complexity: O(n) for n UTF-8 bytes (a plain loop over them when the string is contiguous).
    private static func containsNUL(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? text.utf8.contains(0)
    }

    /// Whether every character of `text` is white space.
    ///
    /// - Complexity: O(1) when the text starts with an ASCII character that is not white space (a
    ///   character is white space by its first scalar); O(n) for n characters otherwise.
    private static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// A value quoted for a message, cut after 40 characters.
    private static func shown(_ value: some StringProtocol) -> String {
        value.count > 40 ? "'\(value.prefix(40))…'" : "'\(value)'"
    }
}
