/// A plant without what no card shows (its key and timestamps): what the favorites grid reads.
public struct ShownPlant: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var kind: String?
    public var notes: String?
    public var waterEveryDays: Int?
    public var lastWatered: CalendarDate?
    public var photoAspect: Double?
    public var photo: PlantPhoto?
    /// The catalog revision at which something the card's size depends on (name, kind, notes,
    /// photo aspect) last changed: equal stamps of one plant mean an equal size.
    public var sizeStamp: Int64

    public init(
        id: Int64, name: String, kind: String? = nil, notes: String? = nil, waterEveryDays: Int? = nil,
        lastWatered: CalendarDate? = nil, photoAspect: Double? = nil, photo: PlantPhoto? = nil,
        sizeStamp: Int64 = 0
    ) {
        (self.id, self.name, self.kind, self.notes) = (id, name, kind, notes)
        (self.waterEveryDays, self.lastWatered, self.photoAspect) = (waterEveryDays, lastWatered, photoAspect)
        self.photo = photo
        self.sizeStamp = sizeStamp
    }

    public init(_ plant: Plant) {
        self.init(
            id: plant.id, name: plant.name, kind: plant.kind, notes: plant.notes, waterEveryDays: plant.waterEveryDays,
            lastWatered: plant.lastWatered, photoAspect: plant.photoAspect, photo: plant.photo)
    }
}

extension ShownPlant {
    /// The columns `init(columns:)` reads.
    private static let columns = ["id"] + Plant.contentColumns + ["size_stamp"]

    /// Where the selections have each column.
    private static let positions = PlantColumnPositions(columns)

    /// The columns `init(columns:)` reads, in ``columns`` order.
    static let selection = columns.map { "plants.\($0)" }.joined(separator: ", ")

    /// `selection` with NULL for the stored photo's columns: no photo is read.
    static let selectionWithoutPhotos = columns
        .map { PlantField.photo.declaration.columns.contains($0) ? "NULL" : "plants.\($0)" }.joined(separator: ", ")

    /// Decodes a row of `SELECT \(selection)`, each column by its name, with the checks of `Plant(row:)`.
    init(columns: borrowing Statement.Columns) throws {
        let at = Self.positions
        self.init(
            id: try columns.int64(at.id), name: try columns.text(at.name), kind: try columns.optionalText(at.kind),
            notes: try columns.optionalText(at.notes), waterEveryDays: try columns.optionalInt(at.waterEveryDays),
            lastWatered: try columns.optionalDate(at.lastWatered),
            photoAspect: try columns.optionalDouble(at.photoAspect),
            photo: try Plant.photo(bytes: columns.optionalBlob(at.photo), width: columns.optionalInt(at.photoWidth), height: columns.optionalInt(at.photoHeight)),
            sizeStamp: try columns.int64(at.column("size_stamp")))
    }
}
