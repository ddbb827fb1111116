/// A buffered writer of UTF-8 bytes: text is appended to a buffer of ``capacity`` bytes, which is
/// handed to `flush` whenever it fills and once at the end, so that a long output never lives in
/// memory whole.
public final class OutputBuffer {
    /// The bytes gathered before they are handed on.
    public static let capacity = 65_536

    /// The bytes not flushed yet.
    public private(set) var bytes: [UInt8] = []
    private let flush: (UnsafeBufferPointer<UInt8>) throws -> Void

    /// A buffer handing its bytes to `flush` (a file descriptor's writer, say), which must not keep
    /// the pointer.
    public init(flush: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) {
        self.flush = flush
        bytes.reserveCapacity(Self.capacity)
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) throws {
        var text = text
        try text.withUTF8 { try append(bytes: $0) }
    }

    /// Appends `byte`.
    public func append(byte: UInt8) throws {
        bytes.append(byte)
        if bytes.count >= Self.capacity { try flushBuffer() }
    }

    /// Appends raw UTF-8 bytes.
    public func append(bytes more: UnsafeBufferPointer<UInt8>) throws {
        bytes.append(contentsOf: more)
        if bytes.count >= Self.capacity { try flushBuffer() }
    }

    /// Hands what is buffered to `flush` (nothing when empty). Call it once at the end.
    public func finish() throws {
        if !bytes.isEmpty { try flushBuffer() }
    }

    private func flushBuffer() throws {
        try bytes.withUnsafeBufferPointer { try flush($0) }
        bytes.removeAll(keepingCapacity: true)
    }
}

extension OutputBuffer {
    /// Collects everything `write` appends into one string: for callers that want the text whole.
    public static func collecting(_ write: (OutputBuffer) throws -> Void) throws -> String {
        var all: [UInt8] = []
        let buffer = OutputBuffer { all.append(contentsOf: $0) }
        try write(buffer)
        try buffer.finish()
        return String(decoding: all, as: UTF8.self)
    }
}
