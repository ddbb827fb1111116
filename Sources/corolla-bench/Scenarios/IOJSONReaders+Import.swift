import CorollaJSON
import CorollaService

extension Scenario {
    /// The records of an import file: line, index, field names and raw values, as `RawRecord` holds them.
    private struct Record {
        var line: Int
        var index: Int
        var names: [String]
        var values: [RawValue]
    }

    /// The import's JSON reader (`RecordReader`, the flat-object fast path and the strict parser,
    /// with lines) against simdjson's DOM walked into the same names and values, on the
    /// 100k-plant import file of `io.importJSON` (24 MiB).
    static func runImportReaders(_ context: BenchContext) throws -> [Outcome] {
        let bytes = [UInt8](try PlantCatalog.json(plants: 100_000))
        let simdjson = SimdJSONReader()
        let padded = SimdJSONReader.Padded(bytes)
        let expected = try RecordReader.read(bytes, format: .json, file: "plants.json").records
        let read = try simdjsonRecords(simdjson, padded)
        guard read.count == expected.count,
            zip(read, expected).allSatisfy({ $0.names == $1.names && zip($0.values, $1.values).allSatisfy(sameValue) })
        else { throw BenchError.mismatch("simdjson read other records than the import's reader") }
        let samples = try Sampler.interleave(
            warmup: 1, repeats: context.repeats(quick: 3, full: 7),
            ours: { try Sampler.time { _ = try RecordReader.read(bytes, format: .json, file: "plants.json") } },
            baseline: { try Sampler.time { _ = try simdjsonRecords(simdjson, padded) } })
        return [
            Outcome(
                name: "io.jsonReaders.import.simdjson", ours: .seconds(samples.ours.median),
                baseline: .seconds(samples.baseline.median), goal: .info,
                details: [("records", "100k"), ("bytes", "\(bytes.count)")],
                note: "ours: the import's reader (records with lines); baseline: simdjson's DOM into the same names and values, no lines")
        ]
    }

    /// Whether two raw values are the same, numbers by value (simdjson keeps no literal).
    private static func sameValue(_ simdjson: RawValue, _ ours: RawValue) -> Bool {
        if case .json(.number(let a)) = simdjson, case .json(.number(let b)) = ours { return Double(a) == Double(b) }
        return simdjson == ours
    }

    /// Every plant object's members, in file order, as records (index from 1; simdjson has no lines: 0).
    private static func simdjsonRecords(_ reader: SimdJSONReader, _ document: SimdJSONReader.Padded) throws -> [Record] {
        var records: [Record] = []
        try reader.read(document) { root in
            try root.forEachElement { object in
                var record = Record(line: 0, index: records.count + 1, names: [], values: [])
                try object.forEachMember { key, value in
                    record.names.append(key)
                    record.values.append(try value.rawValue())
                }
                records.append(record)
            }
        }
        return records
    }
}
