import CorollaJSON
import Foundation

extension Scenario {
    /// The JSON readers side by side on the 100k-item waterfall request (1.8 MB), in this process,
    /// each reading every item's height: Corolla's parser into a tree, its cursor straight into an
    /// array, Foundation's `JSONSerialization` (a tree of `NSObject`s) and `JSONDecoder` (Codable),
    /// simdjson's DOM (``SimdJSONReader``), each against the cursor; then the import's reader against
    /// simdjson on 100k plants (``runImportReaders(_:)``). Information lines: the table behind the
    /// choice of reader.
    static var ioJSONReaders: Scenario {
        Scenario(
            name: "io.jsonReaders",
            summary: "JSON readers in process: tree parser, JSONSerialization, JSONDecoder, simdjson vs the cursor; simdjson vs the import's reader",
            run: runJSONReaders)
    }

    /// The request's shape, for `JSONDecoder`.
    private struct Request: Decodable {
        struct Section: Decodable { var items: [Item] }
        struct Item: Decodable { var height: Double? }
        var sections: [Section]
    }

    private static func runJSONReaders(_ context: BenchContext) throws -> [Outcome] {
        let bytes = Array(waterfallRequest(100_000).utf8)
        let data = Data(bytes)
        let expected = Waterfall.heights(100_000).reduce(0, +)
        func checked(_ total: Double, _ name: String) throws {
            guard total == expected else { throw BenchError.mismatch("\(name) read a total height of \(total), not \(expected)") }
        }
        let cursor = {
            try Sampler.time { try checked(try cursorHeights(bytes), "the cursor") }
        }
        let simdjson = SimdJSONReader()
        let padded = SimdJSONReader.Padded(bytes)
        let readers: [(String, () throws -> Void)] = [
            ("io.jsonReaders.tree", { try checked(try treeHeights(bytes), "the tree parser") }),
            ("io.jsonReaders.serialization", { try checked(try serializationHeights(data), "JSONSerialization") }),
            ("io.jsonReaders.decoder", {
                let request = try JSONDecoder().decode(Request.self, from: data)
                try checked(request.sections.flatMap(\.items).reduce(0) { $0 + ($1.height ?? 0) }, "JSONDecoder")
            }),
            ("io.jsonReaders.simdjson", { try checked(try simdjsonHeights(simdjson, padded), "simdjson") }),
        ]
        let outcomes = try readers.map { name, read in
            let samples = try Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 3, full: 11), ours: cursor, baseline: { try Sampler.time(read) })
            return Outcome(
                name: name, ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: .info,
                details: [("items", "100k"), ("bytes", "\(bytes.count)")],
                note: "ours: the cursor reading every height into an array; baseline: the named reader, in process")
        }
        return try outcomes + runImportReaders(context)
    }

    /// The heights read with a ``JSONCursor``: `{… "sections": [{"items": [{"height": h}, …]}]}`.
    private static func cursorHeights(_ bytes: [UInt8]) throws -> Double {
        var cursor = JSONCursor(bytes)
        var heights: [Double] = []
        guard cursor.consume(UInt8(ascii: "{")) else { throw BenchError.mismatch("not an object") }
        repeat {
            guard let key = cursor.plainString(), cursor.consume(UInt8(ascii: ":")) else { throw BenchError.mismatch("no key") }
            guard key == "sections" else {
                guard cursor.value() != nil else { throw BenchError.mismatch("bad \(key)") }
                continue
            }
            _ = cursor.consume(UInt8(ascii: "["))
            _ = cursor.consume(UInt8(ascii: "{"))
            guard cursor.plainString() == "items", cursor.consume(UInt8(ascii: ":")), cursor.consume(UInt8(ascii: "[")) else {
                throw BenchError.mismatch("no items")
            }
            repeat {
                guard cursor.consume(UInt8(ascii: "{")), cursor.plainString() == "height", cursor.consume(UInt8(ascii: ":")),
                    let height = cursor.number(), cursor.consume(UInt8(ascii: "}"))
                else { throw BenchError.mismatch("bad item") }
                heights.append(height)
            } while cursor.consume(UInt8(ascii: ","))
            _ = cursor.consume(UInt8(ascii: "]")) && cursor.consume(UInt8(ascii: "}")) && cursor.consume(UInt8(ascii: "]"))
        } while cursor.consume(UInt8(ascii: ","))
        return heights.reduce(0, +)
    }

    /// The heights read with simdjson, every member's key made a `String` as the cursor makes them.
    private static func simdjsonHeights(_ reader: SimdJSONReader, _ document: SimdJSONReader.Padded) throws -> Double {
        var heights: [Double] = []
        try reader.read(document) { root in
            try root.forEachMember { key, sections in
                guard key == "sections" else { return }
                try sections.forEachElement { section in
                    try section.forEachMember { key, items in
                        guard key == "items" else { return }
                        try items.forEachElement { item in
                            try item.forEachMember { key, height in
                                if key == "height" { heights.append(try height.double()) }
                            }
                        }
                    }
                }
            }
        }
        return heights.reduce(0, +)
    }

    private static func treeHeights(_ bytes: [UInt8]) throws -> Double {
        guard case .object(let members) = try JSONParser.parseDocument(bytes).root,
            case .array(let sections)? = members.first(where: { $0.key == "sections" })?.value
        else { throw BenchError.mismatch("no sections") }
        var total = 0.0
        for case .object(let section) in sections {
            guard case .array(let items)? = section.first(where: { $0.key == "items" })?.value else { continue }
            for case .object(let item) in items {
                if case .number(let literal)? = item.first(where: { $0.key == "height" })?.value { total += Double(literal) ?? 0 }
            }
        }
        return total
    }

    private static func serializationHeights(_ data: Data) throws -> Double {
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let sections = root?["sections"] as? [[String: Any]] ?? []
        return sections.flatMap { $0["items"] as? [[String: Any]] ?? [] }.reduce(0) { $0 + (($1["height"] as? NSNumber)?.doubleValue ?? 0) }
    }
}
