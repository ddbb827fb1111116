import Foundation

extension Router {
    /// `GET /cards/…png`: one card drawn by the grid's painter, as its grid's grouping shows it.
    /// An image drawn once is kept in ``cardImages`` under its address and served from there,
    /// without reading the catalog: an address never names another image (it was checked when
    /// the image was drawn). One not kept is drawn when the address still names what the plant's
    /// card shows, else 404 (the page asks for the current address). Served with an `ETag` and as
    /// immutable.
    func card(_ request: HTTPRequest, address: CardAddress) throws -> HTTPResponse {
        try request.accept([])
        let tag = "\"\(address.digest)-\(address.grouping.rawValue)-\(address.fingerprint)-\(address.width)x\(address.height)@\(address.scale)\""
        let caching = [("ETag", tag), ("Cache-Control", "public, max-age=31536000, immutable")]
        /// The image, or 304 (nil) when the client has it.
        func answer(_ png: [UInt8]?) -> HTTPResponse {
            guard let png else { return HTTPResponse(status: 304, contentType: "image/png", body: [], headers: caching) }
            return HTTPResponse(contentType: "image/png", body: png, headers: caching)
        }
        if let kept = cardImages.kept(at: address.path) { return answer(request.noneMatch(tag) ? nil : kept) }
        let date = Date()
        let png = try withService { service -> [UInt8]? in
            guard let card = try service.cards.plantCards(ids: [address.plantID])[address.plantID] else {
                throw HTTPFailure(.notFound, "no plant has id \(address.plantID)")
            }
            let content = card.content.grouped(address.grouping)
            guard service.cards.digest(content, style: address.style, userInterfaceStyle: address.userInterfaceStyle, date: date) == address.digest,
                try service.cards.measurerDigest() == address.fingerprint
            else { throw HTTPFailure(.notFound, "this card image is out of date: ask for the grid's elements again") }
            if request.noneMatch(tag) { return nil }
            return try cardImages.image(at: address.path) {
                Array(
                    try service.cards.png(
                        content, size: address.size, style: address.style, userInterfaceStyle: address.userInterfaceStyle,
                        scale: address.scale, date: date))
            }
        }
        return answer(png)
    }
}
