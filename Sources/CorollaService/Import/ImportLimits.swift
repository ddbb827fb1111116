import CorollaCards

/// The largest values an import accepts. Longer text is refused, not cut: a card cannot show it and
/// a file with a megabyte-long name is more likely a broken export than a plant.
public enum ImportLimits {
    /// A plant's name: 1 to 500 characters (grapheme clusters).
    public static let nameCharacters = 500
    /// A key: at most 200 characters.
    public static let keyCharacters = 200
    /// A kind: at most 100 characters.
    public static let kindCharacters = 100
    /// Notes: at most 20,000 characters (a long care guide fits; a pasted book does not).
    public static let notesCharacters = 20_000
    /// A photo path: at most 4,096 characters (Linux's `PATH_MAX`).
    public static let photoCharacters = 4_096
    /// Days between waterings: 1 to 36,500 (a hundred years).
    public static let waterEveryDays = 1...36_500
    /// A photo's width / height: what a card shows (``PhotoLimits/aspectRange``), so that no image
    /// area is endless (1e-308) or a sliver.
    public static let photoAspect = PhotoLimits.aspectRange
    /// A favorite's position: 0 or more.
    public static let position = 0...Int.max

    /// One field (a CSV or TSV cell, a JSON string) as written: at most 1 MiB.
    public static let fieldBytes = 1 << 20
    /// The fields of one record (CSV and TSV columns, JSON members): at most 64.
    public static let fields = 64
    /// One record as written (a CSV or TSV row, an NDJSON line, an element of a JSON array): at
    /// most 4 MiB. Reading holds at most one record more than its buffer, so this bounds the memory
    /// an import needs whatever the file.
    public static let recordBytes = 4 << 20
}
