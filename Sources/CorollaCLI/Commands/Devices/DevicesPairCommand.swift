import CorollaJSON
import CorollaService

/// `corolla devices pair [--read-only]`: a fresh pairing code for the running server.
struct DevicesPairCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "pair", abstract: "Print a new pairing address and its QR code for the running 'corolla serve' (10 minutes).",
            discussion: """
                The code pairs any device that opens the address (or scans the QR code) in the next 10 minutes; \
                each gets its own credential and a name from its browser ("Pixel 8", "iPhone"). The server \
                must be reachable from the device: 'corolla serve --host 0.0.0.0'. --read-only pairs devices that \
                may look but not change anything.
                """)
    }

    @Flag(help: "The devices it pairs may only read: every write they send is refused.") var readOnly: Bool
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        let addresses = try service.devices.serverAddresses().filter { !$0.hasPrefix("http://127.") }
        guard !addresses.isEmpty else {
            throw Failure(
                .conflict, "no 'corolla serve' reachable from other devices runs on \(session.location.path.text.visible()): start 'corolla serve --host 0.0.0.0', which prints a pairing code itself")
        }
        let code = try service.devices.newPairingCode(readOnly: readOnly)
        let output = PairingOutput(code: code, urls: try service.devices.serverAddresses().map { $0 + "pair?code=" + code.text })
        let lines = try output.lines(colored: console.colorsStandardOutput)
        session.show(console, json: .object(output.members), text: lines)
    }
}
