/// A plant without what no card shows (its key and timestamps): what the favorites grid reads. Its
/// fields read as its own (`shown.name`, `shown.notes`).
@dynamicMemberLookup
public struct ShownPlant: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// The plant's fields, without its key.
    public var draft: PlantDraft
    /// The catalog revision at which something the card's size depends on (the fields declared
    /// ``PlantField/Declaration/changesCardSize``) last changed: equal stamps of one plant mean an
    /// equal size.
    public var sizeStamp: Int64

    public init(id: Int64, draft: PlantDraft, sizeStamp: Int64 = 0) {
        (self.id, self.draft, self.sizeStamp) = (id, draft, sizeStamp)
        self.draft.key = nil
    }

    public init(_ plant: Plant) {
        self.init(id: plant.id, draft: plant.draft)
    }

    /// A field of the plant's ``draft``.
    public subscript<Value>(dynamicMember property: WritableKeyPath<PlantDraft, Value>) -> Value {
        get { draft[keyPath: property] }
        set { draft[keyPath: property] = newValue }
    }
}

extension ShownPlant {
    /// The columns `init(columns:)` reads: the edited fields' (the key is not read).
    private static let columns = ["id"] + Plant.contentColumns + ["size_stamp"]

    /// Where the selections have each column.
    private static let positions = PlantColumnPositions(columns, fields: Plant.editedFields)

    /// Where the selections have the size stamp.
    private static let sizeStampPosition = positions.column("size_stamp")

    /// The columns `init(columns:)` reads, in ``columns`` order.
    static let selection = columns.map { "plants.\($0)" }.joined(separator: ", ")

    /// `selection` with NULL for the stored photo's columns: no photo is read.
    static let selectionWithoutPhotos = columns
        .map { PlantField.photo.declaration.columns.contains($0) ? "NULL" : "plants.\($0)" }.joined(separator: ", ")

    /// Decodes a row of `SELECT \(selection)`, each column by its name, with the checks of `Plant(columns:)`.
    init(columns: borrowing Statement.Columns) throws {
        self.init(
            id: try columns.int64(Self.positions.id), draft: try Self.positions.draft(columns), sizeStamp: try columns.int64(Self.sizeStampPosition))
    }
}
