import Foundation

extension CatalogService.Cards {
    /// The card image `address` names, as its grid's grouping shows the card, once the address is
    /// checked to still name what the plant's card shows today with today's measurer: the one kept
    /// in `images` under the address, else drawn and kept. (A server answers an image it keeps
    /// without asking: an address never names another image.)
    ///
    /// - Parameter drawing: false checks the address and draws nothing (nil): for a client that
    ///   has the image already.
    /// - Throws: ``Failure`` (not found) when no plant has the address's id, or the address no
    ///   longer names what its card shows (the client asks for the grid's elements again);
    ///   `CardsError` when Cairo fails.
    /// - Complexity: O(log n) to read the plant among n, and the drawing when not kept.
    public func image(at address: CardAddress, keptIn images: CardImageCache, drawing: Bool = true) throws -> [UInt8]? {
        let date = Date()
        guard let card = try plantCards(ids: [address.plantID])[address.plantID] else {
            throw Failure(.notFound, "no plant has id \(address.plantID)")
        }
        let content = card.content.grouped(address.grouping)
        guard digest(content, style: address.style, userInterfaceStyle: address.userInterfaceStyle, date: date) == address.digest,
            try measurerDigest() == address.fingerprint
        else { throw Failure(.notFound, "this card image is out of date: ask for the grid's elements again") }
        guard drawing else { return nil }
        return try images.image(at: address.path) {
            Array(
                try png(
                    content, size: address.size, style: address.style, userInterfaceStyle: address.userInterfaceStyle, scale: address.scale,
                    date: date))
        }
    }
}
