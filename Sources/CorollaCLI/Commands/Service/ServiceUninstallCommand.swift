import CorollaJSON
import CorollaService
import Foundation

/// `corolla service uninstall`: stops and disables the corolla service and removes its unit.
struct ServiceUninstallCommand: UnitCommand {
    static let name = "uninstall"
    static let abstract = "Stop the corolla service and remove its unit (the catalog is left as it is)."

    @Flag(CommonOptions.json) var json: Bool

    func run(_ console: Console) throws {
        let (file, missing) = (unitFile, missingSession)
        let installed = file.exists
        if installed {
            if missing == nil { try ServiceUnit.requireSystemctl(["disable", "--now", ServiceUnit.name]) }
            do {
                try file.removeFile()
            } catch {
                throw Failure(.internal, "cannot remove the unit '\(file)': \(error)")
            }
            if missing == nil { try ServiceUnit.requireSystemctl(["daemon-reload"]) }
        }
        if json {
            return console.print(JSONValue.object([JSONMember("unit", .string(file.text)), JSONMember("removed", .bool(installed))]).rendered(pretty: true))
        }
        guard installed else { return console.print("Not installed (no \(file.text.visible())): nothing to remove.") }
        console.print(missing.map { "Removed \(file.text.visible()) (\($0): nothing was running under it)." } ?? "Stopped the service and removed \(file.text.visible()).")
    }
}
