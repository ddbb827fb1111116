/// SHA-256 (FIPS 180-4), for migration checksums and content hashes. No platform crypto library
/// is needed: Corolla depends on nothing outside the toolchain and SQLite.
///
/// Incremental: `update` with the message's pieces, then `finalize`. The state, the block being
/// filled and the message schedule are fixed-size values on the stack: hashing a card's content
/// allocates nothing but the 32-byte result, so a grid can hash thousands of cards cheaply.
public struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// The bytes of the block not yet compressed (the first `buffered`).
    private var block: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var buffered = 0
    private var length: UInt64 = 0

    public init() {}

    /// The 32-byte digest of `message`.
    public static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(message)
        return hasher.finalize()
    }

    /// The digest of `message` as 64 lowercase hexadecimal digits.
    static func hexDigest(_ message: some Collection<UInt8>) -> String {
        digest(message).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: some Collection<UInt8>) {
        if let done: Void = bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) { return done }
        let bytes = Array(bytes)
        bytes.withUnsafeBytes { update($0) }
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var source = bytes.baseAddress else { return }
        var remaining = bytes.count
        length &+= UInt64(remaining)
        while remaining > 0 {
            let count = min(64 - buffered, remaining)
            let offset = buffered
            withUnsafeMutableBytes(of: &block) { block in
                (block.baseAddress! + offset).copyMemory(from: source, byteCount: count)
            }
            buffered += count
            source += count
            remaining -= count
            if buffered == 64 {
                compressBlock()
                buffered = 0
            }
        }
    }

    /// Adds `value` as 8 little-endian bytes.
    public mutating func update(littleEndian value: UInt64) {
        var value = value.littleEndian
        withUnsafeBytes(of: &value) { update($0) }
    }

    /// Adds one byte.
    public mutating func update(byte: UInt8) {
        var byte = byte
        withUnsafeBytes(of: &byte) { update($0) }
    }

    /// The 32-byte digest of the message so far (the hasher is spent).
    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        update(byte: 0x80)
        if buffered > 56 {
            withUnsafeMutableBytes(of: &block) { block in
                for index in buffered..<64 { block[index] = 0 }
            }
            compressBlock()
            buffered = 0
        }
        withUnsafeMutableBytes(of: &block) { block in
            for index in buffered..<56 { block[index] = 0 }
            for index in 0..<8 { block[56 + index] = UInt8(truncatingIfNeeded: bitLength >> (UInt64(7 - index) * 8)) }
        }
        compressBlock()
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return [UInt8](unsafeUninitializedCapacity: 32) { digest, count in
            for (index, word) in words.enumerated() {
                for byte in 0..<4 { digest[index * 4 + byte] = UInt8(truncatingIfNeeded: word >> UInt32((3 - byte) * 8)) }
            }
            count = 32
        }
    }

    private mutating func compressBlock() {
        var schedule: (
            (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64),
            (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64),
            (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64),
            (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        ) = ((0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0))
        var (a, b, c, d, e, f, g, h) = state
        withUnsafeBytes(of: &block) { block in
            withUnsafeMutableBytes(of: &schedule) { raw in
                let w = raw.bindMemory(to: UInt32.self)
                for index in 0..<16 {
                    w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                }
                for index in 16..<64 {
                    let s0 = w[index - 15].rotatedRight(7) ^ w[index - 15].rotatedRight(18) ^ (w[index - 15] >> 3)
                    let s1 = w[index - 2].rotatedRight(17) ^ w[index - 2].rotatedRight(19) ^ (w[index - 2] >> 10)
                    w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
                }
                SHA256.roundConstants.withUnsafeBufferPointer { k in
                    for index in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let temp1 = h &+ s1 &+ choice &+ k[index] &+ w[index]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ s0 &+ majority)
                    }
                }
            }
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        self >> count | self << (32 - count)
    }
}
