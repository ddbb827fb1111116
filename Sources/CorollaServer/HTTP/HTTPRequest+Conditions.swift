import CorollaJSON

extension HTTPRequest {
    /// Whether the request's `If-None-Match` matches the current entity tag `tag` (quoted, as
    /// the `ETag` header sends it), by RFC 9110 §13.1.2: `*` matches, and so does a
    /// comma-separated list naming the tag, compared weakly (`W/"x"` matches `"x"`). A header that
    /// is not such a list matches nothing (the full response is sent).
    func noneMatch(_ tag: String) -> Bool {
        guard let header = headers["if-none-match"] else { return false }
        if header.trimmingCharacters(in: .whitespaces) == "*" { return true }
        return Self.entityTags(header)?.contains(Self.opaqueTag(tag)) ?? false
    }

    /// The opaque tags (quoted, without `W/`) of a list of entity tags; nil when it is not one.
    /// Empty list elements are allowed (RFC 9110 §5.6.1).
    static func entityTags(_ list: String) -> [[UInt8]]? {
        var rest = Substring(list).utf8[...]
        var tags: [[UInt8]] = []
        while true {
            rest = rest.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") }
            guard !rest.isEmpty else { return tags }
            if rest.starts(with: "W/".utf8) { rest = rest.dropFirst(2) }
            guard rest.first == UInt8(ascii: "\""), let close = rest.dropFirst().firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            let tag = rest[...close]
            // etagc: "!" and "#" to "~", and bytes beyond ASCII.
            guard tag.dropFirst().dropLast().allSatisfy({ $0 == 0x21 || $0 >= 0x23 && $0 != 0x7f }) else { return nil }
            tags.append(Array(tag))
            rest = rest[rest.index(after: close)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard rest.isEmpty || rest.first == UInt8(ascii: ",") else { return nil }
        }
    }

    /// `tag` without a weak prefix.
    private static func opaqueTag(_ tag: String) -> [UInt8] {
        Array(tag.hasPrefix("W/") ? tag.utf8.dropFirst(2) : tag.utf8[...])
    }
}

extension HTTPRequest {
    /// The version an `If-Match` names (RFC 9110 §13.1.1), in ``matchedVersion()``.
    struct MatchedVersion {
        /// The version; nil for `*` (any version of a plant that exists).
        var number: Int64?
    }

    /// The plant version `If-Match` names: one strong entity tag, `"<version>"`, or `*`; nil
    /// without the header.
    ///
    /// - Throws: ``HTTPFailure`` 400 for a header that names no version, or more than one.
    func matchedVersion() throws(HTTPFailure) -> MatchedVersion? {
        guard let header = headers["if-match"] else { return nil }
        if header.trimmingCharacters(in: .whitespaces) == "*" { return MatchedVersion(number: nil) }
        guard let tags = Self.entityTags(header), tags.count == 1, let tag = tags.first, !header.contains("W/"),
            let version = PlainDecimal.integer(String(decoding: tag.dropFirst().dropLast(), as: UTF8.self), as: Int64.self)
        else {
            throw HTTPFailure(.usage, "If-Match must name one version of the plant, as its ETag gives it (\"7\"), or be *")
        }
        return MatchedVersion(number: version)
    }

    /// The favorites' order ``Router/favoritesOrderHeader`` names (the tag, unquoted); nil without
    /// the header.
    ///
    /// - Throws: ``HTTPFailure`` 400 for a header that is not one quoted tag.
    func favoritesOrder() throws(HTTPFailure) -> String? {
        guard let header = headers[Router.favoritesOrderHeader.lowercased()] else { return nil }
        guard let tags = Self.entityTags(header), tags.count == 1, let tag = tags.first, !header.contains("W/") else {
            throw HTTPFailure(.usage, "\(Router.favoritesOrderHeader) must be one quoted tag, as the grid's favorites_order gives it")
        }
        return String(decoding: tag.dropFirst().dropLast(), as: UTF8.self)
    }
}
