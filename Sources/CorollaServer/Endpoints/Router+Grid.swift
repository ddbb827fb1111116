import CorollaCards
import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

extension Router {
    /// The longest side of a rect an elements request may ask for, in points.
    static let maximumRectSide = 20_000.0
    /// How long an elements request past the first screen of a grid of the leading cards only
    /// waits for the whole grid, in seconds (then 503 with `Retry-After`).
    static let wholeGridWait = 10.0

    /// `GET /api/grid`: the favorites grid for the query's container and options, computed (or
    /// served from the layout cache) as `corolla grid` does: its content size, revision, cache
    /// outcome and the token to ask for its elements with. A grid the page asks for that nobody
    /// laid out yet is answered once its first screen is measured (``GridRequest/firstScreen``):
    /// `"exact": false` with the number of cards `"estimated"`, which are then measured in the
    /// background (``refine(_:)``); `"exact": true` once every frame is `corolla grid`'s. A grid the layout cache holds is
    /// answered at once; any other is computed by ``GridWork``, off the server's threads (503 with
    /// `Retry-After` when it has too much to do), and stored in the caches only when the page asked
    /// (``storesGrid(for:)``).
    func grid(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = try GridQuery(request, storing: storesGrid(for: request))
        if let cached = try cachedGrid(query) {
            return .json(try gridJSON(cached.result, token: cached.token, query: query))
        }
        let deferred = DeferredResponse()
        let submitted = computeGrid(query) { [self] computed in
            deferred.fulfil(response(computed.flatMap { grid in Result { .json(try gridJSON(grid.result, token: grid.token, query: query)) } }, request))
        }
        guard submitted else {
            throw HTTPFailure.unavailable("the server is computing other grids; try again in a moment", retryAfter: 2)
        }
        return HTTPResponse(deferred: deferred)
    }

    /// `query`'s grid with its token when the layout cache holds it, or, for the page (a grid that
    /// is stored), when an estimated grid of it is kept at the current revision (answered at once:
    /// the one being refined), else nil. A grid of the leading cards only is not one for a query
    /// with an anchor past them. Any other client's grid is computed whole, as before.
    func cachedGrid(_ query: GridQuery) throws -> ComputedGrid? {
        let gridRequest = query.request
        // The revision is read only for a miss: a hit's answer reads nothing more.
        let (cached, revision) = try withService { service in
            let cached = try service.grid.cachedResult(for: gridRequest)
            return (cached, cached == nil && gridRequest.storesResult ? try service.revision() : nil)
        }
        if let cached { return ComputedGrid(result: cached, token: token(for: cached, query)) }
        guard let revision, let kept = tokens.kept(describing: query.description + Self.estimatedSuffix, revision: revision),
            query.anchor.map({ kept.grid.plantIDs.contains($0) }) ?? true
        else { return nil }
        if kept.grid.estimate?.unread == 0 { refine(query) }
        return ComputedGrid(result: kept.grid.result, token: kept.token)
    }

    /// What tells an estimated grid's description from the exact one's among the kept grids.
    private static let estimatedSuffix = " estimated"

    /// Computes `query`'s grid on ``gridWork`` (joining the computation of the same grid under way)
    /// and calls `deliver` with it, from a worker thread; a grid answered before all its cards
    /// were measured is then refined in the background (``refine(_:)``).
    ///
    /// A first screen without an anchor reads the leading cards only
    /// (``GridRequest/leadingCardsOnly``): its answer costs them and a count, whatever the number
    /// of favorites. Once it is delivered, the whole estimated grid is computed and put under the
    /// same token (``complete(_:token:)``) before the refinement starts.
    ///
    /// - Returns: false, and nothing is computed, when the work has no room for it.
    func computeGrid(_ query: GridQuery, deliver: @escaping @Sendable (Result<ComputedGrid, any Error>) -> Void) -> Bool {
        let gridRequest = query.anchor == nil ? query.request.leadingCardsOnly : query.request
        return gridWork.submit(key: query.description) { [self] in
            try withService { service in
                let result = try service.grid.result(for: gridRequest)
                return ComputedGrid(result: result, token: token(for: result, query))
            }
        } deliver: { [self] computed in
            deliver(computed)
            guard case .success(let grid) = computed, let estimate = grid.result.estimate else { return }
            guard estimate.unread > 0 else { return refine(query) }
            if tokens.beginCompleting(grid.token) { complete(query, token: grid.token) }
        }
    }

    /// Computes the whole estimated grid of `query` on ``gridWork`` (every favorite read and laid
    /// out, the first screen's cards measured already) and puts it under `token` in place of the
    /// grid of its leading cards, then tells every event stream (the page asks for the grid again:
    /// its content size and the favorites' order are now known) and starts the refinement. When it
    /// cannot (no room for it, the server stopping, an error), the token is forgotten, so that a
    /// page asking for its elements asks for the grid again.
    private func complete(_ query: GridQuery, token: String) {
        let submitted = gridWork.submit(key: query.description + Self.estimatedSuffix + " whole") { [self] in
            let whole = try withService { service in try service.grid.result(for: query.request.allCardsRead) }
            tokens.replace(token, with: ServedGrid(whole))
            return ComputedGrid(result: whole, token: token)
        } deliver: { [self] computed in
            guard case .success(let grid) = computed else { return tokens.forget(token) }
            events.announce(EventHub.gridEvent(revision: grid.result.report.revision, exact: grid.result.estimate == nil))
            refine(query)
        }
        if !submitted { tokens.forget(token) }
    }

    /// Measures every card of `query`'s grid in the background (``GridRequest/refined``, on
    /// ``Router/refineWork``, whose threads yield to the server's answers), storing
    /// the sizes as it goes and then the layout (stopping between batches when the server stops), and tells every event stream once the grid is
    /// exact (``EventHub/gridEvent(revision:)``): `/api/grid` then answers it from the cache. A
    /// refinement already queued or running for the grid is joined; one the queue has no room for
    /// is left to the next request of the grid.
    private func refine(_ query: GridQuery) {
        let refined = query.request.refined
        _ = refineWork.submit(key: query.description) { [self] in
            try withService { service in
                let result = try service.grid.result(for: refined, cancelled: { [refineWork] in refineWork.isStopped })
                return ComputedGrid(result: result, token: token(for: result, query))
            }
        } deliver: { [events] computed in
            if case .success(let grid) = computed { events.announce(EventHub.gridEvent(revision: grid.result.report.revision, exact: true)) }
        }
    }

    /// The token of `result`: the one kept for the same request at the same revision (and as
    /// exact), else a new one.
    func token(for result: GridResult, _ query: GridQuery) -> String {
        let description = query.description + (result.estimate == nil ? "" : Self.estimatedSuffix)
        return tokens.token(describing: description, revision: result.report.revision)
            ?? tokens.insert(ServedGrid(result), describing: description)
    }

    /// The answer to a grid request.
    func gridJSON(_ result: GridResult, token: String, query: GridQuery) throws -> JSONValue {
        let report = result.report
        var members = [
            JSONMember("token", .string(token)),
            JSONMember("revision", .number(report.revision)),
            JSONMember("content_size", .object([JSONMember("width", .number(result.contentSize.width)), JSONMember("height", .number(result.contentSize.height))])),
            JSONMember("cards", .number(result.cardCount)),
            JSONMember("exact", .bool(result.estimate == nil)),
            JSONMember("estimated", .number(result.estimate?.cards ?? 0)),
            JSONMember("needs_water_count", try needsWaterCount(query, waiting: result.estimate == nil).map { .number($0.count) } ?? .null),
            // What a move of a favorite is conditioned on (``favoritesOrderHeader``).
            // Null for a grid of the leading cards only until known (kept by the whole grid's read).
            JSONMember("favorites_order", try favoritesOrder(of: result).map(JSONValue.string) ?? .null),
            JSONMember(
                "cache",
                .object([
                    JSONMember("outcome", .string(report.outcome.description)), JSONMember("reused", .number(report.outcome.reused)),
                    JSONMember("measured", .number(report.cardsMeasured)), JSONMember("ms", .number(report.milliseconds)),
                ])),
        ]
        if let anchor = query.anchor {
            let position = result.plantIDs.firstIndex(of: anchor)
            let frame = position.flatMap { position in result.layout.sections.lazy.flatMap(\.items).dropFirst(position).first }
            members.append(JSONMember("anchor_frame", frame.map { .frame($0) } ?? .null))
        }
        return .object(members)
    }

    /// The favorites' order tag `result` answers with: the kept one (nothing read) for a grid of
    /// the leading cards only, which did not read every favorite; else the tag, computed if need be.
    private func favoritesOrder(of result: GridResult) throws -> String? {
        try withService { service in
            (result.estimate?.unread ?? 0) > 0 ? try service.favorites.keptOrderTag() : try service.favorites.orderTag()
        }
    }

    /// `GET /api/grid/elements?token=&rect=x,y,w,h&appearance=light|dark`: the headers and cards
    /// of a kept grid whose frames intersect the rect (the layout's rect query), each card with its
    /// plant and the address of its image, light (by default) or dark, showing what the grid's
    /// cards show (its grouping's) and the plant's version (what a write to it carries in
    /// `If-Match`). Only those plants are read, in one snapshot. `"exact"` says whether every frame
    /// in the rect is final (false past the measured first screen of an estimated grid).
    ///
    /// - Complexity: O(log n + k) for the query (O(n) for an estimated grid's, ``ServedGrid/elements(in:)``),
    ///   O(k log n) reads for k cards returned.
    func elements(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(["rect", "appearance"])
        let token = try request.requiredArgument("token")
        let rect = try Self.rect(request.requiredArgument("rect"))
        guard let grid = tokens.grid(token, holding: rect, waiting: Self.wholeGridWait) else {
            throw HTTPFailure(.notFound, "no grid has this token (the server forgets old ones): ask /api/grid again")
        }
        guard grid.holds(rect) else {
            throw HTTPFailure.unavailable("the grid past its first screen is still being laid out; try again in a moment", retryAfter: 1)
        }
        let appearance = try request.argument("appearance").map { text throws(HTTPFailure) in
            guard let style = UserInterfaceStyle(rawValue: text) else {
                throw HTTPFailure(.usage, "appearance must be one of \(UserInterfaceStyle.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return style
        } ?? .light
        return .json(try elementsJSON(of: grid, in: rect, appearance: appearance))
    }

    /// The answer to an elements request: the headers and cards of `grid` whose frames intersect
    /// `rect`, with their card images in `appearance`.
    ///
    /// - Complexity: as ``elements(_:)``'s.
    func elementsJSON(of grid: ServedGrid, in rect: Rect, appearance: UserInterfaceStyle) throws -> JSONValue {
        let found = grid.elements(in: rect)
        let ids = found.compactMap { $0.category == .item ? grid.plantID(section: $0.section, item: $0.item) : nil }
        let date = Date()
        let (cards, versions, digests, fingerprint) = try withService { service in
            let (cards, versions) = try service.reading { (try service.cards.plantCards(ids: ids), try service.plants.versions(of: ids)) }
            let digests = cards.mapValues {
                service.cards.digest($0.content.grouped(grid.grouping), style: grid.style, userInterfaceStyle: appearance, date: date)
            }
            return (cards, versions, digests, try service.cards.measurerDigest())
        }
        var elements: [JSONValue] = []
        for element in found {
            switch element.category {
            case .header:
                let title = grid.headers.indices.contains(element.section) ? grid.headers[element.section] : nil
                elements.append(
                    .object([
                        JSONMember("kind", .string("header")), JSONMember("section", .number(element.section)),
                        JSONMember("frame", .frame(element.frame)), JSONMember("title", title.map(JSONValue.string) ?? .null),
                    ]))
            case .item:
                guard let id = grid.plantID(section: element.section, item: element.item), let card = cards[id], let digest = digests[id],
                    let version = versions[id]
                else { continue }
                let address = CardAddress(
                    plantID: id, digest: digest, style: grid.style, grouping: grid.grouping, userInterfaceStyle: appearance,
                    width: element.frame.width, height: element.frame.height, scale: grid.scale, fingerprint: fingerprint)
                elements.append(
                    .object([
                        JSONMember("kind", .string("item")), JSONMember("section", .number(element.section)),
                        JSONMember("item", .number(element.item)), JSONMember("plant_id", .number(id)), JSONMember("version", .number(version)),
                        JSONMember("key", .string(card.key)), JSONMember("name", .string(card.content.name)),
                        JSONMember("plant_kind", .string(card.content.kind)),
                        JSONMember("needs_water", .bool(card.content.needsWater(on: date))),
                        JSONMember("frame", .frame(element.frame)), JSONMember("card", .string(address.path)),
                    ]))
            case .footer:
                continue
            }
        }
        return .object([
            JSONMember("revision", .number(grid.revision)), JSONMember("exact", .bool(grid.estimate?.covers(rect) ?? true)),
            JSONMember("elements", .array(elements)),
        ])
    }

    /// Parses `x,y,w,h`: four plain decimals, the sides from 0 to ``maximumRectSide``.
    static func rect(_ text: String) throws(HTTPFailure) -> Rect {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { PlainDecimal.double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3]
        else { throw HTTPFailure(.usage, "rect must be four numbers x,y,w,h, not '\(text)'") }
        guard (0...maximumRectSide).contains(width), (0...maximumRectSide).contains(height) else {
            throw HTTPFailure(.usage, "rect's width and height must be from 0 to \(Int(maximumRectSide)) points")
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension JSONValue {
    /// A frame as `[x, y, width, height]`, as `corolla grid --format json` writes frames.
    static func frame(_ rect: Rect) -> JSONValue { .array(rect.components.map(number)) }
}
