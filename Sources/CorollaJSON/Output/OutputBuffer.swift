/// A buffered writer of UTF-8 bytes: text is appended to a buffer of ``capacity`` bytes, which is
/// handed to `flush` whenever it fills and once at the end, so that a long output never lives in
/// memory whole.
public final class OutputBuffer {
    /// The bytes gathered before they are handed on.
    public static let capacity = 65_536

    /// The buffer, ``capacity`` bytes; its first `count` are written.
    private let base = UnsafeMutablePointer<UInt8>.allocate(capacity: OutputBuffer.capacity)
    /// How many bytes of `base` are written: unchecked, since only this object's methods touch it
    /// and none of them calls back into another while it changes (appending is the hot loop).
    @exclusivity(unchecked) private var count = 0
    private let flush: (UnsafeBufferPointer<UInt8>) throws -> Void

    /// A buffer handing its bytes to `flush` (a file descriptor's writer, say), which must not keep
    /// the pointer.
    public init(flush: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
        self.flush = flush
    }

    deinit {
        base.deallocate()
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) throws {
        var text = text
        try text.withUTF8 { try append(bytes: $0) }
    }

    /// Appends the UTF-8 bytes of a constant.
    public func append(constant text: StaticString) throws {
        try append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `byte`.
    @inline(__always)
    public func append(byte: UInt8) throws {
        if count == Self.capacity { try flushBuffer() }
        base[count] = byte
        count += 1
    }

    /// Appends raw UTF-8 bytes.
    public func append(bytes more: UnsafeBufferPointer<UInt8>) throws {
        guard var source = more.baseAddress else { return }
        var left = more.count
        while left > 0 {
            if count == Self.capacity { try flushBuffer() }
            let step = min(left, Self.capacity - count)
            (base + count).update(from: source, count: step)
            count += step
            source += step
            left -= step
        }
    }

    /// Appends the UTF-8 bytes of `text`, each ASCII byte for which `replacement` gives a text
    /// replaced by it; runs of other bytes are copied as they are.
    ///
    /// - Complexity: O(n) for n bytes.
    public func append(_ text: String, replacing replacement: (UInt8) -> String?) throws {
        var text = text
        try text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x80 {
                guard let replaced = replacement(byte) else { continue }
                if start < index { try append(bytes: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                try append(replaced)
                start = index + 1
            }
            if start < utf8.count { try append(bytes: UnsafeBufferPointer(rebasing: utf8[start...])) }
        }
    }

    /// Hands what is buffered to `flush` (nothing when empty). Call it once at the end.
    public func finish() throws {
        if count > 0 { try flushBuffer() }
    }

    private func flushBuffer() throws {
        let full = UnsafeBufferPointer(start: base, count: count)
        count = 0
        try flush(full)
    }
}

extension OutputBuffer {
    /// Collects everything `write` appends into one string: for callers that want the text whole.
    public static func collecting(_ write: (OutputBuffer) throws -> Void) throws -> String {
        String(decoding: try collectingBytes(write), as: UTF8.self)
    }

    /// The bytes `write` appends to a buffer, as they are (a binary format's too).
    public static func collectingBytes(_ write: (OutputBuffer) throws -> Void) throws -> [UInt8] {
        var all: [UInt8] = []
        let buffer = OutputBuffer { all.append(contentsOf: $0) }
        try write(buffer)
        try buffer.finish()
        return all
    }
}
