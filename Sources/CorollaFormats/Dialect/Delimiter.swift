/// The character between the fields of a CSV file: a comma, or what spreadsheets write where the
/// comma is the decimal separator (a semicolon), or a tab (Excel's "Unicode Text"), or a pipe.
public enum Delimiter: String, CaseIterable, Hashable, Sendable {
    case comma, semicolon, tab, pipe

    /// The byte written between fields.
    public var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: 0x09
        case .pipe: UInt8(ascii: "|")
        }
    }

    /// The delimiter `text` is or names: `,` `;` `|`, a tab or `\t`, or its name (`semicolon`).
    public init?(text: String) {
        if let named = Self(rawValue: text.lowercased()) {
            self = named
        } else if let found = Self.allCases.first(where: { text.utf8.elementsEqual([$0.byte]) }) {
            self = found
        } else if text == "\\t" {
            self = .tab
        } else {
            return nil
        }
    }

    /// How many rows after the header the sniffer reads.
    static let sniffedRows = 10

    /// The delimiter of the CSV text that starts with `bytes` (its header, then rows), as Python's
    /// `csv.Sniffer` and spreadsheets' import find it: among the delimiters the header holds
    /// (outside quotes), the one every sampled row holds as often as the header does, most often
    /// in the header first; failing that, the one the header holds most; a comma for a header of
    /// one column. Ties go to the earlier case (a comma first).
    ///
    /// - Complexity: O(n) for the n bytes of the header and the first ``sniffedRows`` rows.
    static func sniffed(_ bytes: ArraySlice<UInt8>) -> Delimiter {
        var counts: [[Int]] = []  // per row read, per case
        var row = [Int](repeating: 0, count: allCases.count)
        var quoted = false, blank = true
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            guard !quoted else { continue }
            if byte == 0x0A {
                if !blank { counts.append(row) }
                guard counts.count <= sniffedRows else { break }
                row = [Int](repeating: 0, count: allCases.count)
                blank = true
                continue
            }
            if byte != 0x0D, byte != 0x20 { blank = false }
            if let index = allCases.firstIndex(where: { $0.byte == byte }) { row[index] += 1 }
        }
        if !blank { counts.append(row) }
        guard let header = counts.first else { return .comma }
        let present = allCases.indices.filter { header[$0] > 0 }
        let consistent = present.filter { index in counts.dropFirst().allSatisfy { $0[index] == header[index] } }
        let best = (consistent.isEmpty ? present : consistent).max { header[$0] < header[$1] || (header[$0] == header[$1] && $0 > $1) }
        return best.map { allCases[$0] } ?? .comma
    }
}
