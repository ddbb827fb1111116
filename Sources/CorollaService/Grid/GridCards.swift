import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

/// The favorites as a grid shows them: cards in item order (section by section) and the sections.
struct GridCards {
    /// The plant of each card.
    var plantIDs: [Int64] = []
    /// The size stamp of each card's plant (see ``ShownPlant/sizeStamp``); empty for cards known
    /// by plant only (``stampsRead`` false).
    var sizeStamps: [Int64] = []
    /// Whether ``sizeStamps`` holds every card's stamp: false for ``init(plantIDs:)``.
    private(set) var stampsRead = true
    var contents: [CardContent] = []
    /// The kind each section shows when grouping by kind (nil: plants without a kind); one nil
    /// for the single section otherwise.
    var groups: [String?] = []
    /// The number of cards of each section.
    var counts: [Int] = []
    let grouping: GridRequest.Grouping

    /// The header text of the section of plants without a kind.
    static let noKindHeader = "Other"

    /// Arranges `favorites` (in the user's order) as `grouping` says: one section, or one per kind
    /// ignoring case (``PlantKind/folded(_:)``: "fern", "Fern" and "FERN" are one section), headed
    /// by the spelling most of its plants use (``header(ofKind:)``), in ascending order and plants
    /// without a kind last, the user's order within each.
    ///
    /// - Complexity: O(n + k log k) for n favorites of k kinds.
    init(favorites: [ShownPlant], grouping: GridRequest.Grouping) {
        self.init(grouping: grouping, arranging: favorites, kind: \.kind) { cards, plants in
            cards.plantIDs += plants.map(\.id)
            cards.sizeStamps += plants.map(\.sizeStamp)
            cards.contents += plants.map { Self.content($0, grouping: grouping) }
        }
    }

    /// Arranges the favorites `stamps` calls its argument with (in the user's order) as
    /// ``init(favorites:grouping:)``, each card known by its plant and size stamp only: no
    /// contents. Ungrouped, each favorite becomes its card as it comes (no array of them).
    ///
    /// - Complexity: O(n + k log k) for n favorites of k kinds.
    init(grouping: GridRequest.Grouping, stamps: ((FavoriteStamp) throws -> Void) throws -> Void) throws {
        guard grouping == .kind else {
            self.init(favorites: [], grouping: grouping)
            try stamps { stamp in
                plantIDs.append(stamp.plantID)
                sizeStamps.append(stamp.sizeStamp)
            }
            counts = [plantIDs.count]
            return
        }
        var favorites: [FavoriteStamp] = []
        try stamps { favorites.append($0) }
        self.init(grouping: grouping, arranging: favorites, kind: \.kind) { cards, stamps in
            cards.plantIDs += stamps.map(\.plantID)
            cards.sizeStamps += stamps.map(\.sizeStamp)
        }
    }

    /// Splits `favorites` into sections as `grouping` says, and `append`s each section's cards.
    private init<Favorite>(
        grouping: GridRequest.Grouping, arranging favorites: [Favorite], kind: (Favorite) -> String?,
        append: (inout GridCards, [Favorite]) -> Void
    ) {
        self.grouping = grouping
        guard grouping == .kind else {
            append(&self, favorites)
            (groups, counts) = ([nil], [favorites.count])
            return
        }
        let byKind = Dictionary(grouping: favorites) { kind($0).flatMap(PlantKind.folded) }
        let kinds = byKind.keys.sorted { left, right in
            guard let left else { return false }
            guard let right else { return true }
            return left < right
        }
        for folded in kinds {
            let section = byKind[folded] ?? []
            append(&self, section)
            groups.append(PlantKind.mostUsedSpelling(section.compactMap(kind)).flatMap(Self.header(ofKind:)))
            counts.append(section.count)
        }
    }

    /// Arranges the favorites `favorites` calls its argument with (in the user's order) as
    /// `grouping` says, as ``init(favorites:grouping:)``; ungrouped, each plant becomes its card as it
    /// comes (no array of them).
    init(grouping: GridRequest.Grouping, favorites: ((consuming ShownPlant) throws -> Void) throws -> Void) throws {
        guard grouping == .none else {
            var plants: [ShownPlant] = []
            try favorites { plants.append($0) }
            self.init(favorites: plants, grouping: grouping)
            return
        }
        self.init(favorites: [], grouping: .none)
        try favorites { plant in
            plantIDs.append(plant.id)
            sizeStamps.append(plant.sizeStamp)
            contents.append(CardContent(shown: plant))
        }
        counts = [plantIDs.count]
    }

    /// The cards of a cached layout's manifest, known by plant id and size stamp only (nothing else
    /// about the plants is read): no contents, one section of every card (ungrouped).
    init(manifest: [ManifestItem]) {
        grouping = .none
        plantIDs = manifest.map(\.plantID)
        sizeStamps = manifest.map(\.sizeStamp)
        (groups, counts) = ([nil], [manifest.count])
    }

    /// The favorites `ids` (in the user's order) as one section, each known by its plant only:
    /// neither contents nor size stamps, which a first screen reads for the cards it measures
    /// (the others get an estimated size; ``FirstScreen``).
    init(plantIDs ids: [Int64]) {
        grouping = .none
        plantIDs = ids
        stampsRead = false
        (groups, counts) = ([nil], [ids.count])
    }

    /// The header of a kind's section: the kind with its first letter capitalised ("fern" →
    /// "Fern", "mother-in-law's tongue" → "Mother-in-law's tongue"); nil for a blank kind.
    static func header(ofKind kind: String) -> String? {
        let trimmed = kind.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else { return nil }
        return first.uppercased() + trimmed.dropFirst()
    }

    /// What `plant`'s card shows in a grid grouped as `grouping` (``CardContent/grouped(_:)``).
    static func content(_ plant: consuming ShownPlant, grouping: GridRequest.Grouping) -> CardContent {
        CardContent(shown: plant).grouped(grouping)
    }

    /// The number of cards.
    var count: Int { plantIDs.count }

    /// The plant and size stamp of the card at `index`, as ``manifest`` has it (stamps read).
    func card(at index: Int) -> ManifestItem {
        ManifestItem(plantID: plantIDs[index], sizeStamp: sizeStamps[index])
    }

    /// The header text of each section: the kind when grouping, none otherwise.
    var headers: [String?] {
        grouping == .kind ? groups.map { $0 ?? Self.noKindHeader } : groups.map { _ in nil }
    }

    /// Each card's plant and size stamp, in card order: what a cached layout's manifest records.
    /// Only for cards whose stamps were read (``stampsRead``; ``GridSnapshot/manifest()`` reads
    /// them otherwise).
    var manifest: [ManifestItem] {
        zip(plantIDs, sizeStamps).map { ManifestItem(plantID: $0, sizeStamp: $1) }
    }

    /// The layout's sections for one item per card, in card order.
    func sections(_ items: [LayoutItem], headerHeight: Double) -> [LayoutSection] {
        // One section takes the items as they are (no copy of a million of them).
        if counts == [items.count] { return [LayoutSection(items: items, header: grouping == .kind ? headerHeight : nil)] }
        var start = 0
        return counts.map { count in
            defer { start += count }
            return LayoutSection(items: Array(items[start..<(start + count)]), header: grouping == .kind ? headerHeight : nil)
        }
    }

    /// The layout's sections with `item` for every card: what a first screen fills in place as it
    /// sizes the cards (``write(_:fromCard:into:)``), without an array of every card's item besides.
    ///
    /// - Complexity: O(n) for n cards.
    func sections(filledWith item: LayoutItem, headerHeight: Double) -> [LayoutSection] {
        counts.map { LayoutSection(items: Array(repeating: item, count: $0), header: grouping == .kind ? headerHeight : nil) }
    }

    /// Writes `items`, those of the cards from `first` on in card order, into `sections` (made for
    /// these cards), in place.
    ///
    /// - Complexity: O(k + s) for k items and s sections.
    func write<Items: Collection<LayoutItem>>(_ items: Items, fromCard first: Int, into sections: inout [LayoutSection]) {
        var (start, card, rest) = (0, first, items[...])
        for (section, count) in counts.enumerated() where !rest.isEmpty {
            defer { start += count }
            guard card < start + count else { continue }
            let written = min(start + count - card, rest.count)
            sections[section].items.replaceSubrange((card - start)..<(card - start + written), with: rest.prefix(written))
            (card, rest) = (card + written, rest.dropFirst(written))
        }
    }

    /// Where the cards from `index` (0...count) on start: at a section boundary, the end of the
    /// section before, since that section may have lost or gained cards at its end.
    ///
    /// - Complexity: O(s) for s sections.
    func path(ofCard index: Int) -> ItemPath {
        var start = 0
        for (section, count) in counts.enumerated() {
            if index <= start + count || section == counts.count - 1 { return ItemPath(section: section, item: index - start) }
            start += count
        }
        return ItemPath(section: 0, item: 0)
    }

    /// The index of the card at `path`.
    ///
    /// - Complexity: O(s) for s sections.
    func index(of path: ItemPath) -> Int {
        counts.prefix(path.section).reduce(0, +) + path.item
    }
}
