/// The SHA-256 digest of a plant's content (every field a card style shows): the measurement cache's
/// address, so editing one plant makes only its entries stale.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The 32 bytes, in order, as four machine words: a hash is a plain value, not an array to
    /// allocate and free (a cached layout's manifest holds one per card).
    private let words: (UInt64, UInt64, UInt64, UInt64)

    /// 32 bytes.
    public var bytes: [UInt8] { withUnsafeBytes(of: words) { Array($0) } }

    /// A stored digest; nil unless it is 32 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self.init(digest: bytes)
    }

    /// The 32 bytes at the start of `raw` (which has at least 32).
    init(raw: UnsafeRawBufferPointer) {
        words = (
            raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
    }

    private init(digest: [UInt8]) {
        precondition(digest.count == 32)
        self = digest.withUnsafeBytes { ContentHash(raw: $0) }
    }

    public static func == (left: ContentHash, right: ContentHash) -> Bool {
        left.words.0 == right.words.0 && left.words.1 == right.words.1 && left.words.2 == right.words.2 && left.words.3 == right.words.3
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// The digest of `content`.
    public init(of content: some Collection<UInt8>) {
        self.init(digest: SHA256.digest(content))
    }

    /// The digest of the message `hasher` was given.
    public init(finishing hasher: SHA256) {
        var hasher = hasher
        self.init(digest: hasher.finalize())
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
