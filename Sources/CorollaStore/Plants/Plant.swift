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

    /// The columns besides id and key that a draft sets, in `PlantDraft.contentValues` order.
    static let contentColumns = [
        "name", "kind", "notes", "water_every_days", "last_watered", "photo_aspect", "photo", "photo_width", "photo_height",
    ]

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
        photoAspect = try row.decode(at: 7)
        photo = try Self.photo(bytes: row.decode(at: 8), width: row.decode(at: 9), height: row.decode(at: 10))
        createdAt = try row.decode(at: 11)
        updatedAt = try row.decode(at: 12)
    }
}

extension Plant {
    /// The photo of the `photo`, `photo_width` and `photo_height` values, which the table's checks
    /// keep all NULL or all set.
    ///
    /// - Throws: `StoreError.malformedValue` for a partial photo or a size that is not positive.
    static func photo(bytes: [UInt8]?, width: Int?, height: Int?) throws -> PlantPhoto? {
        switch (bytes, width, height) {
        case (nil, nil, nil): return nil
        case (let bytes?, let width?, let height?) where width > 0 && height > 0:
            return PlantPhoto(bytes: bytes, width: width, height: height)
        default:
            let size = "\(width.map(String.init) ?? "NULL")×\(height.map(String.init) ?? "NULL") px"
            throw StoreError.malformedValue(
                table: "plants", column: "photo", reason: "\(bytes.map { "\($0.count) bytes" } ?? "NULL") of \(size)")
        }
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
        photoAspect = try columns.optionalDouble(7)
        photo = try Self.photo(bytes: columns.optionalBlob(8), width: columns.optionalInt(9), height: columns.optionalInt(10))
        createdAt = try columns.text(11)
        updatedAt = try columns.text(12)
    }
}
