import CorollaJSON
import CorollaService

/// `corolla devices revoke ID|NAME`.
struct DevicesRevokeCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "revoke", abstract: "Revoke a device: its next request to 'corolla serve' is refused (no restart needed).")
    }

    /// The device argument, which `rename` takes too.
    static let device = Argument<String>("device", help: "The device's id or name, as 'corolla devices' lists it.")

    @Argument(Self.device) var reference: String
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let device = try session.openForWriting().devices.revoke(reference)
        session.summarize(console, json: DevicesCommand.json(device), text: ["Revoked device \(device.id) (\(device.name))"])
    }
}
