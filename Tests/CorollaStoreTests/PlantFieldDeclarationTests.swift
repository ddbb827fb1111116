import CorollaTestSupport
import Foundation
import XCTest

@testable import CorollaStore

/// The plant fields' declarations (``PlantField``) against the catalog the migrations make: every
/// column is declared, every declared field is read back by the store's row readers, and the size
/// stamp moves with the fields declared to change a card's size.
final class PlantFieldDeclarationTests: XCTestCase {
    /// The `plants` columns of the stored fields, in declaration order.
    private let storedColumns = PlantField.stored.flatMap(\.declaration.columns)

    /// The `plants` columns whose changes may change a card's size.
    private let cardSizeColumns = PlantField.allCases.filter(\.declaration.changesCardSize).flatMap(\.declaration.columns)

    /// The columns of `plants` in a migrated catalog.
    private func tableColumns(_ store: CatalogStore) throws -> [String] {
        try store.database.fetchAll("SELECT name FROM pragma_table_info('plants') ORDER BY cid").map { try $0.decode(String.self, at: 0) }
    }

    /// Rule: each column of `plants` is a declared field's, or one the store keeps itself (the id,
    /// the timestamps, the size stamp, the version a write is conditioned on); each declared column exists.
    func testEveryColumnOfPlantsIsDeclared() throws {
        let store = try CatalogStore.inMemory()
        let columns = try tableColumns(store)
        let bookkeeping: Set = ["id", "created_at", "updated_at", "size_stamp", "version"]
        XCTAssertEqual(Set(columns).subtracting(bookkeeping), Set(storedColumns))
        XCTAssertEqual(storedColumns.count, Set(storedColumns).count, "a column declared twice")
        XCTAssertEqual(Set(Plant.selection.components(separatedBy: ", ")), Set(columns).subtracting(["size_stamp", "version"]))
        XCTAssertEqual(PlantField.stored, PlantField.allCases.filter { ![.favorite, .position, .waterings].contains($0) })
    }

    /// Rule: a field's columns have the SQL types of its declared type, and may be NULL exactly when
    /// it is declared clearable.
    func testDeclaredTypesAndClearingMatchTheColumns() throws {
        let store = try CatalogStore.inMemory()
        let rows = try store.database.fetchAll("SELECT name, type, \"notnull\" FROM pragma_table_info('plants')")
        let columns = try Dictionary(uniqueKeysWithValues: rows.map { (try $0.decode(String.self, at: 0), (try $0.decode(String.self, at: 1), try $0.decode(Int.self, at: 2))) })
        for field in PlantField.stored {
            let declaration = field.declaration
            let types: [String] =
                switch declaration.type {
                case .text, .date: ["TEXT"]
                case .integer, .boolean: ["INTEGER"]
                case .number: ["REAL"]
                case .photo: ["BLOB", "INTEGER", "INTEGER"]
                case .dates: []
                }
            XCTAssertEqual(declaration.columns.map { columns[$0]?.0 }, types, "\(field)")
            for column in declaration.columns {
                XCTAssertEqual(columns[column]?.1 == 0, declaration.clearable, "\(field): \(column)")
            }
        }
    }

    /// Rule: the size-stamp trigger moves the stamp for a change of exactly the columns of the
    /// fields declared to change a card's size (and the id).
    func testSizeStampTriggerListsTheCardSizeFields() throws {
        let store = try CatalogStore.inMemory()
        let sql = try XCTUnwrap(
            try store.database.fetchValue(String.self, "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = 'plants_updated'"))
        let stamp = try XCTUnwrap(sql.range(of: "SET size_stamp"), sql)
        let statement = sql[stamp.upperBound...].prefix { $0 != ";" }
        let pattern = try NSRegularExpression(pattern: #"old\.(\w+) IS NOT new\.(\w+)"#)
        let text = String(statement)
        let compared = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> String? in
            let (old, new) = (Range(match.range(at: 1), in: text).map { text[$0] }, Range(match.range(at: 2), in: text).map { text[$0] })
            XCTAssertEqual(old, new)
            return old.map(String.init)
        }
        XCTAssertFalse(compared.isEmpty, sql)
        XCTAssertEqual(Set(compared).subtracting(["id"]), Set(cardSizeColumns))
    }

    /// Rule: every declared field of random plants (each field set or not, Unicode text, photos)
    /// comes back equal from each row reader: one plant, listings, favorites, and the grid's
    /// shown plants; a draft's columns are written where the declaration says.
    func testEveryFieldRoundTripsThroughTheRowReaders() throws {
        var random = SplitMix64(seed: 24)
        let store = try CatalogStore.inMemory()
        var drafts: [Int64: PlantDraft] = [:]
        for index in 0..<60 {
            let draft = Self.randomDraft(index, using: &random)
            let plant = try store.plants.insert(draft)
            _ = try store.favorites.add(plantID: plant.id)
            var stored = draft
            stored.key = plant.key
            drafts[plant.id] = stored
        }
        func check(_ read: PlantDraft, id: Int64, fields: [PlantField] = PlantField.stored, _ reader: String) {
            guard let written = drafts[id] else { return XCTFail("\(reader): unknown plant \(id)") }
            for field in fields {
                XCTAssertEqual(read.value(of: field), written.value(of: field), "\(reader): \(field) of plant \(id)")
            }
        }
        for id in drafts.keys { check(try XCTUnwrap(store.plants.plant(id: id)).draft, id: id, "plant(id:)") }
        try store.plants.forEach { plant, _ in check(plant.draft, id: plant.id, "forEach") }
        XCTAssertEqual(try store.plants.list().count, drafts.count)
        try store.favorites.forEach { check($0.plant.draft, id: $0.plant.id, "favorites.forEach") }
        for favorite in try store.favorites.list() { check(favorite.plant.draft, id: favorite.plant.id, "favorites.list") }
        var shown = 0
        try store.favorites.forEachShownPlant { plant in
            shown += 1
            let draft = PlantDraft(
                name: plant.name, kind: plant.kind, notes: plant.notes, waterEveryDays: plant.waterEveryDays, lastWatered: plant.lastWatered,
                photoAspect: plant.photoAspect, photo: plant.photo)
            check(draft, id: plant.id, fields: Plant.editedFields, "forEachShownPlant")
        }
        XCTAssertEqual(shown, drafts.count)
        // Each declared column holds its field's value.
        for (id, draft) in drafts {
            for field in PlantField.stored where field.declaration.columns.count == 1 {
                let column = field.declaration.columns[0]
                let value = try store.database.fetchOne("SELECT \(column) FROM plants WHERE id = ?", [.integer(id)])?[0]
                XCTAssertEqual(value == .null, draft.value(of: field) == nil, "\(column) of plant \(id)")
            }
        }
    }

    /// A draft with each optional field set or not.
    private static func randomDraft(_ index: Int, using random: inout SplitMix64) -> PlantDraft {
        let texts = ["Monstera", "龟背竹", "Échevéria 🌵", "a\u{0007}b", "line\nbreak", "", "  spaced  "]
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        let photo = PlantPhoto(bytes: (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) },
            width: Int.random(in: 1...4000, using: &random), height: Int.random(in: 1...4000, using: &random))
        var draft = PlantDraft(
            key: maybe("plant-\(index)"), name: "\(texts[index % 5]) \(index)", kind: maybe(texts[Int.random(in: 0..<5, using: &random)]),
            notes: maybe(texts.randomElement(using: &random)!), waterEveryDays: maybe(Int.random(in: 1...36_500, using: &random)),
            lastWatered: maybe(CalendarDate(daysSince1970: Int.random(in: -10_000...30_000, using: &random))),
            photoAspect: maybe(Double.random(in: 0.1...10, using: &random)))
        if Bool.random(using: &random) {
            draft.photo = photo
            draft.photoAspect = Double(photo.width) / Double(photo.height)
        }
        return draft
    }
}
