/// Which of an .xlsx workbook's cell styles show a number as a date, from `xl/styles.xml`: each
/// `<xf>` of `<cellXfs>` names a number format (`numFmtId`), built in or declared in `<numFmts>`.
struct XLSXNumberFormats {
    /// Whether each cell style (`s` of a cell: an index into `<cellXfs>`) shows a date.
    private(set) var dateStyles: [Bool] = []
    /// Whether each cell style has the Text format (`@`, built-in 49): its blank cell is empty text.
    private(set) var textStyles: [Bool] = []

    /// The built-in number formats that show a date or a time: 14–22 (`m/d/yyyy`, `d-mmm-yy`,
    /// `h:mm`, `m/d/yy h:mm`, …) and 45–47 (`mm:ss`, `[h]:mm:ss`, `mm:ss.0`).
    static let builtInDates: Set<Int> = Set(14...22).union(45...47)

    /// Whether cells of style `index` show a date.
    func isDate(style index: Int) -> Bool {
        dateStyles.indices.contains(index) && dateStyles[index]
    }

    /// Whether cells of style `index` have the Text format.
    func isText(style index: Int) -> Bool {
        textStyles.indices.contains(index) && textStyles[index]
    }

    /// Whether the format `code` shows a date or a time: it has a `d`, `m`, `y` or `h` code
    /// outside quoted text (`"days"`), brackets (`[Red]`, `[$-409]`), escapes (`\d`) and the
    /// padding and fill marks (`_)`, `*-`), in its first section.
    static func isDate(code: String) -> Bool {
        var inQuotes = false
        var inBrackets = false
        var escaped = false
        for character in code.lowercased() {
            if escaped {
                escaped = false
                continue
            }
            if inQuotes {
                if character == "\"" { inQuotes = false }
                continue
            }
            if inBrackets {
                if character == "]" { inBrackets = false }
                continue
            }
            switch character {
            case "\"": inQuotes = true
            case "[": inBrackets = true
            case "\\", "_", "*": escaped = true
            case ";": return false
            case "d", "m", "y", "h": return true
            default: continue
            }
        }
        return false
    }

    /// The date styles of the styles part `xml`.
    ///
    /// - Throws: as ``XMLStreamReader/read()``.
    /// - Complexity: O(n) for the n bytes of the part.
    init(reading xml: XMLStreamReader) throws {
        var custom: [Int: Bool] = [:]
        var customText: Set<Int> = []
        var inCellStyles = false
        while try xml.read() {
            if xml.isElement("numFmt"), let id = xml.attribute("numFmtId").flatMap({ Int($0) }) {
                let code = xml.attribute("formatCode") ?? ""
                custom[id] = Self.isDate(code: code)
                if code == "@" { customText.insert(id) }
            } else if xml.isElement("cellXfs") {
                inCellStyles = !xml.isEmptyElement
            } else if xml.isEnd("cellXfs") {
                inCellStyles = false
            } else if inCellStyles, xml.isElement("xf") {
                let id = xml.attribute("numFmtId").flatMap { Int($0) } ?? 0
                dateStyles.append(custom[id] ?? Self.builtInDates.contains(id))
                textStyles.append(customText.contains(id) || (custom[id] == nil && id == 49))
                guard dateStyles.count <= 1 << 20 else { break }
            }
        }
    }

    init() {}
}
