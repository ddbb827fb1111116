import CorollaJSON
import CorollaStore

/// What an import does with one record, reported as the record is written (``Importer/rows``).
public struct ImportRow: Hashable, Sendable {
    /// What happens to the record's plant.
    public enum Action: String, Hashable, Sendable {
        /// A new plant.
        case insert
        /// A plant whose values change (``ImportRow/changes``).
        case update
        /// A plant that already has every value the record gives: nothing is written.
        case unchanged
        /// A plant the catalog has, left as it is (``ImportOptions/ConflictPolicy/skip``).
        case skip
    }

    /// A field whose value changes, as its JSON value (null: none; a photo as `"W×H"`).
    public struct Change: Hashable, Sendable {
        public var field: PlantField
        public var old: JSONValue
        public var new: JSONValue

        public init(field: PlantField, old: JSONValue, new: JSONValue) {
            self.field = field
            self.old = old
            self.new = new
        }
    }

    public var action: Action
    /// Where the record is in the file.
    public var line: Int
    public var record: Int
    /// The plant's key (the one the import gives a new plant) and its name once imported.
    public var key: String
    public var name: String
    /// For ``Action/update``: the fields that change, in ``PlantField`` order.
    public var changes: [Change]
}

extension ImportRow.Change {
    /// The fields whose values differ between `old` and `new` (the same plant, before and after),
    /// in ``PlantField`` order: every stored field but the key.
    ///
    /// - Complexity: O(1) besides comparing the photos' bytes.
    static func between(_ old: PlantDraft, _ new: PlantDraft) -> [Self] {
        Plant.editedFields.compactMap { field in
            let (before, after) = (old.value(of: field), new.value(of: field))
            return before == after ? nil : Self(field: field, old: json(before), new: json(after))
        }
    }

    /// A value as the dry run shows it: null for none, a photo (two photos of one size differ by
    /// their bytes) as `"W×H"`.
    private static func json(_ value: PlantValue?) -> JSONValue {
        switch value {
        case nil: .null
        case .text(let text): .string(text)
        case .integer(let number): .number(number)
        case .number(let number): .number(number)
        case .date(let date): .string(date.description)
        case .photo(let photo): .string("\(photo.width)×\(photo.height)")
        case .boolean(let flag): .bool(flag)
        case .dates(let days): .array(days.map { .string($0.description) })
        }
    }
}
