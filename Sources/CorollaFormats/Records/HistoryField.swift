/// The fields of a watering history file, as `export --history` writes it and `import --history`
/// reads it: one watering per record.
///
/// Names are matched as ``PlantField``'s are (ignoring ASCII case and surrounding spaces).
public enum HistoryField: String, CaseIterable, Hashable, Sendable {
    /// The plant's key: the catalog must have it.
    case key
    /// The plant's name: written for people reading the file, not read back.
    case name
    /// The day it was watered, `YYYY-MM-DD`.
    case wateredOn = "watered_on"
    /// Who watered it (a paired device's name, a command line's user); empty when unknown.
    case wateredBy = "watered_by"

    /// The field a column or key names, or nil.
    package init?(fieldName: String) {
        self.init(rawValue: fieldName.trimmingSpaces.lowercased())
    }
}
