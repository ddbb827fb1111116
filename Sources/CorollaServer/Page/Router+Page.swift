import CorollaService
import Foundation

extension Router {
    /// `GET /`: the page, with this server's CSRF token and mode, a preload of every module
    /// (``Page/modulePreloads``) and a fresh nonce for its one inline script, the one that shows the
    /// first screen before the modules run. Its query is the view's state (``Page/viewArguments``),
    /// read by the page's scripts. When the request carries the window the page was last shown in
    /// (``PageViewport``), the page also holds that window's first screen (``FirstScreen``): the
    /// grid is the one `/api/grid` gives (from the layout cache, or computed by ``computeGrid(_:deliver:)``,
    /// joined by the page's own request if it comes first), waited for at most
    /// ``ServerConfiguration/firstScreenWait``; a grid that takes longer, or any failure, leaves the page as for a
    /// first visit, whose inline script asks for its first screen itself (``firstScreenAnswer(_:)``).
    func page(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(Page.viewArguments)
        let nonce = Self.scriptNonce()
        let csrf = csrfToken(for: request.device)
        let readOnly = configuration.readOnly
        let respond = { @Sendable (first: FirstScreen?) in Self.pageResponse(nonce: nonce, csrf: csrf, readOnly: readOnly, first: first) }
        guard let viewport = PageViewport(cookie: request.cookies[PageViewport.cookie]), request.headers["sec-fetch-site"] != "cross-site",
            let (arguments, query) = try? firstGridQuery(request, viewport, storing: true)
        else { return respond(nil) }
        if let cached = try? cachedGrid(query) { return respond(try? firstScreen(cached, query, arguments, viewport, request)) }
        let deferred = DeferredResponse()
        let submitted = computeGrid(query) { [self] computed in
            guard !deferred.isFulfilled else { return }
            deferred.fulfil(respond(try? firstScreen(computed.get(), query, arguments, viewport, request)))
        }
        guard submitted else { return respond(nil) }
        DispatchQueue.global().asyncAfter(deadline: .now() + configuration.firstScreenWait) { deferred.fulfil(respond(nil)) }
        return HTTPResponse(deferred: deferred)
    }

    /// The page for one response: its nonce, CSRF token, mode and first screen (none: as for a first visit).
    static func pageResponse(nonce: String, csrf: String, readOnly: Bool, first: FirstScreen?) -> HTTPResponse {
        let html = Page.html
            .replacingOccurrences(of: "{{nonce}}", with: nonce)
            .replacingOccurrences(of: "{{csrf}}", with: csrf)
            .replacingOccurrences(of: "{{readOnly}}", with: readOnly ? "true" : "false")
            .replacingOccurrences(of: "{{firstPreloads}}", with: first?.imagePreloads ?? "")
            .replacingOccurrences(
                of: "{{firstScreen}}",
                with: first.map { "<script type=\"application/json\" id=\"first-screen\">\($0.script)</script>\n<style nonce=\"\(nonce)\">\n\($0.style)\n</style>" } ?? "")
            .replacingOccurrences(of: "{{firstCards}}", with: first?.images ?? "")
        return HTTPResponse(
            contentType: "text/html; charset=utf-8", body: Array(html.utf8),
            headers: [("Cache-Control", "no-store")] + pageSecurityHeaders(scriptNonce: nonce))
    }

    /// `/api/grid`'s query for the page's address in `viewport` (the one the inline script asks:
    /// the view's options as state.js reads them, the window's size and scale, the card at the
    /// top as the anchor), and its arguments; `storing` as ``GridQuery`` takes it.
    ///
    /// - Throws: ``HTTPFailure`` when the address names options the grid does not take.
    func firstGridQuery(
        _ request: HTTPRequest, _ viewport: PageViewport, storing: Bool
    ) throws -> ([(name: String, value: String)], GridQuery) {
        let given = { (name: String) in request.query.first { $0.name == name }?.value ?? "" }
        var arguments: [(name: String, value: String)] = []
        if !given("style").isEmpty { arguments.append(("style", given("style"))) }
        if given("needs_water") == "true" { arguments.append(("needs_water", "true")) }
        let kind = given("kind").trimmingCharacters(in: .whitespacesAndNewlines)
        if !kind.isEmpty { arguments.append(("kind", kind)) }
        if !given("search").isEmpty { arguments.append(("search", given("search"))) }
        arguments.append(("layout", given("layout").isEmpty ? GridDefaults.layoutKind.rawValue : given("layout")))
        arguments.append(("group_by", given("group_by").isEmpty ? "none" : given("group_by")))
        arguments += [("width", String(viewport.width)), ("height", String(viewport.height)), ("scale", String(viewport.scale))]
        if !given("at").isEmpty, given("at").allSatisfy({ $0.isASCII && $0.isNumber }) { arguments.append(("anchor", given("at"))) }
        var gridRequest = request
        gridRequest.path = "/api/grid"
        gridRequest.query = arguments
        return (arguments, try GridQuery(gridRequest, storing: storing))
    }

    /// The first screen of `computed` (`query`'s grid) in `viewport`: its first elements, at
    /// the top of the content or, with `at=`, at that card moved by `offset=`; nil when the grid is
    /// no longer kept, or is of the leading cards only and does not hold the rect.
    func firstScreen(
        _ computed: ComputedGrid, _ query: GridQuery, _ arguments: [(name: String, value: String)], _ viewport: PageViewport, _ request: HTTPRequest
    ) throws -> FirstScreen? {
        let grid = try gridJSON(computed.result, token: computed.token, query: query)
        let offset = request.query.first { $0.name == "offset" }.flatMap { Double($0.value) } ?? 0
        let anchorTop = grid.member("anchor_frame")?.numbers.map { max(0, $0[1] + offset) }
        let top = query.anchor == nil ? 0 : anchorTop ?? 0
        let rect = FirstScreen.rect(top: top, viewport: viewport)
        // Not waiting for a whole grid: this may run where it is computed, once this answer is given.
        guard let served = tokens.grid(computed.token), served.holds(rect) else { return nil }
        let elements = try elementsJSON(of: served, in: rect, appearance: viewport.appearance)
        return FirstScreen(viewport: viewport, query: arguments, grid: grid, elements: elements, rect: rect, top: top)
    }

    /// 16 random bytes in hexadecimal: the nonce that lets the page's inline script run (its
    /// `Content-Security-Policy` allows no other inline script).
    static func scriptNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// `GET /<name>`: a file of the page (``Page/file(named:)``), e.g. `/app.js`, `/app.css`, `/favicon.ico`.
    func asset(_ request: HTTPRequest, name: String) throws -> HTTPResponse {
        try request.accept([])
        let file = try Page.file(named: name)
        return HTTPResponse(
            contentType: file.contentType, body: file.body, headers: [("Cache-Control", "no-cache")] + Self.pageSecurityHeaders)
    }

    /// Everything from this server only, nothing framed.
    static let pageSecurityHeaders = pageSecurityHeaders(scriptNonce: nil)

    /// Everything from this server only, nothing framed; and the inline script and style sheet
    /// carrying `scriptNonce`, when given.
    static func pageSecurityHeaders(scriptNonce: String?) -> [(String, String)] {
        let scripts = scriptNonce.map { "; script-src 'self' 'nonce-\($0)'; style-src 'self' 'nonce-\($0)'" } ?? ""
        return [
            ("Content-Security-Policy", "default-src 'self'\(scripts); img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
        ]
    }
}
