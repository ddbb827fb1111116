import CorollaCards
import CorollaStore
import Foundation

extension CardContent {
    /// What `plant`'s card shows: its fields declared ``PlantField/Declaration/shownOnCards``.
    init(plant: Plant) {
        self.init(shown: ShownPlant(plant))
    }

    /// What this card shows in a grid grouped as `grouping`: under a kind's header the card leaves
    /// its kind out, as the header says it. The one rule for both measuring a grid's cards and
    /// drawing a card image of that grid, so that the image is the card its frame was measured for.
    public func grouped(_ grouping: GridRequest.Grouping) -> CardContent {
        var content = self
        if grouping == .kind { content.kind = "" }
        return content
    }

    /// What the card of a plant that shows `shown` shows (as ``init(plant:)``).
    init(shown: consuming ShownPlant) {
        self.init(fields: shown.draft)
    }
}
