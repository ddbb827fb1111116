import Foundation

extension Router {
    /// `GET /`: the page, with this server's CSRF token and mode, a preload of every module
    /// (``Page/modulePreloads``) and a fresh nonce for its one inline script, the one that asks for
    /// the first grid while the modules load. Its query is the view's state (``Page/viewArguments``),
    /// read by the page's scripts.
    func page(_ request: HTTPRequest) throws -> HTTPResponse {
        try request.accept(Page.viewArguments)
        let nonce = Self.scriptNonce()
        let html = Page.html
            .replacingOccurrences(of: "{{nonce}}", with: nonce)
            .replacingOccurrences(of: "{{csrf}}", with: csrfToken(for: request.device))
            .replacingOccurrences(of: "{{readOnly}}", with: configuration.readOnly ? "true" : "false")
        return HTTPResponse(
            contentType: "text/html; charset=utf-8", body: Array(html.utf8),
            headers: [("Cache-Control", "no-store")] + Self.pageSecurityHeaders(scriptNonce: nonce))
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

    /// Everything from this server only, nothing framed; and the inline script carrying
    /// `scriptNonce`, when given.
    static func pageSecurityHeaders(scriptNonce: String?) -> [(String, String)] {
        let scripts = scriptNonce.map { "; script-src 'self' 'nonce-\($0)'" } ?? ""
        return [
            ("Content-Security-Policy", "default-src 'self'\(scripts); img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
            ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
        ]
    }
}
