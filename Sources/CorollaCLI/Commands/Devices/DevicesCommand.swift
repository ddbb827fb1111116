import CorollaJSON
import CorollaService

/// `corolla devices [--json]`: the devices paired with `corolla serve`; its subcommands pair,
/// revoke and rename them.
struct DevicesCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "devices", abstract: "List the devices paired with 'corolla serve'; pair, revoke and rename them.",
            discussion: """
                A device (a phone, a tablet, a browser) pairs once by the address and QR code 'corolla serve' or \
                'corolla devices pair' prints, and keeps its own credential, which stays valid across restarts \
                until it is revoked. Listed: id, name, access (read-write or read-only), when it paired, when \
                and from which address the server last saw it (to the minute).
                """,
            subcommands: [DevicesPairCommand.self, DevicesRevokeCommand.self, DevicesRenameCommand.self])
    }

    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let devices = try session.openForReading(console).devices.list()
        session.show(
            console, json: .object([JSONMember("devices", .array(devices.map(Self.json)))]),
            text: devices.isEmpty ? ["No devices are paired ('corolla devices pair' pairs one while 'corolla serve' runs)."] : Self.table(devices))
    }

    /// A device as JSON: `id`, `name`, `read_only`, `paired_at`, `last_seen_at`, `last_address`.
    static func json(_ device: Device) -> JSONValue {
        .object([
            JSONMember("id", .number(Double(device.id))), JSONMember("name", .string(device.name)), JSONMember("read_only", .bool(device.readOnly)),
            JSONMember("paired_at", .string(device.pairedAt)), JSONMember("last_seen_at", device.lastSeenAt.map(JSONValue.string) ?? .null),
            JSONMember("last_address", device.lastAddress.map(JSONValue.string) ?? .null),
        ])
    }

    /// The devices as a table with a header row, each column as wide as its widest cell.
    static func table(_ devices: [Device]) -> [String] {
        let minute: (String) -> String = { String($0.prefix(16)).replacingOccurrences(of: "T", with: " ") }
        let rows =
            [["ID", "NAME", "ACCESS", "PAIRED (UTC)", "LAST SEEN (UTC)", "ADDRESS"]]
            + devices.map {
                [String($0.id), $0.name.visible(), $0.readOnly ? "read-only" : "read-write", minute($0.pairedAt), $0.lastSeenAt.map(minute) ?? "never", $0.lastAddress ?? "-"]
            }
        let widths = (0..<6).map { column in rows.map { $0[column].displayWidth }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.displayWidth) }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

extension String {
    /// The text without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
