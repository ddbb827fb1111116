import CXXHash

/// XXH3-128 (libxxhash) of a message given in pieces: `update` with each piece, then `digest()`.
///
/// It owns its `XXH3_state_t`, created with the hasher and freed with it. Several pieces hash
/// faster through the state than copied into one buffer and hashed at once (see BENCHMARKS.md);
/// a message already in one piece is hashed by ``ContentHash/init(of:)-(some Collection<UInt8>)``.
/// A hasher belongs to one thread at a time.
public final class XXH3Hasher {
    private let state: OpaquePointer

    /// A hasher of the empty message.
    public init() {
        // XXH3_createState only allocates (64-byte aligned): it fails only where any allocation
        // would, and Swift stops the process then too.
        guard let state = XXH3_createState() else { preconditionFailure("XXH3_createState: out of memory") }
        self.state = state
        XXH3_128bits_reset(state)
    }

    deinit {
        XXH3_freeState(state)
    }

    /// Adds `bytes` to the message.
    public func update(_ bytes: UnsafeRawBufferPointer) {
        // XXH3 reports an error only for a NULL state or NULL input of nonzero length, neither possible here.
        _ = XXH3_128bits_update(state, bytes.baseAddress, bytes.count)
    }

    /// Adds `bytes` to the message (copied first when they are not contiguous).
    public func update(_ bytes: some Collection<UInt8>) {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) { return done }
        Array(bytes).withUnsafeBytes { update($0) }
    }

    /// Adds `value` as 8 little-endian bytes.
    public func update(littleEndian value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { update($0) }
    }

    /// Adds one byte.
    public func update(byte: UInt8) {
        withUnsafeBytes(of: byte) { update($0) }
    }

    /// The hash of the message so far (the hasher may go on).
    public func digest() -> ContentHash {
        ContentHash(XXH3_128bits_digest(state))
    }
}
