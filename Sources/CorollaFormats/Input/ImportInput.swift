/// Where an import reads its bytes from, a piece at a time: a file, a pipe, standard input, or
/// bytes already in memory.
public protocol ImportInput: AnyObject {
    /// Reads at most `buffer.count` bytes into `buffer`; 0 at the end of the input.
    ///
    /// - Throws: when the input cannot be read (the import stops and writes nothing).
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int
}

/// Bytes already in memory, read as an input.
public final class BytesInput: ImportInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
    }

    public func read(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            if let from = source.baseAddress { base.update(from: from + offset, count: count) }
        }
        offset += count
        return count
    }
}
