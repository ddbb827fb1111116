import CorollaService
import CorollaStore
import CorollaTestSupport
import Foundation
import XCTest

/// The bad-input corpus: every file under `Corpus/` is refused with the message in its sidecar
/// `<file>.expected`, and leaves the catalog file byte for byte as it was. The fuzzers seed from
/// these files.
final class BadInputCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The corpus files (not the sidecars), by name.
    static func cases() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: corpus, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension != "expected" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Rule: each corpus file fails with its expected `file:line: field: reason` message, and the
    /// catalog file is byte-identical afterwards.
    func testEveryCorpusFileIsRefusedAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.path("garden.sqlite")
        try seedCatalog(at: path)
        let cases = try Self.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 50)
        for url in cases {
            let name = url.lastPathComponent
            guard let format = PlantFileFormat(path: name) else {
                XCTFail("\(name): no format")
                continue
            }
            let expected = (try? String(contentsOf: url.appendingPathExtension("expected"), encoding: .utf8))?
                .trimmingCharacters(in: .newlines)
            let bytes = try Data(contentsOf: url)
            let (before, message, after) = try withClosedFileBytes(at: path) { store in
                do {
                    let summary = try CatalogService(store: store).transfer.importer().importData(bytes, format: format, file: name)
                    return "no error: \(summary)"
                } catch let error as ImportErrors {
                    return error.description
                }
            }
            XCTAssertEqual(message, expected, name)
            XCTAssertTrue(before == after, "\(name) changed the catalog file")
        }
    }

    /// Rule: a 1 MB name and 100k-character notes are refused with the limit (no crash, no cut).
    func testOversizedText() {
        let name = String(repeating: "M", count: 1_000_000)
        XCTAssertEqual(
            importFailure("name\n\(name)\n", .csv),
            "plants.csv:2: name: 1000000 characters, longer than the limit of 500 (record 1)")
        let notes = String(repeating: "🌿", count: 100_000)
        XCTAssertEqual(
            importFailure("[{\"name\": \"Fern\", \"notes\": \"\(notes)\"}]", .json),
            "plants.json:1: notes: 100000 characters, longer than the limit of 20000 (record 1)")
        let longest = String(repeating: "é", count: PlantField.name.declaration.limit?.characters ?? 0)
        XCTAssertEqual(importFailure("name\n\(longest)\n", .csv), "no error: 1 records")
    }

    /// Rule: random byte edits of the corpus (a small in-process fuzz run, seeded) give either
    /// records or `ImportErrors`: never a crash, never another error.
    func testMutatedCorpusGivesRecordsOrImportErrors() throws {
        var random = SplitMix64(seed: 8)
        let seeds = try Self.cases().compactMap { url in
            try PlantFileFormat(path: url.lastPathComponent).map { (try Data(contentsOf: url), $0) }
        }
        let alphabet = Array(",\"\n\r\t\\{}[]:0-e.N a\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xFE]
        for _ in 0..<20_000 {
            guard let (seed, format) = seeds.randomElement(using: &random) else { return }
            let outcome = importFailure(Array(seed.prefix(4_096)).randomlyEdited(1...4, alphabet: alphabet, using: &random), format)
            XCTAssertFalse(outcome.hasPrefix("not an ImportErrors"), outcome)
        }
    }

    /// A catalog with plants and favorites, closed.
    private func seedCatalog(at path: String) throws {
        let store = try CatalogStore(path: path)
        _ = try importText("key,name,favorite\nmonstera,Monstera,true\npilea,Pilea,false\n", .csv, into: store)
    }
}
