import CXXHash

/// The XXH3-128 hash of a plant's content (every field a card style shows): the measurement cache's
/// address, so editing one plant makes only its entries stale.
///
/// Non-cryptographic, which is enough for keys of the catalog's own data: it tells contents apart,
/// it does not resist someone forging a collision.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes, in order (XXH128's canonical form: the high then the low 64 bits, big-endian),
    /// as two machine words: a hash is a plain value, not an array to allocate and free (a cached
    /// layout's manifest holds one per card).
    private let words: (UInt64, UInt64)

    /// 16 bytes.
    public var bytes: [UInt8] { withUnsafeBytes(of: words) { Array($0) } }

    /// A stored hash; nil unless it is 16 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self = bytes.withUnsafeBytes { ContentHash(raw: $0) }
    }

    /// The 16 bytes at the start of `raw` (which has at least 16).
    init(raw: UnsafeRawBufferPointer) {
        words = (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }

    /// libxxhash's result, in canonical byte order.
    init(_ hash: XXH128_hash_t) {
        words = (hash.high64.bigEndian, hash.low64.bigEndian)
    }

    public static func == (left: ContentHash, right: ContentHash) -> Bool {
        left.words.0 == right.words.0 && left.words.1 == right.words.1
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
    }

    /// The hash of `content`, in one call when its bytes are contiguous.
    public init(of content: some Collection<UInt8>) {
        let oneShot = content.withContiguousStorageIfAvailable { ContentHash(XXH3_128bits($0.baseAddress, $0.count)) }
        self = oneShot ?? Array(content).withUnsafeBytes { ContentHash(XXH3_128bits($0.baseAddress, $0.count)) }
    }

    /// The hash of `text`'s UTF-8 bytes.
    public init(of text: String) {
        self.init(of: text.utf8)
    }

    /// 32 lowercase hexadecimal digits: what `xxhsum -H2` prints for the same bytes.
    public var description: String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
