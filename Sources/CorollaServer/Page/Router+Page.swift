import Foundation

extension Router {
    /// `GET /`: the page, with this server's CSRF token and mode. Its query is the view's state
    /// (``Page/viewArguments``), read by the page's script.
    func page(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(Page.viewArguments)
        let html = Page.html
            .replacingOccurrences(of: "{{csrf}}", with: csrfToken(for: request.device))
            .replacingOccurrences(of: "{{readOnly}}", with: configuration.readOnly ? "true" : "false")
            .replacingOccurrences(of: "{{layoutOptions}}", with: GridQuery.layoutOptions)
            .replacingOccurrences(of: "{{plantFields}}", with: Page.plantFields)
        return HTTPResponse(
            contentType: "text/html; charset=utf-8", body: Array(html.utf8),
            headers: [("Cache-Control", "no-store")] + Self.pageSecurityHeaders)
    }

    /// `GET /<name>`: a file of the page (``Page/file(named:)``), e.g. `/app.js`, `/app.css`, `/favicon.ico`.
    func asset(_ request: HTTPRequest, name: String) throws -> HTTPResponse {
        try request.accept([])
        let file = try Page.file(named: name)
        return HTTPResponse(
            contentType: file.contentType, body: file.body, headers: [("Cache-Control", "no-cache")] + Self.pageSecurityHeaders)
    }

    /// Everything from this server only, nothing framed.
    static let pageSecurityHeaders = [
        ("Content-Security-Policy", "default-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
        ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
    ]
}
