/// A device paired with `corolla serve`: a phone, a tablet, a browser, known by the credential it
/// was given when it paired (which the catalog keeps only hashed).
public struct Device: Hashable, Sendable {
    public var id: Int64
    /// Unique among the devices; from its User-Agent when it paired ("Pixel 8", "iPhone"), then as
    /// renamed.
    public var name: String
    /// Whether the device may only read (every write it sends is refused).
    public var readOnly: Bool
    /// When it paired, UTC ISO 8601 with milliseconds.
    public var pairedAt: String
    /// When the server last saw it (to the minute), as ``pairedAt``; nil before its first request.
    public var lastSeenAt: String?
    /// The address the server last saw it at.
    public var lastAddress: String?

    public init(id: Int64, name: String, readOnly: Bool, pairedAt: String, lastSeenAt: String? = nil, lastAddress: String? = nil) {
        (self.id, self.name, self.readOnly, self.pairedAt, self.lastSeenAt, self.lastAddress) = (id, name, readOnly, pairedAt, lastSeenAt, lastAddress)
    }

    /// The longest name, in characters.
    public static let maximumNameLength = 64
}
