import CorollaJSON
import CorollaService

/// How plants are printed: a table for lists, fields for one plant, JSON objects for scripts.
struct PlantOutput {
    let console: Console
    /// The day "needs water" is judged on.
    let today: CalendarDate

    /// The widest a name is shown in a table; longer names end in `…`.
    static let nameColumns = 40
    /// The widest a kind is shown in a table.
    static let kindColumns = 16
    /// The width a name keeps, to fit a narrow terminal, until the kinds are cut to their header's.
    static let readableName = 20

    /// Prints the plants `rows` gives, with their favorite positions, as they are read from one
    /// snapshot of `service`'s catalog, in `format`: a JSON array (``writeJSON(to:on:rows:)``), CSV or
    /// TSV of the table's columns, or the table (``listing(numbered:)``) fitted to the console's
    /// width, or the line `empty` when it gives none.
    ///
    /// - Complexity: O(n) for n plants; memory O(1) in n.
    func printListing(
        of service: CatalogService, format: ListingFormat, numbered: Bool = false, empty: String,
        rows: ((Plant, Int?) throws -> Void) throws -> Void
    ) throws {
        let output = console.outputBuffer()
        try service.reading {
            if format == .json { return try Self.writeJSON(to: output, on: today, rows: rows) }
            let listing = listing(numbered: numbered)
            let plantRows = { (each: (PlantRow) throws -> Void) in
                try withoutActuallyEscaping(each) { each in try rows { try each(PlantRow(plant: $0, position: $1)) } }
            }
            if let delimited = format.delimited {
                _ = try listing.writeDelimited(delimited, to: output, rows: plantRows)
            } else if try listing.writeTable(to: output, width: console.columns, rows: plantRows) == 0 {
                try output.append(empty + "\n")
            }
        }
        try output.finish()
    }

    /// A plant of a listing, with its favorite index (nil: not one).
    struct PlantRow: ListedPlant {
        var plant: Plant
        var position: Int?
    }

    /// The columns of a plant listing: `#` (each one's favorite position, from 1; `position` from 0
    /// in CSV and TSV, as in JSON) when `numbered`, then ``columns(_:)``, the watering interval
    /// (`water_every_days`), the last watering and "needs water" (`needs_water`: true or false).
    func listing(numbered: Bool) -> Listing<PlantRow> {
        let number = ListingColumn<PlantRow>.whole(
            "#", "position", rightAligned: true, cell: { $0.position.map { String($0 + 1) } ?? "" },
            value: { $0.position.map { .number(String($0)) } ?? .absent })
        let day = today
        let columns: [ListingColumn<PlantRow>] =
            Self.columns() + [
                .whole(
                    "EVERY", "water_every_days", cell: { $0.plant.waterEveryDays.map { "\($0) d" } ?? "-" },
                    value: { $0.plant.waterEveryDays.map { .number(String($0)) } ?? .absent }),
                .whole(
                    "WATERED", "last_watered", cell: { $0.plant.lastWatered?.description ?? "never" },
                    value: { $0.plant.lastWatered.map { .text($0.description) } ?? .absent }),
                .whole(
                    "", "needs_water", color: .blue, cell: { $0.plant.needsWater(on: day) ? "needs water" : "" },
                    value: { .boolean($0.plant.needsWater(on: day)) }),
            ]
        return Listing(columns: (numbered ? [number] : []) + columns, console: console)
    }

    /// The columns every plant listing starts with, of each row's plant: `ID`,
    /// `KEY` (never cut), `NAME` and `KIND` (free text). To fit a width, names give up cells down
    /// to ``readableName`` first, then kinds down to their header's width, then names down to theirs.
    static func columns<Row: ListedPlant>() -> [ListingColumn<Row>] {
        [
            .whole("ID", "id", rightAligned: true, cell: { String($0.plant.id) }, value: { .number(String($0.plant.id)) }),
            .whole("KEY", "key", cell: { $0.plant.key }, value: { .text($0.plant.key) }),
            .text(
                "NAME", "name", maximum: nameColumns, cuts: [(readableName, 0), (0, 2)], cell: { $0.plant.name },
                value: { .text($0.plant.name) }),
            .text(
                "KIND", "kind", maximum: kindColumns, cuts: [(0, 1)], cell: { $0.plant.kind ?? "-" },
                value: { $0.plant.kind.map(ExportValue.text) ?? .absent }),
        ]
    }

    /// Every field of `plant`, one per line under its declared label, a value's continuation lines
    /// indented under its first; `position` is its favorite index (nil: not one) among `favorites`,
    /// said in words from 1 ("yes, 3rd of 40" for the JSON's `"position": 2`). Text from the
    /// catalog is shown ``String/visible(keepingLines:)``.
    func details(_ plant: Plant, position: Int?, favorites: Int) -> [String] {
        let stored = PlantField.stored.compactMap { field in shown(field, of: plant).map { (field.declaration.label, $0) } }
        let fields: [(String, String)] =
            [("id", String(plant.id))] + stored + [
                (PlantField.favorite.declaration.label, position.map { "yes, \(Self.ordinal($0 + 1)) of \(favorites)" } ?? "no"),
                ("created", plant.createdAt.visible(keepingLines: true)), ("updated", plant.updatedAt.visible(keepingLines: true)),
            ]
        return fields.map { label, value in
            (label + ":").padded(to: 14) + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: 14))
        }
    }

    /// `number` as an English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 101st, 111th.
    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }

    /// How `field` of `plant` is shown, as its type says (`-` when it has none); nil for the photo's
    /// aspect, shown with the photo.
    private func shown(_ field: PlantField, of plant: Plant) -> String? {
        switch field {
        case .waterEveryDays: return plant.waterEveryDays.map { "\($0) days" } ?? "- (\(plant.wateringIntervalDays) days)"
        case .lastWatered: return (plant.lastWatered?.description ?? "never") + suffix(status(plant))
        case .photo: return photo(plant)
        case .photoAspect: return nil
        default: break
        }
        switch plant.draft.value(of: field) {
        case .text(let text): return text.visible(keepingLines: true)
        case .integer(let number): return String(number)
        case .number(let number): return JSONValue.literal(number)
        case .date(let day): return day.description
        case .boolean(let flag): return flag ? "yes" : "no"
        case .dates(let days): return days.map(\.description).joined(separator: ", ")
        case .photo: return photo(plant)
        case nil: return "-"
        }
    }

    /// The stored photo's size, format and aspect; or `-`.
    private func photo(_ plant: Plant) -> String {
        let aspect = plant.photoAspect.map { " (aspect \(JSONValue.literal($0)))" } ?? ""
        if let photo = plant.photo {
            let format = ExportedPhoto.fileExtension(of: photo.bytes).dropFirst().uppercased()
            return "\(photo.width)×\(photo.height) px \(format), \(photo.bytes.count) bytes, stored in the catalog" + aspect
        }
        return plant.photoAspect.map { "none" + " (image area of aspect \(JSONValue.literal($0)))" } ?? "-"
    }

    /// The plants as a JSON array of ``Exporter/json(_:position:)`` objects.
    static func json(_ plants: [Plant], positions: [Int64: Int]) -> JSONValue {
        .array(plants.map { Exporter.json($0, position: positions[$0.id]) })
    }

    /// Writes the plants `rows` gives, with their favorite positions, as a JSON array of
    /// ``Exporter/json(_:position:)`` objects with `due` and `needs_water` on `day`
    /// (`Exporter.writeJSON(_:position:on:pretty:to:)`) rendered `pretty` (one object a line), each
    /// as it comes.
    static func writeJSON(to output: OutputBuffer, on day: CalendarDate, rows: ((Plant, Int?) throws -> Void) throws -> Void) throws {
        try writeJSONArray(to: output, rows: rows) { plant, position in
            try Exporter.writeJSON(plant, position: position, on: day, pretty: true, to: output)
        }
    }

    /// Writes the rows `rows` gives, each with its favorite position, as a JSON array laid out as
    /// `JSONValue.rendered(pretty: true)` lays out an array of objects (one a line): `write` writes
    /// each row's object as it comes.
    static func writeJSONArray<Row>(
        to output: OutputBuffer, rows: ((Row, Int?) throws -> Void) throws -> Void, write: (Row, Int?) throws -> Void
    ) throws {
        var count = 0
        try withoutActuallyEscaping(write) { write in
            try rows { row, position in
                try output.append(count == 0 ? "[\n  " : ",\n  ")
                try write(row, position)
                count += 1
            }
        }
        try output.append(count == 0 ? "[]\n" : "\n]\n")
    }

    /// "needs water" (blue on a terminal) or nothing.
    private func status(_ plant: Plant) -> String {
        plant.needsWater(on: today) ? console.colored("needs water", .blue) : ""
    }

    private func suffix(_ text: String) -> String {
        text.isEmpty ? "" : " (\(text))"
    }
}

extension CatalogService.Favorites {
    /// The favorite index of every favorite plant, by plant id.
    func positions() throws -> [Int64: Int] {
        PlantOutput.positions(try list())
    }
}

extension PlantOutput {
    /// The index of each of `favorites`, by plant id.
    static func positions(_ favorites: [Favorite]) -> [Int64: Int] {
        Dictionary(favorites.map { ($0.plant.id, $0.position) }, uniquingKeysWith: { first, _ in first })
    }

    /// The favorites as a numbered table fitted to `width` cells (nil: not fitted), or a line saying
    /// there are none.
    func favoritesTable(_ favorites: [Favorite], width: Int?) throws -> [String] {
        guard !favorites.isEmpty else { return ["No favorites."] }
        return try listing(numbered: true).lines(favorites.map { PlantRow(plant: $0.plant, position: $0.position) }, width: width)
    }
}
