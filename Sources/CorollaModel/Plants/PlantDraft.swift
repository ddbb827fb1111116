/// What a plant is made of before the catalog gives it an id: the input of insert, upsert and update.
public struct PlantDraft: Hashable, Sendable {
    /// The identity upserts match on; nil derives it from the name (see `derivedKey`).
    public var key: String?
    /// Required, any Unicode, not blank.
    public var name: String
    /// foliage, succulent, flowering, herb, fern, cactus, … (free text, not blank).
    public var kind: String?
    public var notes: String?
    /// How often to water, in days (> 0).
    public var waterEveryDays: Int?
    public var lastWatered: CalendarDate?
    /// The card's photo width / height (> 0): the stored photo's, or (without one) an image area
    /// of that aspect.
    public var photoAspect: Double?
    /// The stored photo (a thumbnail, with its size in pixels).
    public var photo: PlantPhoto?

    @inlinable public init(
        key: String? = nil, name: String, kind: String? = nil, notes: String? = nil, waterEveryDays: Int? = nil,
        lastWatered: CalendarDate? = nil, photoAspect: Double? = nil,
        photo: PlantPhoto? = nil
    ) {
        self.key = key
        self.name = name
        self.kind = kind
        self.notes = notes
        self.waterEveryDays = waterEveryDays
        self.lastWatered = lastWatered
        self.photoAspect = photoAspect
        self.photo = photo
    }

    /// The key, or the slug of the name when none is given:
    /// "Monstera deliciosa 'Thai Constellation'" → "monstera-deliciosa-thai-constellation".
    public var derivedKey: String { key ?? Slug.make(from: name) }
}
