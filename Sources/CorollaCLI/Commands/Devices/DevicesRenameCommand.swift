import CorollaJSON
import CorollaService

/// `corolla devices rename ID|NAME NEW-NAME`.
struct DevicesRenameCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "rename", abstract: "Rename a paired device (names are unique).")
    }

    @Argument(DevicesRevokeCommand.device) var reference: String
    @Argument(name: "new-name", help: "Its new name: 1 to \(Device.maximumNameLength) characters.") var name: String
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let device = try session.openForWriting().devices.rename(reference, to: name)
        session.summarize(console, json: DevicesCommand.json(device), text: ["Device \(device.id) is now named \(device.name)"])
    }
}
