import CorollaService
import Foundation

extension Router {
    /// `GET /cards/…png`: the card image its address names (``CatalogService/Cards/image(at:keptIn:drawing:)``),
    /// kept in ``cardImages`` (answered from there without the catalog), else 404 (the page asks for
    /// the current address). Served with an `ETag` and as immutable.
    func card(_ request: HTTPRequest, address: CardAddress) throws -> HTTPResponse {
        try request.accept([])
        let tag = "\"\(address.digest)-\(address.grouping.rawValue)-\(address.fingerprint)-\(address.width)x\(address.height)@\(address.scale)\""
        let caching = [("ETag", tag), ("Cache-Control", "public, max-age=31536000, immutable")]
        /// The image, or 304 (nil) when the client has it.
        func answer(_ png: [UInt8]?) -> HTTPResponse {
            guard let png else { return HTTPResponse(status: 304, contentType: "image/png", body: [], headers: caching) }
            return HTTPResponse(contentType: "image/png", body: png, headers: caching)
        }
        let clientHasIt = request.noneMatch(tag)
        if let kept = cardImages.kept(at: address.path) { return answer(clientHasIt ? nil : kept) }
        return answer(try withService { service in try service.cards.image(at: address, keptIn: cardImages, drawing: !clientHasIt) })
    }
}
