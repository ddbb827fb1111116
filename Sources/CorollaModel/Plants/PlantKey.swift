/// The one rule that keeps keys and ids apart. The command line names a plant by its id or its key,
/// and reads an all-digit text (ASCII 0–9) as an id, so a key may not be all digits: `plants remove
/// 1` always means the plant with id 1. Keys derived from a name follow it (`1984` becomes
/// `plant-1984`); a key given explicitly (`--key`, an import's key column) that breaks it is
/// refused.
public enum PlantKey {
    /// Whether `text` is all ASCII digits: what the command line reads as an id.
    public static func looksLikeID(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The most characters a key has: the key field's declared limit, the one every door checks
    /// (create, edit, import) and every key the tool makes keeps.
    public static let limit = PlantField.key.declaration.limit?.characters ?? 200

    /// Why `key` may not be a key, or nil when it may: too long, or all digits.
    public static func problem(_ key: String) -> String? {
        if key.utf8.count > limit, case let count = key.count, count > limit {
            return "is \(count) characters, longer than the limit of \(limit)"
        }
        guard looksLikeID(key) else { return nil }
        return "must not be all digits (the command line reads '\(key)' as a plant id); add a letter, such as 'p\(key)'"
    }
}
