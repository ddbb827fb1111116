/// How many bytes a plant's fields take at most as members of a JSON object: what a server sizes
/// the body of a plant's write by, so that every plant within the declared limits can be sent.
extension PlantField {
    /// The most bytes one character of text is counted for in a JSON string: a scalar beyond the
    /// Basic Multilingual Plane written as two `\uXXXX` escapes (12), which also covers any
    /// character of up to four scalars written as UTF-8 (a letter and its accents, a flag, a skin
    /// tone). Text whose characters average more (long emoji sequences) fits only up to that average.
    public static let jsonBytesPerCharacter = 12

    /// The white space a writer may put around one member's name, colon, value and comma.
    static let jsonMemberSpacing = 8

    /// The most bytes this field's member takes in a JSON object, its value within the declared
    /// limit: the quoted name, the colon, the value, a comma and ``jsonMemberSpacing``; nil for a
    /// field a JSON object does not carry whole (a photo, the watering history).
    ///
    /// - Complexity: O(1).
    public var largestJSONMemberBytes: Int? {
        let value: Int
        switch declaration.type {
        case .text: value = 2 + (declaration.limit?.characters ?? 0) * Self.jsonBytesPerCharacter
        // A whole number as a decimal with a fraction of zeros ("7.0"), as spreadsheets write them.
        case .integer, .number: value = 40
        case .date: value = 2 + 10
        case .boolean: value = 5
        case .photo, .dates: return nil
        }
        return rawValue.utf8.count + 2 + 1 + value + 1 + Self.jsonMemberSpacing
    }

    /// The most bytes a JSON object of `fields`, each within its declared limit, takes: its
    /// braces and each field's ``largestJSONMemberBytes`` (0 for a field it does not carry whole).
    ///
    /// - Complexity: O(n) for n fields.
    public static func largestJSONObjectBytes(_ fields: [PlantField]) -> Int {
        2 + jsonMemberSpacing + fields.reduce(0) { $0 + ($1.largestJSONMemberBytes ?? 0) }
    }
}
