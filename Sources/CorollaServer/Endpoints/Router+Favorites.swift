import CorollaJSON
import CorollaService

extension Router {
    /// `POST /api/favorites/ID[?position=K]`: makes the plant a favorite at index K (0 to the
    /// number of favorites; an Undo of removing it puts it back where it was), or at the end;
    /// `DELETE /api/favorites/ID`: removes it from the favorites. Both answer `{"changed", "version",
    /// "revision"}`, conditioned on the plant alone.
    func favorite(_ request: HTTPRequest, plant: Int64) throws -> HTTPResponse {
        guard request.method == "POST" else {
            return try write(request, plant: plant) { service, id in try service.favorites.remove(.id(id)) }
        }
        return try write(request, plant: plant, arguments: ["position"]) { service, id in
            let position = try Self.index(request, "position", in: 0...service.favorites.count())
            return try service.favorites.add(.id(id), at: position)
        }
    }

    /// `POST /api/favorites/ID/move?to=K`: moves the favorite to index K (0 to the number of
    /// favorites less one) in one service call, answering `{"changed", "version", "revision"}`:
    /// conditioned on the moved plant and on the favorites' order the page saw (every favorite
    /// between renumbers), so a move on a page that shows another order does nothing.
    func moveFavorite(_ request: HTTPRequest, plant: Int64) throws -> HTTPResponse {
        try write(request, plant: plant, arguments: ["to"], favoritesOrder: true) { service, id in
            guard let from = try service.favorites.position(ofPlant: id) else { throw HTTPFailure(.conflict, "the plant \(id) is not a favorite") }
            guard let to = try Self.index(request, "to", in: 0...(service.favorites.count() - 1)) else {
                throw HTTPFailure(.usage, "the query argument 'to' is missing")
            }
            return try service.favorites.move(.id(id), to: to).position != from
        }
    }

    /// The query argument `name` as an index within `range`; nil when it is absent.
    ///
    /// - Throws: ``HTTPFailure`` 400 naming it when it is not a whole number within `range`.
    private static func index(_ request: HTTPRequest, _ name: String, in range: ClosedRange<Int>) throws(HTTPFailure) -> Int? {
        guard let text = try request.argument(name) else { return nil }
        guard let index = PlainDecimal.integer(text, as: Int.self), range.contains(index) else {
            throw HTTPFailure(.usage, "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return index
    }
}
