import CorollaJSON
import CorollaTestSupport
import XCTest

/// The streaming writer and the buffer against their twin, the tree renderer.
final class JSONStreamWriterTests: XCTestCase {
    private static let keys: [StaticString] = ["a", "items", "contentSize", "b c", "plantIds"]
    private static let strings = ["", "plain", "quote \" and \\ back", "line\nbreak\ttab", "\u{1B}[31m", "\u{9B}\u{2028}\u{202E}\u{2069}", "龟背竹", "é"]
    private static let numbers: [Double] = [0, -0.0, 1, -12, 0.1, 1e-7, 123.456, 1e300, 9_007_199_254_740_993, -0x1p63, 0x1p63, .infinity]

    /// A random tree of depth at most `depth`, with the keys it uses.
    private func tree(_ random: inout SplitMix64, depth: Int) -> JSONValue {
        switch random.next() % (depth > 0 ? 8 : 5) {
        case 0: return .null
        case 1: return .bool(random.next() % 2 == 0)
        case 2: return .number(Self.numbers[Int(random.next() % UInt64(Self.numbers.count))])
        case 3: return .number(Int64(bitPattern: random.next()) >> Int64(random.next() % 64))
        case 4: return .string(Self.strings[Int(random.next() % UInt64(Self.strings.count))])
        case 5, 6:
            return .array((0..<Int(random.next() % 4)).map { _ in tree(&random, depth: depth - 1) })
        default:
            let count = Int(random.next() % UInt64(Self.keys.count))
            return .object((0..<count).map { JSONMember("\(Self.keys[$0])", tree(&random, depth: depth - 1)) })
        }
    }

    /// Writes `value` through the streaming writer, saying which containers are plain.
    private func stream(_ value: JSONValue, _ writer: inout JSONStreamWriter) throws {
        func plain(_ values: [JSONValue]) -> Bool {
            values.allSatisfy {
                switch $0 {
                case .array, .object: false
                default: true
                }
            }
        }
        switch value {
        case .null: try writer.null()
        case .bool(let flag): try writer.bool(flag)
        case .number(let literal):
            // What `JSONValue.number(Double)` and `.number(Int64)` write.
            if let integer = Int64(literal) { try writer.integer(integer) } else { try writer.number(Double(literal) ?? .nan) }
        case .string(let text): try writer.string(text)
        case .array(let values):
            try writer.beginArray(plain: plain(values))
            for element in values { try stream(element, &writer) }
            try writer.endArray()
        case .object(let members):
            try writer.beginObject(plain: plain(members.map(\.value)))
            for (index, member) in members.enumerated() {
                try writer.key(Self.keys[index])
                try stream(member.value, &writer)
            }
            try writer.endObject()
        }
    }

    /// Rule: the streaming writer gives byte for byte what `rendered(pretty:)` gives for the same
    /// tree, compact and pretty, whatever the nesting, emptiness and values; random trees, fixed seed.
    func testStreamingMatchesRendering() throws {
        var random = SplitMix64(seed: 181)
        for _ in 0..<2_000 {
            let value = tree(&random, depth: 4)
            for pretty in [false, true] {
                let streamed = try OutputBuffer.collecting { output in
                    var writer = JSONStreamWriter(to: output, pretty: pretty)
                    try stream(value, &writer)
                }
                XCTAssertEqual(streamed, value.rendered(pretty: pretty))
            }
        }
    }

    /// Rule: a buffer hands on every byte, in order, across its flushes (texts longer than it
    /// included), and never more than its capacity at once.
    func testBufferFlushesEveryByteInOrder() throws {
        var random = SplitMix64(seed: 7)
        var expected: [UInt8] = []
        var flushed: [UInt8] = []
        let buffer = OutputBuffer { chunk in
            XCTAssertLessThanOrEqual(chunk.count, OutputBuffer.capacity)
            flushed.append(contentsOf: chunk)
        }
        for _ in 0..<3_000 {
            let text = String(repeating: Self.strings[Int(random.next() % UInt64(Self.strings.count))], count: Int(random.next() % 200))
            try buffer.append(text)
            expected += Array(text.utf8)
        }
        let long = String(repeating: "x", count: 3 * OutputBuffer.capacity + 5)
        try buffer.append(long)
        expected += Array(long.utf8)
        try buffer.finish()
        XCTAssertEqual(flushed, expected)
    }
}
