import Foundation

/// A short-lived code that pairs a device: 8 characters of an alphabet without look-alikes (no 0,
/// O, 1, I, L or U), about 39 bits, shown as `K7M2-Q9XD`. Guessing one is rate-limited by the
/// server, and it pairs for ``Devices/pairingLifetime`` only.
public struct PairingCode: Hashable, Sendable {
    /// The code as an address carries it: 8 characters, no dash.
    public var text: String
    /// When it stops pairing.
    public var expiresAt: Date
    /// Whether the devices it pairs may only read.
    public var readOnly: Bool

    /// The code as people read it: `K7M2-Q9XD`.
    public var display: String { text.prefix(4) + "-" + text.dropFirst(4) }

    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    static let length = 8

    /// A code from the system's random generator.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    /// `typed` as a code: upper case, without spaces and dashes; nil when it cannot be one.
    static func normalized(_ typed: String) -> String? {
        let text = String(typed.uppercased().filter { $0 != "-" && $0 != " " })
        guard text.count == length, text.allSatisfy(alphabet.contains) else { return nil }
        return text
    }
}
