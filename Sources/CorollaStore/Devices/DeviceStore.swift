/// The devices paired with the server, the pairing codes and the server's settings (see
/// `Migrations/0013_devices.sql`). Secrets arrive here already hashed (SHA-256) or, for a
/// setting, as the text to keep.
///
/// Nothing here moves the catalog revision: no card shows a device. Every method is one
/// transaction.
public struct DeviceStore {
    let database: Database

    private static let columns = "id, name, read_only, paired_at, last_seen_at, last_address"

    /// Adds a device named `name`, or `name 2`, `name 3`… when another device has it.
    ///
    /// - Complexity: O(k log n) for the k names tried among n devices.
    public func insert(name: String, credentialHash: [UInt8], readOnly: Bool) throws -> Device {
        try database.write { database in
            var candidate = name
            var number = 1
            while try database.fetchOne("SELECT 1 FROM devices WHERE name = ?", [.text(candidate)]) != nil {
                number += 1
                let suffix = " \(number)"
                candidate = String(name.prefix(Device.maximumNameLength - suffix.count)) + suffix
            }
            return try database.fetchFirst(
                "INSERT INTO devices (name, credential_hash, read_only) VALUES (?, ?, ?) RETURNING \(Self.columns)",
                [.text(candidate), .blob(credentialHash), .integer(readOnly ? 1 : 0)]
            ) { try Self.device($0) }.orMissingRow("devices")
        }
    }

    /// The device whose credential hashes to `credentialHash`.
    ///
    /// - Complexity: O(log n), through the unique index.
    public func device(credentialHash: [UInt8]) throws -> Device? {
        try database.read { database in
            try database.fetchFirst("SELECT \(Self.columns) FROM devices WHERE credential_hash = ?", [.blob(credentialHash)]) { try Self.device($0) }
        }
    }

    /// The device with id `id`, else the one named `name` (either may be nil).
    public func device(id: Int64?, name: String?) throws -> Device? {
        try database.read { database in
            try database.fetchFirst(
                "SELECT \(Self.columns) FROM devices WHERE id = ? OR name = ? ORDER BY id = ? DESC LIMIT 1",
                [id.map(DatabaseValue.integer) ?? .null, name.map(DatabaseValue.text) ?? .null, id.map(DatabaseValue.integer) ?? .null]
            ) { try Self.device($0) }
        }
    }

    /// Every device, in the order they paired.
    public func list() throws -> [Device] {
        try database.read { database in
            var devices: [Device] = []
            try database.cachedStatement("SELECT \(Self.columns) FROM devices ORDER BY id").forEachRow { devices.append(try Self.device($0)) }
            return devices
        }
    }

    /// Removes the device `id`: its credential opens nothing any more.
    ///
    /// - Returns: whether there was one.
    public func delete(id: Int64) throws -> Bool {
        try database.write { database in
            try database.execute("DELETE FROM devices WHERE id = ?", [.integer(id)])
            return database.changes > 0
        }
    }

    /// Names the device `id` `name`.
    ///
    /// - Returns: false, and nothing is changed, when another device has that name.
    public func rename(id: Int64, to name: String) throws -> Bool {
        try database.write { database in
            guard try database.fetchOne("SELECT 1 FROM devices WHERE name = ? AND id <> ?", [.text(name), .integer(id)]) == nil else { return false }
            try database.execute("UPDATE devices SET name = ? WHERE id = ?", [.text(name), .integer(id)])
            return true
        }
    }

    /// Notes that the device `id` was seen at `time` (a timestamp as the catalog writes them) from
    /// `address`.
    public func noteSeen(id: Int64, at time: String, from address: String) throws {
        try database.write { database in
            try database.execute("UPDATE devices SET last_seen_at = ?, last_address = ? WHERE id = ?", [.text(time), .text(address), .integer(id)])
        }
    }

    /// Keeps a pairing code's hash until `expiresAt`, and forgets the codes expired at `now`.
    public func addPairingCode(hash: [UInt8], readOnly: Bool, expiresAt: String, now: String) throws {
        try database.write { database in
            try database.execute("DELETE FROM pairing_codes WHERE expires_at <= ?", [.text(now)])
            try database.execute(
                "INSERT OR REPLACE INTO pairing_codes (code_hash, read_only, expires_at) VALUES (?, ?, ?)",
                [.blob(hash), .integer(readOnly ? 1 : 0), .text(expiresAt)])
        }
    }

    /// Whether the code hashing to `hash` pairs at `now`, and then whether its devices are
    /// read-only; nil when no code hashes to it or it expired.
    ///
    /// - Complexity: O(log c) for c codes kept.
    public func pairingCode(hash: [UInt8], now: String) throws -> (readOnly: Bool, expiresAt: String)? {
        try database.read { database in
            try database.fetchFirst("SELECT read_only, expires_at FROM pairing_codes WHERE code_hash = ? AND expires_at > ?", [.blob(hash), .text(now)]) {
                (try $0.int64(0) == 1, try $0.text(1))
            }
        }
    }

    /// The setting `name` (`page`, `calendar` or `addresses`).
    public func setting(_ name: String) throws -> String? {
        try database.read { database in try database.fetchValue(String.self, "SELECT value FROM server_settings WHERE name = ?", [.text(name)]) }
    }

    /// Sets `name` to `value`; nil removes it.
    public func setSetting(_ name: String, to value: String?) throws {
        try database.write { database in
            if let value {
                try database.execute("INSERT OR REPLACE INTO server_settings (name, value) VALUES (?, ?)", [.text(name), .text(value)])
            } else {
                try database.execute("DELETE FROM server_settings WHERE name = ?", [.text(name)])
            }
        }
    }

    /// The device in a row of ``columns``.
    private static func device(_ columns: borrowing Statement.Columns) throws -> Device {
        Device(
            id: try columns.int64(0), name: try columns.text(1), readOnly: try columns.int64(2) == 1, pairedAt: try columns.text(3),
            lastSeenAt: try columns.optionalText(4), lastAddress: try columns.optionalText(5))
    }
}
