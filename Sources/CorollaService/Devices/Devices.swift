import CorollaStore
import Foundation

extension CatalogService {
    /// The devices paired with `corolla serve`, pairing codes, and the server's keys.
    public var devices: Devices { Devices(service: self) }
}

/// The household's devices: pairing one by a short-lived code, knowing it again by its credential,
/// listing, renaming and revoking them; the key of the pages' CSRF tokens and the calendar's
/// subscription key. What this gives out (a credential, a code) is kept only as its SHA-256; the
/// calendar key is kept as it is (it reads nothing the catalog file does not hold).
public struct Devices: CatalogFacet {
    let service: CatalogService

    /// How long a pairing code pairs: 10 minutes.
    public static let pairingLifetime: TimeInterval = 600

    /// A new pairing code, good until `now` plus `lifetime`, for devices that may write unless
    /// `readOnly`. Codes expired by `now` are forgotten.
    public func newPairingCode(readOnly: Bool = false, now: Date = Date(), lifetime: TimeInterval = pairingLifetime) throws -> PairingCode {
        let code = PairingCode(text: PairingCode.random(), expiresAt: now.addingTimeInterval(lifetime), readOnly: readOnly)
        try serving {
            try store.devices.addPairingCode(
                hash: SHA256.hash(Array(code.text.utf8)), readOnly: readOnly, expiresAt: Timestamp.text(code.expiresAt), now: Timestamp.text(now))
        }
        return code
    }

    /// Pairs a new device with `code` (as typed: case, spaces and dashes do not matter), named after
    /// its `userAgent` (``DeviceName``).
    ///
    /// - Returns: the device and the credential it is to keep (given out this once); nil when the
    ///   code is not one that pairs at `now` (unknown, or expired).
    public func pair(code: String, userAgent: String?, now: Date = Date()) throws -> PairedDevice? {
        guard let normalized = PairingCode.normalized(code) else { return nil }
        return try writing {
            guard let found = try store.devices.pairingCode(hash: SHA256.hash(Array(normalized.utf8)), now: Timestamp.text(now)) else { return nil }
            let credential = Self.randomHex(bytes: 32)
            let device = try store.devices.insert(
                name: DeviceName.from(userAgent: userAgent), credentialHash: SHA256.hash(Array(credential.utf8)), readOnly: found.readOnly)
            return PairedDevice(device: device, credential: credential)
        }
    }

    /// The device whose credential is `credential`; nil when none is (never paired, or revoked).
    ///
    /// - Complexity: O(log n) for n devices.
    public func device(credential: String) throws -> Device? {
        try serving { try store.devices.device(credentialHash: SHA256.hash(Array(credential.utf8))) }
    }

    /// Notes that `device` was seen at `now` from `address` (what ``list()`` shows).
    public func noteSeen(_ device: Device, from address: String, now: Date = Date()) throws {
        try serving { try store.devices.noteSeen(id: device.id, at: Timestamp.text(now), from: address) }
    }

    /// Every paired device, in the order they paired.
    public func list() throws -> [Device] {
        try serving { try store.devices.list() }
    }

    /// Revokes the device `reference` (its id, or its name): its next request is refused.
    ///
    /// - Returns: the device it was.
    /// - Throws: ``Failure`` (not found) when no device is `reference`.
    @discardableResult
    public func revoke(_ reference: String) throws -> Device {
        try writing {
            let device = try existing(reference)
            _ = try store.devices.delete(id: device.id)
            return device
        }
    }

    /// Names the device `reference` (its id, or its name) `name`.
    ///
    /// - Returns: the device as it is now.
    /// - Throws: ``Failure``: bad input for a name that is empty, too long or holds control
    ///   characters; not found when no device is `reference`; a conflict when another device has
    ///   the name.
    @discardableResult
    public func rename(_ reference: String, to name: String) throws -> Device {
        let name = try DeviceName.checked(name)
        return try writing {
            var device = try existing(reference)
            guard try store.devices.rename(id: device.id, to: name) else {
                throw Failure(.conflict, "another device is named \(name)")
            }
            device.name = name
            return device
        }
    }

    /// The device `reference` names: its id, or its name.
    private func existing(_ reference: String) throws -> Device {
        guard let device = try store.devices.device(id: Int64(reference), name: reference) else {
            throw Failure(.notFound, "no device has the id or name \(reference) ('corolla devices' lists them)")
        }
        return device
    }

    /// The key the pages' CSRF tokens are derived from, made on the first call.
    public func pageKey() throws -> PageKey {
        PageKey(key: Array(try keptSetting("page", bytes: 32).utf8))
    }

    /// The calendar's subscription key (what `/calendar.ics?key=` must carry beyond this
    /// machine), made on the first call.
    public func calendarKey() throws -> String {
        try keptSetting("calendar", bytes: 16)
    }

    /// Replaces the calendar's subscription key: the addresses with the old one stop answering.
    ///
    /// - Returns: the new key.
    public func newCalendarKey() throws -> String {
        let key = Self.randomHex(bytes: 16)
        try serving { try store.devices.setSetting("calendar", to: key) }
        return key
    }

    /// Whether `given` is the calendar's subscription key, compared in time that does not depend
    /// on where they differ; false while there is none.
    public func isCalendarKey(_ given: String) throws -> Bool {
        guard let key = try serving({ try store.devices.setting("calendar") }) else { return false }
        return Self.same(given, key)
    }

    /// Where the running `corolla serve` listens (its page's addresses, as it prints them); empty
    /// when none said so.
    public func serverAddresses() throws -> [String] {
        try serving { try store.devices.setting("addresses") }.map { $0.split(separator: "\n").map(String.init) } ?? []
    }

    /// Records where the server listens (``serverAddresses()``); empty forgets it.
    public func setServerAddresses(_ addresses: [String]) throws {
        try serving { try store.devices.setSetting("addresses", to: addresses.isEmpty ? nil : addresses.joined(separator: "\n")) }
    }

    /// The setting `name`, made of `bytes` random bytes (in hexadecimal) when there is none; a catalog
    /// that cannot be written gets a key for this process only.
    private func keptSetting(_ name: String, bytes: Int) throws -> String {
        if let kept = try serving({ try store.devices.setting(name) }) { return kept }
        if service.isReadOnly { return Self.randomHex(bytes: bytes) }
        return try writing {
            if let kept = try store.devices.setting(name) { return kept }
            let made = Self.randomHex(bytes: bytes)
            try store.devices.setSetting(name, to: made)
            return made
        }
    }

    /// `bytes` bytes from the system's random generator, in hexadecimal.
    static func randomHex(bytes: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return Self.hex((0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// `bytes` in lower-case hexadecimal.
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// Compares two secrets in time that does not depend on where they differ.
    public static func same(_ given: String, _ expected: String) -> Bool {
        let (a, b) = (Array(given.utf8), Array(expected.utf8))
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// A device just paired, and the credential it is to keep (given out this once).
public struct PairedDevice: Sendable {
    public var device: Device
    /// 256 random bits in hexadecimal: what the device sends (a cookie) to be known again.
    public var credential: String
}

/// The key a page's CSRF token is derived from: a token per device, the same after a restart.
public struct PageKey: Sendable {
    let key: [UInt8]

    /// The token a page shown to `device` (nil: a client on this machine, when the server needs
    /// no device) carries in its writes.
    public func token(for device: Device?) -> String {
        Devices.hex(SHA256.hmac(key: key, Array("csrf:\(device.map { "device \($0.id)" } ?? "local")".utf8)))
    }
}

/// Timestamps as the catalog writes them: `2024-05-01T09:30:00.000Z` (UTC).
enum Timestamp {
    static func text(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
