import CorollaJSON
import Foundation

/// `corolla service status`: whether the unit is installed, what it runs, and its state.
struct ServiceStatusCommand: UnitCommand {
    static let name = "status"
    static let abstract = "Say whether the corolla service is installed, what it runs, and whether it is running."

    @Flag(CommonOptions.json) var json: Bool

    func run(_ console: Console) throws {
        let file = unitFile
        let text = (try? String(contentsOfFile: file.text, encoding: .utf8))
        let command = text?.split(separator: "\n").first { $0.hasPrefix("ExecStart=") }.map { String($0.dropFirst("ExecStart=".count)) }
        let missing = missingSession
        let (active, enabled): (String?, String?) =
            missing == nil && text != nil
            ? (try ServiceUnit.systemctl(["is-active", ServiceUnit.name]).output, try ServiceUnit.systemctl(["is-enabled", ServiceUnit.name]).output)
            : (nil, nil)
        if json {
            console.print(
                JSONValue.object([
                    JSONMember("unit", .string(file.text)), JSONMember("installed", .bool(text != nil)),
                    JSONMember("exec_start", command.map(JSONValue.string) ?? .null), JSONMember("session", .bool(missing == nil)),
                    JSONMember("active", active.map(JSONValue.string) ?? .null), JSONMember("enabled", enabled.map(JSONValue.string) ?? .null),
                    JSONMember("linger", .bool(ServiceUnit.lingers)),
                ]).rendered(pretty: true))
            return
        }
        guard text != nil else { return console.print("Not installed (no \(file.text.visible())): 'corolla service install' installs it.") }
        console.print("Unit:   \(file.text.visible())")
        console.print("Runs:   \((command ?? "-").visible())")
        console.print("State:  \(missing.map { "unknown: \($0)" } ?? "\(active ?? "-"), \(enabled ?? "-")")")
        console.print(
            ServiceUnit.lingers
                ? "Linger: yes (it runs from boot, logged in or not)"
                : "Linger: no (it runs while you are logged in; 'loginctl enable-linger \(ServiceUnit.userName)' runs it from boot)")
    }
}
