/// The SHA-256 digest of a plant's content (every field a card style shows): the measurement cache's
/// address, so editing one plant makes only its entries stale.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// 32 bytes.
    public let bytes: [UInt8]

    /// A stored digest; nil unless it is 32 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    /// The digest of `content`.
    public init(of content: some Collection<UInt8>) {
        bytes = SHA256.digest(content)
    }

    /// The digest of the message `hasher` was given.
    public init(finishing hasher: SHA256) {
        var hasher = hasher
        bytes = hasher.finalize()
    }

    /// The digest of `text`'s UTF-8 bytes.
    public init(of text: String) {
        self.init(of: text.utf8)
    }

    /// 64 lowercase hexadecimal digits.
    public var description: String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
