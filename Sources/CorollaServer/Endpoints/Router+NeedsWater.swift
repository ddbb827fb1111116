import CorollaJSON
import CorollaModel
import CorollaService

extension Router {
    /// `GET /api/grid/needs-water?…` (the query `/api/grid` takes): how many of the favorites the
    /// query selects need water today and the revision they were counted at,
    /// `{"needs_water_count":N,"revision":R}` — what `/api/grid` says in `needs_water_count`, for
    /// the page to ask when a grid was answered before the count was made (`null` there).
    ///
    /// - Complexity: O(s) for s schema objects when this process counted the same before at the
    ///   catalog's revision; else O(n) for n favorites, counted by SQLite.
    func needsWater(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = try GridQuery(request, storing: false)
        let counted = try withService { service in try service.favorites.counted(Self.needsWaterFilter(query)) }
        return .json(.object([JSONMember("needs_water_count", .number(counted.count)), JSONMember("revision", .number(counted.revision))]))
    }

    /// How many of the favorites the query selects need water on its day: counted now when
    /// `waiting`, else only the count this process already has at the catalog's revision (nil
    /// when it has none: an answer that does not wait for the whole catalog does not wait for a
    /// count over it either, and says `null` rather than a number that may be wrong).
    ///
    /// - Complexity: O(s) for s schema objects when kept; else O(n) for n favorites when `waiting`.
    func needsWaterCount(_ query: GridQuery, waiting: Bool) throws -> FavoriteCount? {
        let filter = Self.needsWaterFilter(query)
        return try withService { service in try waiting ? service.favorites.counted(filter) : service.favorites.keptCount(filter) }
    }

    /// The filter of the favorites the query selects that need water on its day (the rule of
    /// `corolla plants list --needs-water`, whatever the query's own watering filter).
    private static func needsWaterFilter(_ query: GridQuery) -> PlantFilter {
        var filter = query.request.filter
        filter.needsWaterOn = query.parameters.today
        return filter
    }
}
