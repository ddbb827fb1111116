import CorollaService
import Foundation

/// Where and how `corolla serve` listens, and what it allows.
public struct ServerConfiguration: Sendable {
    /// The IPv4 address to bind: 127.0.0.1 (this machine only), an address of this machine, or
    /// 0.0.0.0 (every interface).
    public var host: String
    /// The port; 0 picks a free one.
    public var port: UInt16
    /// Refuses every write (watering, favorites) with 403.
    public var readOnly: Bool
    /// Why writes are refused, when ``readOnly``.
    public var readOnlyReason = ReadOnlyReason.asked
    /// Whether every request must come from a paired device (its credential in a cookie): when
    /// the server is reachable from other machines. On the loopback address none is needed.
    public var needsDevice: Bool { !Self.isLoopback(host) }
    /// How often the catalog's revision is read for the event stream.
    public var pollInterval: Duration
    /// The daemon's limits: threads, connections, deadlines, bodies.
    var limits = HTTPServer.Limits()
    /// How uploaded photos are decoded: in a process of their own, within its limits.
    var photoDecoder = PhotoDecoder.standard
    /// How long the page's response waits for the grid of its first screen (``FirstScreen``)
    /// before it is sent without it, in seconds.
    var firstScreenWait: TimeInterval = 0.25

    /// A configuration for `host`.
    public init(host: String = "127.0.0.1", port: UInt16 = 8390, readOnly: Bool = false, pollInterval: Duration = .milliseconds(500)) {
        self.host = host
        self.port = port
        self.readOnly = readOnly
        self.pollInterval = pollInterval
    }

    /// Whether `host` is a dotted IPv4 address.
    public static func isIPv4(_ host: String) -> Bool {
        IPv4Address(host) != nil
    }

    /// Whether `host` is a loopback address (127.0.0.0/8).
    public static func isLoopback(_ host: String) -> Bool {
        IPv4Address(host).map { $0.octets[0] == 127 } ?? false
    }

    /// 32 hexadecimal digits from the system's random generator.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
    }
}

/// Why a server refuses writes.
public enum ReadOnlyReason: Sendable, Hashable {
    /// `--read-only` asked for it.
    case asked
    /// The catalog cannot be written (its file, folder or file system), found when the server
    /// started.
    case catalog

    /// What a refused write answers.
    var message: String {
        switch self {
        case .asked: "the server is read-only (--read-only)"
        case .catalog: "the catalog is read-only"
        }
    }
}

/// A dotted IPv4 address.
struct IPv4Address: Hashable, Sendable {
    var octets: [UInt8]

    /// Parses `a.b.c.d`, each part 0–255 in decimal without leading zeros; nil otherwise.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                part.count == 1 || part.first != "0", let value = UInt8(part)
            else { return nil }
            octets.append(value)
        }
        self.octets = octets
    }
}
