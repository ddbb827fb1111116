import CorollaModel

/// The columns (JSON keys) an import's `--map 'Header=field'` names: headers no field accepts by
/// itself, each read as the field given.
///
/// A header is compared as field names are (``PlantField/fileNameForms(_:)``: ignoring case,
/// spaces, `_` and `-`), so `--map 'Wasser (Tage)=water_every_days'` also takes `wasser (tage)`.
public struct ColumnMap: Hashable, Sendable {
    /// The headers as given, and their fields, in the order given.
    public private(set) var entries: [ColumnMatch] = []

    public init() {}

    /// Reads `Header=field` (the last `=` separates them), and adds it.
    ///
    /// - Throws: ``ColumnMapError`` for text without `=`, an empty header, a field that is not one,
    ///   or a header mapped twice.
    public mutating func add(_ text: String) throws(ColumnMapError) {
        guard let equals = text.lastIndex(of: "=") else { throw ColumnMapError("'\(text)' is not Header=field") }
        let header = String(text[..<equals]), name = String(text[text.index(after: equals)...].trimmingSpaces)
        guard !header.trimmingSpaces.isEmpty else { throw ColumnMapError("'\(text)' names no header before '='") }
        guard let field = PlantField(rawValue: name) else {
            throw ColumnMapError("'\(name)' is not a field; the fields are " + PlantField.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard self.field(for: header) == nil else { throw ColumnMapError("'\(header)' is mapped twice") }
        entries.append(ColumnMatch(header: header, field: field))
    }

    /// The field `name` is mapped to, or nil.
    func field(for name: some StringProtocol) -> PlantField? {
        let form = PlantField.fileNameForms(name).last
        return entries.first { PlantField.fileNameForms($0.header).last == form }?.field
    }
}

/// Why a `--map` value was refused.
public struct ColumnMapError: Error, Hashable, Sendable {
    public var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

/// A column (JSON key) and the field it is read as: an entry of a ``ColumnMap``, or a header read
/// as a field it is not spelt as (`Plant Name` as `name`: ``PlantField/Declaration/alsoAccepted``).
public struct ColumnMatch: Hashable, Sendable {
    /// The header as the file writes it.
    public var header: String
    public var field: PlantField
}
