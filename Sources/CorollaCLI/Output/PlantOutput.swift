import CorollaJSON
import CorollaService
import CorollaStore

/// How plants are printed: a table for lists, fields for one plant, JSON objects for scripts.
struct PlantOutput {
    let console: Console
    /// The day "needs water" is judged on.
    let today: CalendarDate

    /// The widest a name is shown in a table; longer names end in `…`.
    static let nameColumns = 40

    /// A table of `plants`: `#` (each one's favorite position, from 1) when `positions` are
    /// given, id, key, name, kind, interval, last watering, and "needs water".
    func table(_ plants: [Plant], positions: [Int]? = nil) -> [String] {
        var table = Self.table(numbered: positions != nil)
        table.rows = plants.enumerated().map { index, plant in cells(plant, number: positions.map { $0[index] + 1 }) }
        return table.lines
    }

    /// Prints the plants `rows` gives, with their favorite positions, as they are read from one
    /// snapshot of `service`'s catalog: a JSON array (``writeJSON(to:rows:)``) with `json`, else a
    /// table (``writeTable(numbered:to:rows:)``), or the line `empty` when it gives none.
    ///
    /// - Complexity: O(n) for n plants; memory O(1) in n.
    func printListing(
        of service: CatalogService, json: Bool, numbered: Bool = false, empty: String, rows: ((Plant, Int?) throws -> Void) throws -> Void
    ) throws {
        let output = console.outputBuffer()
        try service.reading {
            if json {
                try Self.writeJSON(to: output, rows: rows)
            } else if try writeTable(numbered: numbered, to: output, rows: rows) == 0 {
                try output.append(empty + "\n")
            }
        }
        try output.finish()
    }

    /// Writes ``table(_:positions:)`` of the plants `rows` gives, line by line, without holding them:
    /// numbered by the favorite positions it gives with them when `numbered`. `rows` is called
    /// twice — once to find the column widths, once to write — and must give the same plants both
    /// times (one snapshot of the catalog). Nothing is written when it gives none.
    ///
    /// - Returns: how many plants were written.
    /// - Complexity: O(n) for n plants; memory O(1) in n.
    func writeTable(numbered: Bool = false, to output: OutputBuffer, rows: ((Plant, Int?) throws -> Void) throws -> Void) throws -> Int {
        let table = Self.table(numbered: numbered)
        var widths = TextTable.widths(table.header)
        var count = 0
        try rows { plant, position in
            count += 1
            TextTable.widen(&widths, to: cells(plant, number: numbered ? position.map { $0 + 1 } : nil))
        }
        guard count > 0 else { return 0 }
        try output.append(table.line(table.header, widths: widths) + "\n")
        var written = 0
        try rows { plant, position in
            written += 1
            try output.append(table.line(cells(plant, number: numbered ? position.map { $0 + 1 } : nil), widths: widths) + "\n")
        }
        return written
    }

    /// The table's header and alignment, without rows.
    private static func table(numbered: Bool) -> TextTable {
        var table = TextTable(header: (numbered ? ["#"] : []) + ["ID", "KEY", "NAME", "KIND", "EVERY", "WATERED", ""])
        table.rightAligned = numbered ? [0, 1] : [0]
        return table
    }

    /// The cells of `plant`'s row, after its `number` when numbered.
    private func cells(_ plant: Plant, number: Int?) -> [String] {
        let cells = [
            String(plant.id), plant.key.truncated(to: 24), plant.name.truncated(to: Self.nameColumns),
            (plant.kind ?? "-").truncated(to: 16), plant.waterEveryDays.map { "\($0) d" } ?? "-",
            plant.lastWatered?.description ?? "never", status(plant),
        ]
        return number.map { [String($0)] + cells } ?? cells
    }

    /// Every field of `plant`, one per line, a value's continuation lines indented under its first;
    /// `position` is its favorite index (nil: not one). Text from the catalog is shown
    /// ``String/visible(keepingLines:)``.
    func details(_ plant: Plant, position: Int?) -> [String] {
        func text(_ value: String?) -> String { value?.visible(keepingLines: true) ?? "-" }
        let fields: [(String, String)] = [
            ("id", String(plant.id)), ("key", text(plant.key)), ("name", text(plant.name)), ("kind", text(plant.kind)),
            ("notes", text(plant.notes)), ("water every", plant.waterEveryDays.map { "\($0) days" } ?? "- (\(plant.wateringIntervalDays) days)"),
            ("last watered", (plant.lastWatered?.description ?? "never") + suffix(status(plant))),
            ("photo", photo(plant)),
            ("favorite", position.map { "yes, #\($0 + 1)" } ?? "no"), ("created", text(plant.createdAt)), ("updated", text(plant.updatedAt)),
        ]
        return fields.map { label, value in
            (label + ":").padded(to: 14) + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: 14))
        }
    }

    /// The stored photo's size, format and aspect; a photo file not read into the catalog yet; or `-`.
    private func photo(_ plant: Plant) -> String {
        let aspect = plant.photoAspect.map { " (aspect \(JSONValue.literal($0)))" } ?? ""
        if let photo = plant.photo {
            let format = ExportedPhoto.fileExtension(of: photo.bytes).dropFirst().uppercased()
            return "\(photo.width)×\(photo.height) px \(format), \(photo.bytes.count) bytes, stored in the catalog" + aspect
        }
        guard let path = plant.photoPath else { return plant.photoAspect.map { "none" + " (image area of aspect \(JSONValue.literal($0)))" } ?? "-" }
        return path.visible(keepingLines: true) + aspect + " (a file, not read into the catalog: run corolla init)"
    }

    /// The plants as a JSON array of ``Exporter/json(_:position:)`` objects.
    static func json(_ plants: [Plant], positions: [Int64: Int]) -> JSONValue {
        .array(plants.map { Exporter.json($0, position: positions[$0.id]) })
    }

    /// Writes the plants `rows` gives, with their favorite positions, as a JSON array of
    /// ``Exporter/json(_:position:)`` objects rendered `pretty` (one object a line), each as it comes.
    static func writeJSON(to output: OutputBuffer, rows: ((Plant, Int?) throws -> Void) throws -> Void) throws {
        try writeJSONArray(to: output, rows: rows) { plant, position in try Exporter.writeJSON(plant, position: position, pretty: true, to: output) }
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

extension CatalogService {
    /// The favorite index of every favorite plant, by plant id.
    func favoritePositions() throws -> [Int64: Int] {
        PlantOutput.positions(try favorites())
    }
}

extension PlantOutput {
    /// The index of each of `favorites`, by plant id.
    static func positions(_ favorites: [Favorite]) -> [Int64: Int] {
        Dictionary(favorites.map { ($0.plant.id, $0.position) }, uniquingKeysWith: { first, _ in first })
    }

    /// The favorites as a numbered table, or a line saying there are none.
    func favoritesTable(_ favorites: [Favorite]) -> [String] {
        favorites.isEmpty ? ["No favorites."] : table(favorites.map(\.plant), positions: favorites.map(\.position))
    }
}
