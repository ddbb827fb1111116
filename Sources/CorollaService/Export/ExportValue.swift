import CorollaJSON
import CorollaStore
import Foundation

/// A value of an exported plant, before a format writes it.
enum ExportValue: Hashable {
    case absent
    case text(String)
    /// A number's literal text.
    case number(String)
    case boolean(Bool)

    /// The values of `plant`, in `PlantField.allCases` order, with the `photo` column's path and
    /// its favorite position (nil: not a favorite).
    static func row(_ plant: Plant, photoPath: String?, position: Int?) -> [ExportValue] {
        [
            .text(plant.key), .text(plant.name), text(plant.kind), text(plant.notes),
            plant.waterEveryDays.map { .number(String($0)) } ?? .absent, text(plant.lastWatered?.description),
            text(photoPath), plant.photoAspect.map { .number(JSONValue.literal($0)) } ?? .absent,
            .boolean(position != nil), position.map { .number(String($0)) } ?? .absent,
        ]
    }

    private static func text(_ value: String?) -> ExportValue {
        value.map(ExportValue.text) ?? .absent
    }

    /// The JSON value: `null` when absent.
    var json: JSONValue {
        switch self {
        case .absent: .null
        case .text(let text): .string(text)
        case .number(let literal): .number(literal)
        case .boolean(let flag): .bool(flag)
        }
    }

    /// The CSV field: empty when absent, `""` for the empty string, quoted when it holds a comma, a
    /// quote, CR or LF (quotes doubled).
    var csv: String {
        field(absent: "") { text in
            guard text.isEmpty || text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
            return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }

    /// The TSV field: `\N` when absent; backslash, tab, LF and CR escaped.
    var tsv: String {
        field(absent: "\\N") { text in
            guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
            var escaped = ""
            BackslashEscapes.append(text, to: &escaped) { BackslashEscapes.common[$0] }
            return escaped
        }
    }

    /// The field of a delimited format: `absent`, the number, `true`/`false`, or the written text.
    private func field(absent: String, text write: (String) -> String) -> String {
        switch self {
        case .absent: absent
        case .number(let literal): literal
        case .boolean(let flag): flag ? "true" : "false"
        case .text(let text): write(text)
        }
    }
}
