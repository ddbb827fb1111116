/// A plant of the catalog, as stored: its id, its fields (``PlantDraft``, whose properties read as
/// the plant's own: `plant.name`, `plant.kind`) and its timestamps.
@dynamicMemberLookup
public struct Plant: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// The plant's fields, its key set: what `update` writes back.
    public var draft: PlantDraft
    /// When the plant was inserted, UTC ISO 8601 with milliseconds (`2024-05-01T09:30:00.000Z`).
    public var createdAt: String
    /// When a column last really changed, same format.
    public var updatedAt: String

    public init(id: Int64, draft: PlantDraft, createdAt: String, updatedAt: String) {
        (self.id, self.draft, self.createdAt, self.updatedAt) = (id, draft, createdAt, updatedAt)
    }

    /// Unique; imports upsert by it.
    public var key: String {
        get { draft.derivedKey }
        set { draft.key = newValue }
    }

    /// A field of the plant's ``draft``.
    public subscript<Value>(dynamicMember property: WritableKeyPath<PlantDraft, Value>) -> Value {
        get { draft[keyPath: property] }
        set { draft[keyPath: property] = newValue }
    }
}

extension Plant {
    /// The days between waterings of a plant that has no interval of its own.
    public static let defaultWateringIntervalDays = 7
}
