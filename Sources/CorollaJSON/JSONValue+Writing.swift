extension JSONValue {
    /// A number written so that it reads back as the same `Double`: whole values without a
    /// fraction (`12`, not `12.0`), others in Swift's shortest round-trip form (`0.1`, `1e-07`).
    public static func number(_ value: Double) -> JSONValue { .number(literal(value)) }

    /// A whole number written exactly, with its digits only: ids and revisions above 2^53 too,
    /// which a `Double` would round.
    public static func number<Integer: BinaryInteger>(_ value: Integer) -> JSONValue { .number(String(value)) }

    /// The text `number(_:)` writes for `value`: also what CSV and TSV exports write. A whole
    /// value that fits 64 bits is written as an integer (`9007199254740992`, not
    /// `9007199254740992.0`).
    public static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 0x1p63 ? String(Int64(value)) : value.description
    }

    /// The JSON text: compact, or `pretty` with two-space indentation and arrays or objects of
    /// plain values (frames) kept on one line.
    public func rendered(pretty: Bool = false) -> String {
        var text = ""
        write(to: &text, pretty: pretty, indent: "")
        return text
    }

    private var isFlat: Bool {
        switch self {
        case .array(let values): values.allSatisfy { !$0.isContainer }
        case .object(let members): members.allSatisfy { !$0.value.isContainer }
        default: true
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    private func write(to text: inout String, pretty: Bool, indent: String) {
        let breaks = pretty && !isFlat
        let inner = indent + "  "
        let separator = breaks ? ",\n" + inner : (pretty ? ", " : ",")
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let value): Self.quote(value, into: &text)
        case .array(let values):
            text += breaks ? "[\n" + inner : "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += separator }
                value.write(to: &text, pretty: pretty, indent: inner)
            }
            text += breaks ? "\n" + indent + "]" : "]"
        case .object(let members):
            text += breaks ? "{\n" + inner : "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += separator }
                Self.quote(member.key, into: &text)
                text += pretty ? ": " : ":"
                member.value.write(to: &text, pretty: pretty, indent: inner)
            }
            text += breaks ? "\n" + indent + "}" : "}"
        }
    }

    /// Writes `string` quoted: `"` and `\\` escaped, and every display control (C0 and C1
    /// controls, DEL, the line and paragraph separators, bidirectional overrides and isolates) as
    /// `\uXXXX` (or `\n`, `\t`, `\r`), so that printed JSON cannot drive a terminal.
    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        BackslashEscapes.append(string, to: &text) { scalar in
            guard scalar.isDisplayControl || scalar == "\"" || scalar == "\\" else { return nil }
            if scalar == "\"" { return "\\\"" }
            if let common = BackslashEscapes.common[scalar] { return common }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        text += "\""
    }
}
