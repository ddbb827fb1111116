/// A number written as people write one in decimal: an optional minus sign, digits, and an
/// optional fraction (`390`, `-12.5`). Nothing else reads as a number: no `+`, exponent,
/// hexadecimal (`0x10`, which Swift's `Double("0x10")` reads as 16), `inf`, `nan` or spaces.
public enum PlainDecimal {
    /// Whether `text` is a plain decimal; with `fraction` false, a whole one.
    public static func isPlain(_ text: some StringProtocol, fraction: Bool = true) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let whole = bytes.prefix { (48...57).contains($0) }
        guard !whole.isEmpty else { return false }
        let rest = bytes.dropFirst(whole.count)
        guard let point = rest.first else { return true }
        let decimals = rest.dropFirst()
        return fraction && point == UInt8(ascii: ".") && !decimals.isEmpty && decimals.allSatisfy { (48...57).contains($0) }
    }

    /// The finite number `text` writes, when it is a plain decimal.
    public static func double(_ text: some StringProtocol) -> Double? {
        guard isPlain(text), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// The integer `text` writes, when it is a whole plain decimal within `T`'s range.
    public static func integer<T: FixedWidthInteger>(_ text: some StringProtocol, as type: T.Type = Int.self) -> T? {
        isPlain(text, fraction: false) ? T(String(text)) : nil
    }
}
