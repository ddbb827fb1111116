import CorollaJSON
import CorollaService

/// `corolla devices rename ID|NAME NEW-NAME`.
struct DevicesRenameCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "rename", abstract: "Rename a paired device (names are unique).", arguments: [DevicesRevokeCommand.device, name],
            options: CommonOptions.all)
    }

    static let name = Argument<String>("new-name", help: "Its new name: 1 to 64 characters.")

    var session: Session
    var reference: String
    var name: String

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        reference = try values[DevicesRevokeCommand.device]
        name = try values[Self.name]
    }

    func run(_ console: Console) throws {
        let device = try session.openForWriting().devices.rename(reference, to: name)
        session.summarize(console, json: DevicesCommand.json(device), text: ["Device \(device.id) is now named \(device.name)"])
    }
}
