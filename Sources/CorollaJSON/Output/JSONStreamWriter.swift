/// Writes JSON into an ``OutputBuffer`` as it is produced, with the layout of
/// ``JSONValue/rendered(pretty:)``: compact, or `pretty` with two-space indentation where a
/// container holding only plain values (numbers, strings, …; or nothing) stays on one line. The
/// caller says which containers are plain when it opens them.
public struct JSONStreamWriter {
    public let output: OutputBuffer
    public let pretty: Bool
    /// The open containers: whether each breaks its elements onto lines, and how many it has.
    private var open: [(breaks: Bool, count: Int)] = []
    /// A key was just written: the next value is its member's, with no separator before it.
    private var afterKey = false

    public init(to output: OutputBuffer, pretty: Bool) {
        self.output = output
        self.pretty = pretty
    }

    /// Opens an array; `plain` when none of its elements is an array or an object.
    public mutating func beginArray(plain: Bool) throws { try begin(UInt8(ascii: "["), plain: plain) }

    /// Opens an object; `plain` when none of its values is an array or an object.
    public mutating func beginObject(plain: Bool) throws { try begin(UInt8(ascii: "{"), plain: plain) }

    /// Closes the innermost array.
    public mutating func endArray() throws { try end(UInt8(ascii: "]")) }

    /// Closes the innermost object.
    public mutating func endObject() throws { try end(UInt8(ascii: "}")) }

    /// Writes a member's key (a constant without characters to escape) and its colon.
    public mutating func key(_ name: StaticString) throws {
        try separate()
        try output.append(byte: 0x22)
        try output.append(constant: name)
        try output.append(constant: pretty ? "\": " : "\":")
        afterKey = true
    }

    /// A number as ``JSONValue/number(_:)-(Double)`` writes it.
    public mutating func number(_ value: Double) throws {
        try separate()
        try output.appendNumber(value)
    }

    /// A whole number, exactly.
    public mutating func integer(_ value: Int64) throws {
        try separate()
        try output.appendInteger(value)
    }

    public mutating func string(_ value: String) throws {
        try separate()
        try output.appendQuoted(value)
    }

    public mutating func bool(_ value: Bool) throws {
        try separate()
        try output.append(constant: value ? "true" : "false")
    }

    public mutating func null() throws {
        try separate()
        try output.append(constant: "null")
    }

    /// `[x, y, w, h]`-style: a plain array of numbers.
    public mutating func numbers(_ values: some Sequence<Double>) throws {
        try beginArray(plain: true)
        for value in values { try number(value) }
        try endArray()
    }

    private mutating func begin(_ bracket: UInt8, plain: Bool) throws {
        try separate()
        let breaks = pretty && !plain
        try output.append(byte: bracket)
        open.append((breaks, 0))
        if breaks { try newline() }
    }

    private mutating func end(_ bracket: UInt8) throws {
        guard let closed = open.popLast() else { return }
        if closed.breaks { try newline() }
        try output.append(byte: bracket)
    }

    /// The separator before an element of the innermost container (none before the first, nor
    /// before a member's value).
    private mutating func separate() throws {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = open.indices.last else { return }
        defer { open[last].count += 1 }
        guard open[last].count > 0 else { return }
        try output.append(byte: UInt8(ascii: ","))
        if open[last].breaks {
            try newline()
        } else if pretty {
            try output.append(byte: 0x20)
        }
    }

    /// A line break and the indentation of the innermost container's elements (or, when closing,
    /// of the container itself: `open` has already lost it).
    private func newline() throws {
        try output.append(byte: 0x0A)
        for _ in 0..<open.count { try output.append(constant: "  ") }
    }
}
