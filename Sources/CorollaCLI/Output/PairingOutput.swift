import CorollaJSON
import CorollaServer
import CorollaService
import Foundation

/// What `corolla serve` and `corolla devices pair` print for a pairing code: the addresses that
/// pair with it, when it expires, and a QR code of the address a phone reaches (the first IP
/// address beyond the loopback one: every phone reaches an IP address, not every one resolves the
/// machine's `HOST.local` name, which is printed first) for its camera.
struct PairingOutput {
    var code: PairingCode
    /// The pairing addresses: on the mDNS name when the server is announced, then the loopback
    /// one, then each interface's.
    var urls: [String]

    /// The address the QR code holds.
    var scanned: String? { urls.first { Self.isNetworkIPAddress($0) } ?? urls.first }

    /// Whether `url`'s host is an IPv4 address beyond the loopback one.
    private static func isNetworkIPAddress(_ url: String) -> Bool {
        let host = String(url.dropFirst("http://".count).prefix { $0 != ":" && $0 != "/" })
        return ServerConfiguration.isIPv4(host) && !ServerConfiguration.isLoopback(host)
    }

    /// The JSON members: `pairing_urls`, `pairing_code`, `pairing_expires_at`, `pairing_read_only`.
    var members: [JSONMember] {
        [
            JSONMember("pairing_urls", .array(urls.map(JSONValue.string))), JSONMember("pairing_code", .string(code.display)),
            JSONMember("pairing_expires_at", .string(Self.timestamp(code.expiresAt))), JSONMember("pairing_read_only", .bool(code.readOnly)),
        ]
    }

    /// The text lines: the code and its expiry, each address, and the QR code.
    func lines(colored: Bool) throws -> [String] {
        let until = Self.localTime(code.expiresAt)
        var lines = ["Pair a device\(code.readOnly ? " read-only" : "") with code \(code.display) until \(until): open"] + urls.map { "  " + $0 }
        if let scanned {
            lines.append("or scan this with the device's camera:")
            lines += try QRCode(scanned).halfBlocks(colored: colored)
        }
        return lines
    }

    /// `date` as the catalog writes timestamps: `2024-05-01T09:30:00Z`.
    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// `date`'s local time of day, `HH:MM`.
    static func localTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}
