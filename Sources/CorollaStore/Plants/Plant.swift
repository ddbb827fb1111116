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
    public var photoPath: String?
    public var photoAspect: Double?
    /// When the plant was inserted, UTC ISO 8601 with milliseconds (`2024-05-01T09:30:00.000Z`).
    public var createdAt: String
    /// When a column last really changed, same format.
    public var updatedAt: String

    /// The editable part, with the key: what `update` writes back.
    public var draft: PlantDraft {
        PlantDraft(
            key: key, name: name, kind: kind, notes: notes, waterEveryDays: waterEveryDays, lastWatered: lastWatered,
            photoPath: photoPath, photoAspect: photoAspect)
    }
}

extension Plant {
    /// The columns besides id and key that a draft sets, in `PlantDraft.contentValues` order.
    static let contentColumns = ["name", "kind", "notes", "water_every_days", "last_watered", "photo_path", "photo_aspect"]

    /// The columns `init(row:)` reads, in order.
    static let selection = columns.joined(separator: ", ")

    /// How many columns ``selection`` reads.
    static var columnCount: Int { columns.count }

    private static let columns = ["id", "key"] + contentColumns + ["created_at", "updated_at"]

    /// Decodes a row of `SELECT \(selection)`.
    ///
    /// - Throws: `RowDecodingError` or `StoreError.malformedValue` for values Corolla would not write.
    init(row: Row) throws {
        id = try row.decode(at: 0)
        key = try row.decode(at: 1)
        name = try row.decode(at: 2)
        kind = try row.decode(at: 3)
        notes = try row.decode(at: 4)
        waterEveryDays = try row.decode(at: 5)
        lastWatered = try row.decode(at: 6)
        photoPath = try row.decode(at: 7)
        photoAspect = try row.decode(at: 8)
        createdAt = try row.decode(at: 9)
        updatedAt = try row.decode(at: 10)
    }
}

extension Plant {
    /// Decodes a row of `SELECT \(selection)` read in place, with the checks of ``init(row:)``.
    init(columns: borrowing Statement.Columns) throws {
        id = try columns.int64(0)
        key = try columns.text(1)
        name = try columns.text(2)
        kind = try columns.optionalText(3)
        notes = try columns.optionalText(4)
        waterEveryDays = try columns.optionalInt(5)
        lastWatered = try columns.optionalDate(6)
        photoPath = try columns.optionalText(7)
        photoAspect = try columns.optionalDouble(8)
        createdAt = try columns.text(9)
        updatedAt = try columns.text(10)
    }
}
