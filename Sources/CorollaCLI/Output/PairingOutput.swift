import CorollaJSON
import CorollaService
import Foundation

/// What `corolla serve` and `corolla devices pair` print for a pairing code: the addresses that
/// pair with it, when it expires, and a QR code of the address a phone reaches (the first beyond
/// the loopback address) for its camera.
struct PairingOutput {
    var code: PairingCode
    /// The pairing addresses, the loopback one first.
    var urls: [String]

    /// The address the QR code holds.
    var scanned: String? { urls.first { !$0.hasPrefix("http://127.") } ?? urls.first }

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
