@testable import CorollaService
import CorollaJSON
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The import reads its input a block at a time: how the input is cut never changes what it reads
/// or which error it reports; the limits hold; and the rules that need the whole file (repeats,
/// keys made from names) hold across batches.
final class StreamingImportTests: XCTestCase {
    /// The records of `bytes`, or the error, read with `sizes`.
    private func outcome(_ bytes: [UInt8], _ format: PlantFileFormat, _ sizes: InputChunker.Sizes) -> Result<[PlantRecord], ImportErrors> {
        Result { try ImportFile(data: bytes, format: format, file: "p.\(format.rawValue)", sizes: sizes).records }
            .mapError { $0 as? ImportErrors ?? ImportErrors(ImportError(file: "", line: 0, reason: "not an ImportErrors: \($0)")) }
    }

    /// Rule: cutting the input into blocks of any size (down to one byte per read and per block)
    /// gives the same records, or the same error, as reading it in the default blocks: checked on
    /// the bad-input corpus, on well-formed files of every format, and on random edits of both.
    func testCuttingTheInputAnywhereGivesTheSameOutcome() throws {
        var random = SplitMix64(seed: 16)
        var seeds = try BadInputCorpusTests.cases().compactMap { url in
            try PlantFileFormat(path: url.lastPathComponent).map { (Array(try Data(contentsOf: url)), $0) }
        }
        let good: [(String, PlantFileFormat)] = [
            ("\u{FEFF}name,kind,notes\r\n\"Rosemary, creeping\",herb,\"Say \"\"hi\"\"\"\r\nMonstera,,\"a\nb\"\r\n\r\nPilea,,\n", .csv),
            ("name\tnotes\nBird's \"nest\"\tTab\\there\n\nFern\t\\N\n", .tsv),
            ("[{\"name\": \"Fern\", \"notes\": \"a, [b] {c}\"},\n  {\"name\": \"Fig \\\"x\\\"\", \"favorite\": true} ,{\"name\":\"Ivy\"}\n]\n", .json),
            ("[\n{\"name\": \"é ü\"},\n\n{\"name\": \"Palm\",\n \"kind\": \"tree\"}]", .json),
            ("{\"name\": \"Fern\"}\n\n{\"name\": \"Fig\", \"position\": 0}\n", .ndjson),
        ]
        seeds += good.map { (Array($0.0.utf8), $0.1) }
        let alphabet = Array(",\"\n\r\t\\{}[]:0-e.N a".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
        var cases = seeds
        for _ in 0..<1_500 {
            guard let (seed, format) = seeds.randomElement(using: &random) else { return }
            cases.append((Array(seed.prefix(2_048)).randomlyEdited(1...3, alphabet: alphabet, using: &random), format))
        }
        for (bytes, format) in cases {
            let whole = outcome(bytes, format, .init())
            let sizes = InputChunker.Sizes(read: Int.random(in: 1...9, using: &random), block: Int.random(in: 1...40, using: &random))
            XCTAssertEqual(outcome(bytes, format, sizes), whole, "\(format) cut \(sizes): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// Rule: a field longer than 1 MiB, a record with more than 64 fields, and a record longer
    /// than 4 MiB are refused in every format, naming the file, line, record and field (the record
    /// before the field inside it: the reader stops at 4 MiB).
    func testFieldColumnAndRecordLimits() {
        let long = String(repeating: "n", count: ImportLimits.fieldBytes + 1)
        XCTAssertEqual(importFailure("name,notes\nA,\"\(long)\"\n", .csv), "plants.csv:2: notes: a field longer than 1 MiB, the limit (record 1)")
        XCTAssertEqual(importFailure("name,notes\nA,\(long)\n", .csv), "plants.csv:2: notes: a field longer than 1 MiB, the limit (record 1)")
        XCTAssertEqual(importFailure("name\tnotes\nA\t\(long)\n", .tsv), "plants.tsv:2: notes: a field longer than 1 MiB, the limit (record 1)")
        XCTAssertEqual(
            importFailure("[{\"name\": \"A\"}, {\"name\": \"B\", \"notes\": \"\(long)\"}]", .json),
            "plants.json:1: notes: a field longer than 1 MiB, the limit (record 2)")
        let wide = Array(repeating: "name", count: 65).joined(separator: ",")
        XCTAssertEqual(importFailure("\(wide)\n", .csv), "plants.csv:1: more than 64 fields, the limit")
        XCTAssertEqual(importFailure("name\nA\nB" + String(repeating: ",", count: 64) + "\n", .csv), "plants.csv:3: more than 64 fields, the limit (record 2)")
        XCTAssertEqual(importFailure("name\nA" + String(repeating: "\t", count: 64) + "\n", .tsv), "plants.tsv:2: more than 64 fields, the limit (record 1)")
        let members = (0..<65).map { "\"f\($0)\": 1" }.joined(separator: ", ")
        XCTAssertEqual(importFailure("{\"name\": \"A\"}\n{\(members)}\n", .ndjson), "plants.ndjson:2: more than 64 fields, the limit (record 2)")
        // A record still unfinished after 4 MiB (here 5 MiB) is refused as it is read.
        let record = String(repeating: "x", count: 5 << 20)
        XCTAssertEqual(
            importFailure("name\nA\n\"\(record)", .csv),
            "plants.csv:3: a record longer than 4 MiB, the limit (record 2); a quote that never closes makes the rest of the file one field")
        XCTAssertEqual(importFailure("{\"name\": \"A\"}\n{\"name\": \"\(record)\"}\n", .ndjson), "plants.ndjson:2: a record longer than 4 MiB, the limit (record 2)")
        XCTAssertEqual(importFailure("[{\"name\": \"\(record)\"}]", .json), "plants.json:1: a record longer than 4 MiB, the limit (record 1)")
    }

    /// Rule: a bad CSV or TSV header is reported after the first read, however much input follows
    /// (here an input that never ends).
    func testHeaderErrorComesBeforeTheRestIsRead() {
        for format in [PlantFileFormat.csv, .tsv] {
            let separator = format == .csv ? "," : "\t"
            let input = EndlessInput(head: "name\(separator)colour\n", row: "Fern\(separator)green\n")
            var stream = RecordStream(input: input, format: format, file: "-")
            XCTAssertThrowsError(try stream.start()) { error in
                XCTAssertEqual("\(error)", "-:1: colour: unknown field; the fields are key, name, kind, notes, water_every_days, last_watered, photo, photo_aspect, favorite, position (name a column's field with --map 'Header=field', or skip it with --ignore-unknown-columns)")
            }
            XCTAssertLessThanOrEqual(input.served, InputChunker.Sizes().read, "\(format) read past the first read")
        }
    }

    /// Rule: a key given twice, or a name given twice without a key, is refused with the first
    /// record's line even when a batch (or many) lies between the two; a key given after a record
    /// without a key made it from its name moves that plant to the next free key.
    func testRepeatsAcrossBatches() throws {
        let gap = ImportLimits.batchSize * 2 + 5
        var csv = "key,name\nrepeat,First\n"
        for index in 0..<gap { csv += "k\(index),Plant \(index)\n" }
        csv += "repeat,Again\n"
        XCTAssertThrowsError(try importText(csv, .csv, into: CatalogStore.inMemory())) { error in
            XCTAssertEqual("\(error)", "plants.csv:\(gap + 3): key: 'repeat' is also the key of the record on line 2 (record \(gap + 2)); each plant once per file")
        }
        var names = "name\nBasil\n"
        for index in 0..<gap { names += "Plant \(index)\n" }
        names += "Basil\n"
        XCTAssertThrowsError(try importText(names, .csv, into: CatalogStore.inMemory())) { error in
            XCTAssertEqual(
                "\(error)",
                "plants.csv:\(gap + 3): name: 'Basil' is also the name of the record on line 2, and neither has a key (record \(gap + 2)); give the records keys to import both")
        }
        let store = try CatalogStore.inMemory()
        var mixed = "key,name\n,Basil\n"
        for index in 0..<gap { mixed += "k\(index),Plant \(index)\n" }
        mixed += "basil,Sweet basil\n"
        let summary = try importText(mixed, .csv, into: store)
        XCTAssertEqual(summary.inserted, gap + 2)
        XCTAssertEqual(try store.plants.plant(key: "basil")?.name, "Sweet basil")
        XCTAssertEqual(try store.plants.plant(key: "basil-2")?.name, "Basil")
    }

    /// Rule: on an empty catalog, the streaming importer refuses exactly the files the whole-file
    /// check refuses, with the same message (random files of keys and names from small pools,
    /// over several batches), and imports every record of the others.
    func testStreamingRepeatsMatchTheWholeFileCheck() throws {
        var random = SplitMix64(seed: 18)
        for _ in 0..<12 {
            let count = Int.random(in: 1...(ImportLimits.batchSize * 3), using: &random)
            let pool = Int.random(in: count...(count * 40), using: &random)
            var csv = "key,name\n"
            for _ in 0..<count {
                let keyed = Int.random(in: 0..<4, using: &random) > 0
                csv += (keyed ? "k\(Int.random(in: 0..<pool, using: &random))" : "") + ",Plant \(Int.random(in: 0..<pool, using: &random))\n"
            }
            let whole = importFailure(Array(csv.utf8), .csv)
            let streamed: String
            do {
                streamed = "no error: \(try importText(csv, .csv, into: CatalogStore.inMemory()).inserted) records"
            } catch {
                streamed = "\(error)"
            }
            XCTAssertEqual(streamed, whole)
        }
    }

    /// Rule: `--on-conflict skip` still refuses a record that repeats a skipped plant's key, and a
    /// dry run over many batches reports the counts a real import makes.
    func testSkipAndDryRunAcrossBatches() throws {
        let store = try CatalogStore.inMemory()
        let rows = ImportLimits.batchSize * 2 + 3
        var csv = "key,name,favorite\n"
        for index in 0..<rows { csv += "k\(index),Plant \(index),\(index % 4 == 0)\n" }
        let dry = try importText(csv, .csv, into: store, options: ImportOptions(dryRun: true))
        XCTAssertEqual(try store.plants.count(), 0)
        let real = try importText(csv, .csv, into: store)
        XCTAssertEqual([dry.inserted, dry.favorited, dry.dryRun ? 1 : 0], [real.inserted, real.favorited, 1])
        XCTAssertThrowsError(try importText("key,name\nk1,One\nk1,Again\n", .csv, into: store, options: ImportOptions(onConflict: .skip))) {
            XCTAssertEqual("\($0)", "plants.csv:3: key: 'k1' is also the key of the record on line 2 (record 2); each plant once per file")
        }
    }
}

/// An input that serves `head` once, then `row` forever, counting the bytes it served.
private final class EndlessInput: ImportInput {
    private let head: [UInt8]
    private let row: [UInt8]
    private(set) var served = 0

    init(head: String, row: String) {
        self.head = Array(head.utf8)
        self.row = Array(row.utf8)
    }

    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        for index in buffer.indices {
            let offset = served + index
            buffer[index] = offset < head.count ? head[offset] : row[(offset - head.count) % row.count]
        }
        served += buffer.count
        return buffer.count
    }
}
