/// A plant of the catalog, as stored.
public struct Plant: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// Unique; imports upsert by it.
    public var key: String
    public var name: String
    public var kind: String?
    public var notes: String?
    public var waterEveryDays: Int?
    public var lastWatered: CalendarDate?
    /// The card's photo width / height; set with ``photo``.
    public var photoAspect: Double?
    /// The stored photo.
    public var photo: PlantPhoto?
    /// When the plant was inserted, UTC ISO 8601 with milliseconds (`2024-05-01T09:30:00.000Z`).
    public var createdAt: String
    /// When a column last really changed, same format.
    public var updatedAt: String

    public init(
        id: Int64, key: String, name: String, kind: String? = nil, notes: String? = nil, waterEveryDays: Int? = nil,
        lastWatered: CalendarDate? = nil, photoAspect: Double? = nil, photo: PlantPhoto? = nil,
        createdAt: String, updatedAt: String
    ) {
        (self.id, self.key, self.name, self.kind, self.notes) = (id, key, name, kind, notes)
        (self.waterEveryDays, self.lastWatered, self.photoAspect, self.photo) = (waterEveryDays, lastWatered, photoAspect, photo)
        (self.createdAt, self.updatedAt) = (createdAt, updatedAt)
    }

    /// The editable part, with the key: what `update` writes back.
    public var draft: PlantDraft {
        PlantDraft(
            key: key, name: name, kind: kind, notes: notes, waterEveryDays: waterEveryDays, lastWatered: lastWatered,
            photoAspect: photoAspect, photo: photo)
    }
}

extension Plant {
    /// The days between waterings of a plant that has no interval of its own.
    public static let defaultWateringIntervalDays = 7
}
