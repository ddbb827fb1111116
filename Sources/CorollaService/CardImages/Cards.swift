import CorollaCards
import CorollaLayout
import CorollaStore
import Foundation

/// A plant's card as a client shows it alone: which plant, its key, and what its card shows.
public struct PlantCard: Hashable, Sendable {
    public var plantID: Int64
    public var key: String
    public var content: CardContent
}

extension CatalogService {
    /// Single cards of a catalog, as a client shows them alone: ``CatalogService/cards``.
    public struct Cards: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Cards {
    /// The cards of the plants `ids`, reading only those plants, in one transaction; an id no plant
    /// has is left out.
    ///
    /// - Complexity: O(k log n) for k ids and n plants.
    public func plantCards(ids: [Int64]) throws -> [Int64: PlantCard] {
        try service.reading {
            var cards: [Int64: PlantCard] = [:]
            for id in ids where cards[id] == nil {
                guard let plant = try store.plants.plant(id: id) else { continue }
                cards[id] = PlantCard(plantID: id, key: plant.key, content: CardContent(plant: plant))
            }
            return cards
        }
    }

    /// The digest of what a card image of `content` in `style`, light or dark, shows on `date`:
    /// every field a card shows (``PlantField/shownOnCards``), its colours and whether the plant needs water that day, as
    /// 32 hexadecimal digits (XXH3-128). Equal digests draw equal images at equal sizes, scales and
    /// measurer fingerprints.
    ///
    /// - Complexity: O(b) for b bytes of the card's texts.
    public func digest(_ content: CardContent, style: CardStyle, userInterfaceStyle: UserInterfaceStyle, date: Date) -> String {
        let hasher = XXH3Hasher()
        hasher.update("corolla-card-image-4".utf8)
        for text in [style.rawValue, userInterfaceStyle.rawValue] {
            hasher.update(littleEndian: UInt64(text.utf8.count))
            hasher.update(text.utf8)
        }
        for field in PlantField.shownOnCards { hasher.update(content.fields.value(of: field), of: field.declaration.type) }
        hasher.update(byte: content.needsWater(on: date) ? 1 : 0)
        return hasher.digest().description
    }

    /// The digest of the measurer's fingerprint (its versions, fonts and metrics), which every card
    /// size and drawing depends on: the stored fingerprint's while it holds, else the measurer's.
    ///
    /// - Complexity: O(1) reads and a `stat` per font file while the stored one holds.
    public func measurerDigest() throws -> String {
        CatalogService.Machinery.cardSizeFingerprint(try serving { try service.machinery.storedMeasurerFingerprint() } ?? service.measurer().fingerprint)
    }

    /// One card drawn alone, as `corolla grid -o` draws it in a frame of `size`: a PNG of
    /// `size × scale` pixels, light or dark.
    ///
    /// - Throws: `CardsError` for a scale outside 1...3, an image beyond the image limit, or a
    ///   Cairo failure.
    public func png(
        _ content: CardContent, size: Size, style: CardStyle, userInterfaceStyle: UserInterfaceStyle, scale: Int, date: Date
    ) throws -> Data {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let layout = LayoutResult(contentSize: size, sections: [SectionFrames(items: [frame])])
        let grid = GridRenderer.Grid(layout: layout, contents: [content], date: date, userInterfaceStyle: userInterfaceStyle)
        return try service.grid.renderer(style: style).png(grid, scale: scale).data
    }
}
