@testable import CorollaService
import CorollaTestSupport
import XCTest

/// Decoding a CSV file in two halves at once gives exactly what reading it from start to end gives.
final class ParallelCSVTests: XCTestCase {
    /// Rule (property): for random CSV files, some with bad rows (syntax, field counts, values,
    /// repeated keys, blank lines, quoted line breaks), the parallel decoding gives the same records,
    /// or the same first error (file, line, record, field, reason), as the sequential one.
    func testParallelDecodingMatchesSequential() throws {
        var generator = SplitMix64(seed: 0xC0_0011A)
        var failures = 0, splits = 0
        for _ in 0..<400 {
            let text = Self.randomCSV(using: &generator)
            let bytes = Array(text.utf8)
            if let split = CSVSplit(bytes), split.offset > 0 { splits += 1 }
            let sequential = Result { try ImportFile(data: bytes, format: .csv, file: "p.csv", parallelFrom: .max) }
            let parallel = Result { try ImportFile(data: bytes, format: .csv, file: "p.csv", parallelFrom: 0) }
            switch (sequential, parallel) {
            case (.success(let one), .success(let other)):
                XCTAssertEqual(one, other, text)
            case (.failure(let one as ImportError), .failure(let other as ImportError)):
                XCTAssertEqual(one, other, text)
                failures += 1
            default:
                XCTFail("sequential \(sequential), parallel \(parallel) for:\n\(text)")
            }
        }
        // The cases cover both outcomes and really split.
        XCTAssertGreaterThan(failures, 50)
        XCTAssertLessThan(failures, 350)
        XCTAssertGreaterThan(splits, 300)
    }

    /// Rule: the split is at a line start outside quoted fields, on the line it names.
    func testSplitSkipsQuotedLineFeeds() throws {
        let text = "name,notes\nA,x\nB,\"one\ntwo\nthree\nfour\nfive\"\nC,y\nD,z\n"
        let bytes = Array(text.utf8)
        let split = try XCTUnwrap(CSVSplit(bytes))
        XCTAssertEqual(String(decoding: bytes[split.offset...], as: UTF8.self), "C,y\nD,z\n")
        XCTAssertEqual(split.line, 8)
        XCTAssertEqual(split.firstLines + split.secondLines, bytes.count { $0 == 0x0A })
    }

    private static func randomCSV(using generator: inout SplitMix64) -> String {
        let lineEnd = Bool.random(using: &generator) ? "\n" : "\r\n"
        let badRows = Int.random(in: 0...2, using: &generator)
        let rows = Int.random(in: 1...40, using: &generator)
        var bad = Set((0..<badRows).map { _ in Int.random(in: 0..<rows, using: &generator) })
        var text = "key,name,notes,water_every_days,favorite" + lineEnd
        if Int.random(in: 0..<30, using: &generator) == 0 { text = "key,name,nots" + lineEnd }
        for row in 0..<rows {
            if Int.random(in: 0..<8, using: &generator) == 0 { text += lineEnd }
            let key = Int.random(in: 0..<10, using: &generator) == 0 ? "" : "k\(row)"
            let name = ["Fern", "\"Ivy, English\"", "Mint", "\"Say \"\"hi\"\"\"", "Basil"].randomElement(using: &generator) ?? "Fern"
            let notes = ["", "plain", "\"two\nlines\"", "\"a,b\r\nc\"", "\"\"", "日本"].randomElement(using: &generator) ?? ""
            var fields = [key, name, notes, "\(Int.random(in: 1...30, using: &generator))", ["true", "no", ""].randomElement(using: &generator) ?? ""]
            if bad.remove(row) != nil {
                let column = Int.random(in: 0..<fields.count, using: &generator)
                switch Int.random(in: 0..<8, using: &generator) {
                case 0: fields[column] = "a\"b"
                case 1: fields[3] = "often"
                case 2: fields[1] = "   "
                case 3: fields.append("extra")
                case 4: fields[column] = "\"never closed"
                case 5: fields[column] = "x\ry"
                case 6: fields[column] = "\"closed\"after"
                default: fields[0] = "k\(Int.random(in: 0...row, using: &generator))"
                }
            }
            text += fields.joined(separator: ",") + lineEnd
        }
        return text
    }
}

extension ParallelCSVTests {
    /// Rule: the vectorized byte counts are the plain counts, at every length and alignment.
    func testByteCountsMatchAPlainCount() {
        var generator = SplitMix64(seed: 7)
        let bytes: [UInt8] = (0..<20_000).map { _ in [UInt8(ascii: "\""), 0x0A, UInt8(ascii: "a")].randomElement(using: &generator) ?? 0 }
        for (start, end) in [(0, 0), (0, 31), (1, 33), (3, 8_200), (5, 20_000), (0, 20_000)] {
            let slice = bytes[start..<end]
            let counted: (Int, Int) = bytes.withUnsafeBufferPointer { buffer in
                CSVSplit.counts(of: 0x22, 0x0A, in: UnsafeBufferPointer(rebasing: buffer[start..<end]))
            }
            XCTAssertEqual(counted.0, slice.count { $0 == 0x22 })
            XCTAssertEqual(counted.1, slice.count { $0 == 0x0A })
        }
    }
}
