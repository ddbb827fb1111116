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
        wholeValue(value).map { String($0) } ?? value.description
    }

    /// `value` as an integer when it is whole and fits 64 bits: how ``literal(_:)`` decides.
    static func wholeValue(_ value: Double) -> Int64? {
        value == value.rounded() && abs(value) < 0x1p63 ? Int64(value) : nil
    }

    /// The JSON text: compact, or `pretty` with two-space indentation and arrays or objects of
    /// plain values (frames) kept on one line.
    public func rendered(pretty: Bool = false) -> String {
        // A collecting buffer's flush cannot fail: the text is always whole.
        (try? OutputBuffer.collecting { try write(to: $0, pretty: pretty) }) ?? ""
    }

    /// Appends the JSON text to `output`, as ``rendered(pretty:)`` gives it.
    public func write(to output: OutputBuffer, pretty: Bool = false) throws {
        try write(to: output, pretty: pretty, indent: "")
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

    private func write(to output: OutputBuffer, pretty: Bool, indent: String) throws {
        let breaks = pretty && !isFlat
        let inner = indent + "  "
        let separator = breaks ? ",\n" + inner : (pretty ? ", " : ",")
        switch self {
        case .null: try output.append("null")
        case .bool(let value): try output.append(value ? "true" : "false")
        case .number(let literal): try output.append(literal)
        case .string(let value): try output.appendQuoted(value)
        case .array(let values):
            try output.append(breaks ? "[\n" + inner : "[")
            for (index, value) in values.enumerated() {
                if index > 0 { try output.append(separator) }
                try value.write(to: output, pretty: pretty, indent: inner)
            }
            try output.append(breaks ? "\n" + indent + "]" : "]")
        case .object(let members):
            try output.append(breaks ? "{\n" + inner : "{")
            for (index, member) in members.enumerated() {
                if index > 0 { try output.append(separator) }
                try output.appendQuoted(member.key)
                try output.append(pretty ? ": " : ":")
                try member.value.write(to: output, pretty: pretty, indent: inner)
            }
            try output.append(breaks ? "\n" + indent + "}" : "}")
        }
    }
}
