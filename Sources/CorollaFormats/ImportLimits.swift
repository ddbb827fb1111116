/// The largest files, records and fields an import accepts; each plant field's own limit is in its
/// declaration (``PlantField/Declaration/limit``). Longer text is refused, not cut: a card cannot
/// show it and a file with a megabyte-long name is more likely a broken export than a plant.
public enum ImportLimits {
    /// One field (a CSV or TSV cell, a JSON string) as written: at most 1 MiB.
    public static let fieldBytes = 1 << 20
    /// The fields of one record (CSV and TSV columns, JSON members): at most 64.
    public static let fields = 64
    /// One record as written (a CSV or TSV row, an NDJSON line, an element of a JSON array): at
    /// most 4 MiB. Reading holds at most one record more than its buffer, so this bounds the memory
    /// an import needs whatever the file.
    public static let recordBytes = 4 << 20
    /// An .xlsx or .ods workbook (a zip archive) as read: at most 256 MiB. It is copied into a
    /// temporary file (a zip archive is read from its end), not into memory.
    public static let workbookBytes = 256 << 20
    /// One entry of a workbook's archive once unpacked (a sheet's XML): at most 1 GiB, whatever the
    /// archive declares, so that a zip bomb is refused. Entries are streamed, never held whole.
    public static let workbookEntryBytes = 1 << 30
    /// The text of an .xlsx workbook's shared strings, which every sheet's cells point into and are
    /// held in memory: at most 64 MiB.
    public static let sharedStringsBytes = 64 << 20
    /// How many records are decoded, matched and written together, at most…
    package static let batchSize = 1_024
    /// …and how much text they may hold (``PlantRecord/textBytes``): a batch of long notes is cut
    /// sooner, so that the memory a batch takes is bounded whatever the records.
    package static let batchBytes = 2 << 20

    /// Whether a batch of `count` records holding `bytes` bytes of text is full.
    package static func isBatchFull(count: Int, bytes: Int) -> Bool {
        count >= batchSize || bytes >= batchBytes
    }
}
