/// A spreadsheet's number as the text an import reads: the shortest decimal that is the number,
/// with at most the 15 significant digits a spreadsheet keeps (`7.0` is `7`, `0.1 + 0.2` is
/// `0.3`), never with an exponent.
enum SheetNumber {
    /// The significant digits a spreadsheet keeps (Excel's and LibreOffice's precision).
    static let significantDigits = 15

    /// The text of the number `written` (as an .xlsx `<v>` or an .ods `office:value` writes it),
    /// or nil when it is not a finite number.
    ///
    /// - Complexity: O(d) for the d digits of the number written out.
    static func text(_ written: String) -> String? {
        guard let number = Double(written.trimmingSpaces), number.isFinite else { return nil }
        return text(number)
    }

    /// The text of `number`, a finite number.
    static func text(_ number: Double) -> String {
        guard number != 0 else { return "0" }
        // Swift writes the shortest decimal that reads back as the number: `7.0`, `1e-05`, `1.5e+20`.
        let shortest = number.magnitude.description
        let (mantissa, exponentText) = shortest.split(separator: "e", maxSplits: 1).map(String.init).splitFirst
        var digits = Array(mantissa.utf8.filter { $0 != UInt8(ascii: ".") })
        // The decimal point's place among `digits`: the value is 0.digits × 10^point.
        var point = (mantissa.utf8.firstIndex(of: UInt8(ascii: ".")).map { mantissa.utf8.distance(from: mantissa.utf8.startIndex, to: $0) } ?? digits.count)
            + (Int(exponentText ?? "0") ?? 0)
        while digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            point -= 1
        }
        if digits.count > significantDigits {
            let roundsUp = digits[significantDigits] >= UInt8(ascii: "5")
            digits.removeLast(digits.count - significantDigits)
            if roundsUp {
                var index = digits.count - 1
                while index >= 0, digits[index] == UInt8(ascii: "9") {
                    digits[index] = UInt8(ascii: "0")
                    index -= 1
                }
                if index >= 0 {
                    digits[index] += 1
                } else {
                    digits.insert(UInt8(ascii: "1"), at: 0)
                    point += 1
                }
            }
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return "0" }
        let zero = UInt8(ascii: "0")
        var text: [UInt8] = number < 0 ? [UInt8(ascii: "-")] : []
        if point <= 0 {
            text += [zero, UInt8(ascii: ".")] + Array(repeating: zero, count: -point) + digits
        } else if point >= digits.count {
            text += digits + Array(repeating: zero, count: point - digits.count)
        } else {
            text += digits[..<point] + [UInt8(ascii: ".")] + digits[point...]
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension Array where Element == String {
    /// The first element and the second, if any.
    fileprivate var splitFirst: (String, String?) { (first ?? "", count > 1 ? self[1] : nil) }
}
