extension Plant {
    /// The columns besides id and key that a draft sets, in `PlantDraft.contentValues` order: the
    /// columns of ``Plant/editedFields``.
    static let contentColumns = editedFields.flatMap(\.declaration.columns)

    /// The columns `init(columns:)` reads.
    static let selection = columns.joined(separator: ", ")

    /// How many columns ``selection`` reads.
    static var columnCount: Int { columns.count }

    private static let columns = ["id", "key"] + contentColumns + ["created_at", "updated_at"]

    /// Where ``selection`` has each column.
    private static let positions = PlantColumnPositions(columns, fields: PlantField.stored)

    /// Where ``selection`` has the timestamps.
    private static let timestampPositions = (created: positions.column("created_at"), updated: positions.column("updated_at"))

    /// Decodes a row of `SELECT \(selection)` read in place, each column by its name.
    ///
    /// - Throws: `RowDecodingError` or `StoreError.malformedValue` for values Corolla would not write.
    init(columns: borrowing Statement.Columns) throws {
        self.init(
            id: try columns.int64(Self.positions.id), draft: try Self.positions.draft(columns),
            createdAt: try columns.text(Self.timestampPositions.created), updatedAt: try columns.text(Self.timestampPositions.updated))
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
