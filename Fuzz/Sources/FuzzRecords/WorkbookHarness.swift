import CZlib
import CorollaFormats

/// Runs a fuzzer's input through the workbook readers as an .xlsx or .ods file: an input that
/// starts with `PK` is the archive itself (libzip's reading of damaged archives); any other is the
/// XML of the parts the reader streams, put into a well-formed archive (libxml2's reading and the
/// readers' walk of the XML), each then read as ``RecordHarness`` reads a file.
public enum WorkbookHarness {
    /// Reads `bytes` as a workbook of `format`; returns 0 (libFuzzer's "keep going").
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>, format: PlantFileFormat) -> Int32 {
        let input = Array(bytes)
        let archive = input.starts(with: [0x50, 0x4B]) ? input : StoredZip.archive(parts(of: input, format: format))
        return archive.withUnsafeBufferPointer { RecordHarness.run($0, formats: [format]) }
    }

    /// The parts of a workbook whose XML `input` holds, cut at NUL bytes: .xlsx, the sheet, then
    /// the shared strings, the styles and the workbook; .ods, `content.xml`.
    static func parts(of input: [UInt8], format: PlantFileFormat) -> [(String, [UInt8])] {
        let pieces = input.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
        guard format == .xlsx else { return [("content.xml", input)] }
        let piece = { (index: Int, fallback: String) in pieces.indices.contains(index) ? pieces[index] : Array(fallback.utf8) }
        let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
        return [
            ("_rels/.rels", Array("<Relationships><Relationship Id=\"r\" Type=\"\(relationships)/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>".utf8)),
            ("xl/workbook.xml", piece(3, "<workbook xmlns:r=\"\(relationships)\"><sheets><sheet name=\"S\" r:id=\"s\"/></sheets></workbook>")),
            ("xl/_rels/workbook.xml.rels", Array(("<Relationships><Relationship Id=\"s\" Type=\"\(relationships)/worksheet\" Target=\"sheet.xml\"/>"
                + "<Relationship Id=\"t\" Type=\"\(relationships)/sharedStrings\" Target=\"strings.xml\"/>"
                + "<Relationship Id=\"u\" Type=\"\(relationships)/styles\" Target=\"/xl/styles.xml\"/></Relationships>").utf8)),
            ("xl/sheet.xml", pieces[0]),
            ("xl/strings.xml", piece(1, "<sst/>")),
            ("xl/styles.xml", piece(2, "<styleSheet/>")),
        ]
    }
}

/// A zip archive of stored (uncompressed) entries, written byte by byte.
enum StoredZip {
    /// The archive of `entries` (name, bytes), in order.
    static func archive(_ entries: [(String, [UInt8])]) -> [UInt8] {
        var local: [UInt8] = []
        var central: [UInt8] = []
        for (name, bytes) in entries {
            let header = le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc32(bytes)) + le32(UInt32(bytes.count))
                + le32(UInt32(bytes.count)) + le16(name.utf8.count) + le16(0)
            central += le32(0x0201_4B50) + le16(20) + header + le16(0) + le16(0) + le16(0) + le32(0) + le32(UInt32(local.count)) + Array(name.utf8)
            local += le32(0x0403_4B50) + header + Array(name.utf8) + bytes
        }
        return local + central + le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
            + le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }

    /// The CRC-32 of `bytes`, as a zip entry's header holds it (zlib's).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }
}
