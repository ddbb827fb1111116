extension Router {
    /// Whether `/api/grid` stores the grid it computes for `request` in the catalog's caches: only
    /// when the page this server gave out asked for it, as the browser or the page itself says —
    /// `Sec-Fetch-Site: same-origin`, an `Origin` naming this server, or the page's CSRF token in
    /// `X-Corolla-CSRF`. Any other client (another site's page sending GETs to 127.0.0.1, which
    /// needs no CORS for an `<img>`) gets the same grid, computed without storing, so that no
    /// client can make the catalog grow.
    func storesGrid(for request: HTTPRequest) -> Bool {
        if request.headers["sec-fetch-site"] == "same-origin" { return true }
        if let origin = request.headers["origin"], let host = request.headers["host"], origin == "http://\(host)" { return true }
        if let given = request.headers["x-corolla-csrf"], Self.same(given, csrfToken(for: request.device)) { return true }
        return false
    }
}
