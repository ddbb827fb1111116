import CorollaService
import Foundation

extension Router {
    /// `GET /api/first-screen?viewport=width:height:scale:appearance&…` (the rest the page's address:
    /// its view and place, ``Page/viewArguments``): the first screen the page shows in that window
    /// (``FirstScreen/json``), which the server writes into the page itself when a cookie names the
    /// window (``page(_:)``): what a first visit's inline script asks for, in one request, instead of
    /// the grid and then its elements. The grid is `/api/grid`'s for the same query (from the layout
    /// cache, or computed by ``computeGrid(_:deliver:)`` as long as it takes, 503 with `Retry-After`
    /// when the server has too much to do), stored in the caches only when the page asked
    /// (``storesGrid(for:)``).
    ///
    /// - Throws: 400 naming `viewport` when it is missing or not a window, or the option the grid
    ///   does not take.
    func firstScreenAnswer(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(Page.viewArguments + ["viewport"])
        let given = try request.requiredArgument("viewport")
        guard let viewport = PageViewport(cookie: given) else {
            throw HTTPFailure(.usage, "viewport must be width:height:scale:appearance (e.g. 390:844:3:light), not '\(given)'")
        }
        let (arguments, query) = try firstGridQuery(request, viewport, storing: storesGrid(for: request))
        let answer = { @Sendable [self] (computed: ComputedGrid) throws -> HTTPResponse in
            guard let first = try firstScreen(computed, query, arguments, viewport, request) else {
                throw HTTPFailure.unavailable("the server no longer keeps this grid; try again in a moment", retryAfter: 1)
            }
            return .json(first.json)
        }
        if let cached = try cachedGrid(query) { return try answer(cached) }
        let deferred = DeferredResponse()
        let submitted = computeGrid(query) { [self] computed in
            deferred.fulfil(response(computed.flatMap { grid in Result { try answer(grid) } }, request))
        }
        guard submitted else {
            throw HTTPFailure.unavailable("the server is computing other grids; try again in a moment", retryAfter: 2)
        }
        return HTTPResponse(deferred: deferred)
    }
}
