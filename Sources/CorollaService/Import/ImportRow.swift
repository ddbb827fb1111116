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
    /// The fields whose values differ between `old` and `new` (the same plant, before and after).
    ///
    /// - Complexity: O(1) besides comparing the photos' bytes.
    static func between(_ old: PlantDraft, _ new: PlantDraft) -> [Self] {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        func photo(_ draft: PlantDraft) -> JSONValue { draft.photo.map { .string("\($0.width)×\($0.height)") } ?? .null }
        let values: [(PlantField, JSONValue, JSONValue)] = [
            (.name, .string(old.name), .string(new.name)),
            (.kind, text(old.kind), text(new.kind)),
            (.notes, text(old.notes), text(new.notes)),
            (.waterEveryDays, old.waterEveryDays.map { .number($0) } ?? .null, new.waterEveryDays.map { .number($0) } ?? .null),
            (.lastWatered, text(old.lastWatered?.description), text(new.lastWatered?.description)),
            (.photoAspect, old.photoAspect.map { .number($0) } ?? .null, new.photoAspect.map { .number($0) } ?? .null),
        ]
        var changes = values.filter { $0.1 != $0.2 }.map { Self(field: $0.0, old: $0.1, new: $0.2) }
        // Two photos of one size differ by their bytes: compared as photos, shown by their size.
        if old.photo != new.photo {
            changes.insert(Self(field: .photo, old: photo(old), new: photo(new)), at: changes.count - (changes.last?.field == .photoAspect ? 1 : 0))
        }
        return changes
    }
}
