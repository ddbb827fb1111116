/// The system refused memory or a thread: the command stops with this error (exit 1) rather than
/// with a signal or a hang.
public struct OutOfMemory: Error, Hashable, Sendable, CustomStringConvertible {
    /// What could not be had: `cannot reserve 192 MiB of address space`, `cannot start the import's reader thread`.
    public var detail: String

    public init(_ detail: String) {
        self.detail = detail
    }

    public var description: String { "out of memory (\(detail))" }
}
