#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where to split a CSV file in two: the first line start after its middle outside quoted fields.
struct CSVSplit {
    /// The offset of the first byte of the second half: just after a line feed.
    let offset: Int
    /// The line the second half starts on.
    let line: Int
    /// How many line feeds each half holds (at least as many as its records).
    let firstLines: Int
    let secondLines: Int

    /// The split of `bytes`, or nil when no line starts after the middle outside quotes.
    ///
    /// A quote opens or closes a quoted field, or is one of a doubled pair inside one, so an even
    /// count of quotes before a line feed puts it outside quotes in a well-formed file; in a
    /// malformed one, the first half's reader finds the fault before the split.
    ///
    /// - Complexity: O(n) for n bytes.
    init?(_ bytes: [UInt8]) {
        let quote = UInt8(ascii: "\""), lf: UInt8 = 0x0A
        let found: (offset: Int, quotes: Int, lines: Int)? = bytes.withUnsafeBufferPointer { buffer in
            let middle = buffer.count / 2
            var (quotes, lines) = Self.counts(of: quote, lf, in: UnsafeBufferPointer(rebasing: buffer[..<middle]))
            var index = middle
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == quote {
                    quotes += 1
                } else if byte == lf {
                    lines += 1
                    if quotes % 2 == 0 { return (index, quotes, lines) }
                }
            }
            return nil
        }
        guard let found, found.offset < bytes.count else { return nil }
        offset = found.offset
        line = found.lines + 1
        firstLines = found.lines
        secondLines = bytes.withUnsafeBufferPointer { Self.counts(of: lf, lf, in: UnsafeBufferPointer(rebasing: $0[found.offset...])).0 }
    }

    /// How many bytes of `buffer` are `first`, and how many are `second`.
    ///
    /// By `memchr`, which scans many bytes per step: neither half can start before the count.
    ///
    /// - Complexity: O(n) for n bytes.
    static func counts(of first: UInt8, _ second: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        (count(of: first, in: buffer), count(of: second, in: buffer))
    }

    private static func count(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        var position = UnsafeRawPointer(base)
        let end = position + buffer.count
        while position < end, let found = memchr(position, Int32(byte), end - position) {
            count += 1
            position = UnsafeRawPointer(found) + 1
        }
        return count
    }
}
