/// Who records a watering: a paired device's name or a command line's user (`--as NAME`), kept
/// with the watering (the `waterings.watered_by` column, whose check says the same).
public enum Waterer {
    /// The longest name, in Unicode scalars (what SQLite's `length` counts).
    public static let limit = 100

    /// Why `name` cannot name who watered (blank, holding a control character such as a line
    /// break, longer than ``limit``); nil when it can.
    public static func problem(_ name: String) -> String? {
        if name.allSatisfy(\.isWhitespace) { return "must not be blank" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            return "must be one line without control characters"
        }
        let length = name.unicodeScalars.count
        if length > limit { return "must be at most \(limit) characters, not \(length)" }
        return nil
    }
}
