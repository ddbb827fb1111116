import CorollaStore

/// Imports plant files into a catalog: all of a file in one transaction, or nothing.
///
/// The file is read and checked as a whole first (`ImportFile`); then, in one write transaction,
/// each record is matched to its plant (`ImportPlan`), the plants new to the catalog are inserted a
/// batch per statement, the others upserted, and the favorites are changed in one pass. Any error rolls everything back, so a
/// bad row leaves the catalog file byte for byte as it was. A dry run does the same work and rolls
/// it back at the end.
public struct Importer {
    public let store: CatalogStore
    public var options: ImportOptions
    /// Called as the plants are written, with how many records are done and how many there are
    /// (for a progress bar); it must not use the catalog.
    public var progress: ((_ done: Int, _ total: Int) -> Void)?

    public init(store: CatalogStore, options: ImportOptions = ImportOptions()) {
        self.store = store
        self.options = options
    }

    /// Reads, checks and imports `data`.
    ///
    /// - Parameters:
    ///   - file: the name to put in errors (`-` for standard input).
    /// - Throws: `ImportError` for bad data (nothing written); a `DatabaseError` or `StoreError`
    ///   when the catalog cannot be written (nothing written either).
    /// - Complexity: O(n + m log m) for n bytes and m records, plus the upserts' O(m log p) for p plants.
    public func importData(_ data: some Collection<UInt8>, format: PlantFileFormat, file: String) throws -> ImportSummary {
        try apply(ImportFile(data: data, format: format, file: file))
    }

    /// Imports a file already read and checked; its photo files are read first, outside the
    /// transaction (``ImportFile/readPhotos(from:)``).
    ///
    /// - Throws: as `importData`.
    public func apply(_ file: ImportFile) throws -> ImportSummary {
        var file = file
        try file.readPhotos(from: options.photoFolder)
        do {
            return try store.bulkWrite { _ in
                var summary = try write(file)
                summary.dryRun = options.dryRun
                if options.dryRun { throw DryRunFinished(summary: summary) }
                return summary
            }
        } catch let finished as DryRunFinished {
            return finished.summary
        }
    }

    /// Thrown at the end of a dry run so that `write` rolls back; carries the summary out.
    private struct DryRunFinished: Error {
        var summary: ImportSummary
    }

    /// Writes the plants and changes the favorites (inside the caller's transaction).
    private func write(_ file: ImportFile) throws -> ImportSummary {
        let plan = try ImportPlan(file: file, catalog: store.plants.list(), onConflict: options.onConflict)
        var summary = ImportSummary()
        summary.skipped = plan.skipped
        let plantIDs = try writePlants(plan, into: &summary)
        var favorites = FavoriteOrder()
        for (entry, plantID) in zip(plan.entries, plantIDs) {
            let record = entry.record
            favorites.add(
                favorite: plan.records[record].favorite, position: plan.records[record].position, plantID: plantID,
                markFavorite: options.markFavorite)
        }
        guard !favorites.isEmpty else { return summary }
        let current = try store.favorites.orderedPlantIDs()
        let order = favorites.applied(to: current)
        guard order != current else { return summary }
        try store.favorites.replace(with: order)
        let before = Set(current), after = Set(order)
        summary.favorited = after.subtracting(before).count
        summary.unfavorited = before.subtracting(after).count
        return summary
    }

    /// Inserts the plan's new plants (many per statement) and upserts the others; counts them in
    /// `summary`.
    ///
    /// - Returns: the plant id of every entry of `plan`, in order.
    private func writePlants(_ plan: ImportPlan, into summary: inout ImportSummary) throws -> [Int64] {
        let total = plan.entries.count
        var done = 0
        func advance(to count: Int) {
            while done < count {
                done += 1
                progress?(done, total)
            }
        }
        var plantIDs = [Int64](repeating: 0, count: total)
        let new = plan.entries.indices.filter { plan.entries[$0].existing == nil }
        let ids = try store.plants.insertNew(new.lazy.map { plan.draft(plan.entries[$0]) }) { advance(to: $0) }
        for (index, id) in zip(new, ids) { plantIDs[index] = id }
        summary.inserted = new.count
        let stored = plan.entries.indices.filter { plan.entries[$0].existing != nil }
        let upserted = try store.plants.upsert(contentsOf: stored.lazy.map { index in
            advance(to: done + 1)
            return plan.draft(plan.entries[index])
        })
        for (index, outcome) in zip(stored, upserted.outcomes) { plantIDs[index] = outcome.plantID }
        summary.inserted += upserted.inserted
        summary.updated = upserted.updated
        summary.unchanged = upserted.unchanged
        return plantIDs
    }
}
