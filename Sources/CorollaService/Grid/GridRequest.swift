import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaStore
import Foundation

/// What grid to compute: the favorites `filter` selects as cards of `style`, laid out by `layout`
/// in `container`.
public struct GridRequest: Hashable, Sendable {
    /// How favorites are split into sections.
    public enum Grouping: String, Hashable, Sendable, CaseIterable {
        /// One section, in the user's order.
        case none
        /// One section per kind, kinds in order (plants without a kind last), each with a header
        /// naming the kind; the user's order within each.
        case kind
    }

    /// What a grid is asked for: it decides whether the grid is stored in the caches, whether the
    /// result has what each card shows, and how the container's sides are taken.
    public enum Purpose: Hashable, Sendable {
        /// Written by a command (`corolla grid`, `corolla demo`) in `format`: stored; what each card
        /// shows unless the format needs the frames only; the sides as given.
        case export(RenderedGrid.Format)
        /// Computed ahead for later (`corolla cache warm`): stored; plant ids and frames only.
        case warming
        /// The phone page's grid (`/api/grid`): the sides rounded down to whole points (a grid, and
        /// what it caches, per whole point); plant ids and frames, with the headers' texts when
        /// grouping; stored only when `storing` (the page this server gave out asked).
        case page(storing: Bool)

        /// The container's side `side` as this purpose takes it.
        func side(_ side: Double) -> Double {
            if case .page = self { return side.rounded(.down) }
            return side
        }
    }

    public internal(set) var layout: AnyLayout
    /// The collection view's bounds, in points.
    public internal(set) var container: Size
    public internal(set) var scale: DisplayScale
    public internal(set) var style: CardStyle
    /// The day watering is judged on: it changes a card's colours, never a size or a frame, so no
    /// cache depends on it.
    public internal(set) var date: Date
    /// Light or dark cards: like the day, it changes colours only, never a size or a frame, so no
    /// cache depends on it.
    public internal(set) var userInterfaceStyle: UserInterfaceStyle = .light
    public internal(set) var grouping: Grouping
    /// The length of each kind's header along the scroll axis, when grouping.
    public internal(set) var headerHeight: Double
    /// The favorites the grid shows (its limit and offset are not applied): every one by default.
    public internal(set) var filter: PlantFilter
    /// Computes everything afresh, reading and writing no cache: the result is bit-identical.
    public internal(set) var noCache: Bool
    /// What the grid is for (``Purpose``): it decides ``storesResult`` and ``includesContents``.
    public internal(set) var purpose: Purpose
    /// The part of the content to draw, as a collection view's visible rect: only the cards and
    /// headers whose frames intersect it are drawn, and only those cards' contents are read. Nil
    /// draws all of it. The layout is the whole grid's, cached as without a viewport.
    public internal(set) var viewport: Rect?
    /// The part of the content a first screen shows, which must be exact at once: when no layout
    /// is cached, only the cards that can reach it (or the ``viewport``) are measured, the others
    /// get estimated sizes (``GridResult/estimate``) and the layout is not stored; ``refined``
    /// measures them. Nil (and no viewport): every card is measured.
    public internal(set) var firstScreen: Rect?
    /// How many leading cards a ``firstScreen`` of every favorite, ungrouped, with nothing cached,
    /// reads when there are more: the result then holds those cards' frames only, its content size
    /// extrapolated from them (``GridEstimate/unread``); nil reads every favorite. See
    /// ``leadingCardsOnly``.
    public internal(set) var leadingCards: Int?

    /// The same grid with every card measured: no first screen, no viewport.
    public var refined: GridRequest {
        var request = self
        request.firstScreen = nil
        request.viewport = nil
        request.leadingCards = nil
        return request
    }

    /// The same first screen reading only its leading cards (``leadingCards``): what a first
    /// answer asks for when the whole estimated grid can follow it (O(k) for the k leading cards
    /// and the favorites' count, not O(n)).
    public var leadingCardsOnly: GridRequest {
        var request = self
        request.leadingCards = FirstScreen.leadingCards
        return request
    }

    /// The same first screen with every favorite read and laid out, the cards past it estimated,
    /// writing nothing: what follows an answer of the leading cards, which stored the sizes its
    /// first screen measured (an estimated layout is never stored). A server computes it while its
    /// page reads the cards, whom no write of it (a size's use recorded) makes wait.
    public var allCardsRead: GridRequest {
        var request = self
        request.leadingCards = nil
        if case .page = purpose { request.purpose = .page(storing: false) }
        return request
    }

    /// Stores what the grid computes (its layout, the card sizes it measured) in the caches. When
    /// false the caches are read, never written, and nothing is counted: a grid asked for by
    /// someone the server does not know to be its page, so that no client can make the catalog grow.
    public var storesResult: Bool {
        if case .page(let storing) = purpose { return storing }
        return true
    }

    /// Returns what each card shows and the section headers (what the renderer needs). When
    /// false the result has the plant ids and the frames only (JSON output, sketches), and a
    /// cache hit reads nothing about the plants: the revision and one layout row.
    public var includesContents: Bool {
        switch purpose {
        case .export(let format): format.drawsCards
        case .warming: false
        case .page: grouping != .none
        }
    }

    /// A request of these values, unchecked: ``GridParameters/request()`` is the way to one.
    init(
        layout: AnyLayout, container: Size, scale: DisplayScale = DisplayScale(2), style: CardStyle = .card,
        date: Date = Date(), grouping: Grouping = .none, headerHeight: Double = 44, filter: PlantFilter = PlantFilter(),
        noCache: Bool = false, purpose: Purpose = .export(.png), viewport: Rect? = nil, userInterfaceStyle: UserInterfaceStyle = .light,
        firstScreen: Rect? = nil
    ) {
        self.firstScreen = firstScreen
        self.layout = layout
        self.container = container
        self.scale = scale
        self.style = style
        self.date = date
        self.grouping = grouping
        self.headerHeight = headerHeight
        self.filter = filter
        self.noCache = noCache
        self.purpose = purpose
        self.viewport = viewport
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Whether resizing the container from `old` to `new` changes this grid's frames (and so its
    /// layout cache key): true when a dimension the layout depends on changed — vertical flows,
    /// waterfalls and grids the width, horizontal ones the height, a fan both — as UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`. Card sizes depend on no other dimension.
    public func shouldInvalidate(forContainerChange old: Size, to new: Size) -> Bool {
        layout.shouldInvalidate(forContainerChange: old, to: new)
    }

    /// The configuration text of the layout cache key: the layout in canonical form, the grouping,
    /// which decides the sections, and a filter that selects plants, in canonical form (its kinds
    /// sorted, deduplicated and lowercase, its search text lowercase).
    ///
    /// The day of `--needs-water` is not part of it: which favorites pass changes with the day while
    /// the catalog revision stays, so an entry is a hit only when its manifest is exactly the
    /// favorites that pass on the request's day (``GridComputation``), and each day's grid is
    /// laid out from the entry of the day before, as after an edit.
    ///
    /// - Throws: `EncodingError` for a non-finite layout option.
    func configurationKey() throws -> String {
        let grouping = grouping == .none ? "none" : "\(grouping.rawValue) \(headerHeight)"
        return try "\(layout.canonicalForm()) grouping=\(grouping)" + filterKey
    }

    /// ` filter=kinds:["fern","herb"] search:"mon" needs-water`, the parts it has; empty without a filter.
    private var filterKey: String {
        guard filter.selects else { return "" }
        var parts: [String] = []
        if !filter.kinds.isEmpty { parts.append("kinds:" + JSONValue.array(filter.kinds.map(JSONValue.string)).rendered()) }
        if let search = filter.search { parts.append("search:" + JSONValue.string(search).rendered()) }
        if filter.needsWaterOn != nil { parts.append("needs-water") }
        return " filter=" + parts.joined(separator: " ")
    }
}
