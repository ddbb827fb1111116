/// Where a selection of `plants` columns has each column a card or a plant reads, found by name
/// once per selection, so that rows are read by column name at the cost of reading by position.
struct PlantColumnPositions {
    let id, name, kind, notes, waterEveryDays, lastWatered, photoAspect, photo, photoWidth, photoHeight: Int32
    private let positions: [String: Int32]

    /// The positions of `selection`'s columns (`plants.name` is `name`).
    init(_ selection: [String]) {
        let positions = Dictionary(
            selection.enumerated().map { ($1.split(separator: ".").last.map(String.init) ?? $1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        func at(_ name: String) -> Int32 { positions[name] ?? -1 }
        self.positions = positions
        (id, name, kind, notes) = (at("id"), at("name"), at("kind"), at("notes"))
        (waterEveryDays, lastWatered, photoAspect) = (at("water_every_days"), at("last_watered"), at("photo_aspect"))
        (photo, photoWidth, photoHeight) = (at("photo"), at("photo_width"), at("photo_height"))
    }

    /// The position of the column `name` (-1 when the selection lacks it: reading it then fails
    /// with a `RowDecodingError`).
    func column(_ name: String) -> Int32 {
        positions[name] ?? -1
    }
}
