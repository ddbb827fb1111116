import CorollaCards
import CorollaStore

/// What the grid's cards show: from the snapshot when it read them, else read by plant id when a
/// step needs them (the cards measured, the cards drawn), each read at most once with its photo.
///
/// A class, so that the sizing and the result share what was read.
final class CardContentReader {
    /// Whether the snapshot left what cards show to be read later.
    let readsLater: Bool
    private let cards: GridCards
    private let store: CatalogStore
    private let revision: Int64
    private let grouping: GridRequest.Grouping
    private let clock: PhaseClock
    /// What the cards read after the snapshot show, with their photos, by card index.
    private var readLater: [Int: CardContent] = [:]
    /// The cards whose contents were read after the snapshot.
    private var cardsRead = Set<Int>()

    init(_ snapshot: GridSnapshot, readsLater: Bool, grouping: GridRequest.Grouping, store: CatalogStore, clock: PhaseClock) {
        self.readsLater = readsLater
        cards = snapshot.cards
        revision = snapshot.revision
        self.grouping = grouping
        self.store = store
        self.clock = clock
    }

    /// Plants whose card contents were read: every favorite's in the snapshot, else the ones read
    /// since.
    var contentsRead: Int { readsLater ? cardsRead.count : cards.contents.count }

    /// What the cards at `indices` show: from the snapshot when it read them, else read by plant
    /// id, in a transaction that checks the catalog is still at the snapshot's revision. Without
    /// `photos` (for measuring, which needs a photo's aspect only) the stored photos are not read
    /// and what is read is not kept.
    ///
    /// - Throws: ``GridComputationError/revisionMoved`` when it is not.
    /// - Complexity: O(m log n) for m cards not read yet among n plants.
    func contents(ofCards indices: [Int], photos: Bool = true) throws -> [CardContent] {
        guard readsLater else { return indices.map { cards.contents[$0] } }
        let missing = indices.filter { readLater[$0] == nil }
        var unkept: [Int: CardContent] = [:]
        if !missing.isEmpty {
            let ids = missing.map { cards.plantIDs[$0] }
            let (store, revision) = (store, revision)
            let plants = try clock.time(.contents) {
                try store.database.read { _ in
                    guard try store.revision() == revision else { throw GridComputationError.revisionMoved }
                    return try store.plants.shownPlants(ids: ids, photos: photos)
                }
            }
            for (index, id) in zip(missing, ids) {
                guard let plant = plants[id] else { throw GridComputationError.revisionMoved }
                let content = GridCards.content(plant, grouping: grouping)
                if photos { readLater[index] = content } else { unkept[index] = content }
                cardsRead.insert(index)
            }
        }
        return try indices.map { index in
            guard let content = readLater[index] ?? unkept[index] else { throw GridComputationError.missingContent(card: index) }
            return content
        }
    }
}
