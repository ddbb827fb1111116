/// `corolla service`: a systemd user service that keeps `corolla serve` running.
struct ServiceCommand: CommandGroup {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "service", abstract: "Keep 'corolla serve' running as a systemd user service: install, status, uninstall.",
            subcommands: [ServiceInstallCommand.self, ServiceStatusCommand.self, ServiceUninstallCommand.self])
    }
}

/// A `corolla service` command about the unit alone (no catalog): it takes `--json` only
/// (`@Flag(CommonOptions.json) var json: Bool`).
protocol UnitCommand: Command {
    /// The subcommand's name and its one line of help.
    static var name: String { get }
    static var abstract: String { get }
    var json: Bool { get }
}

extension UnitCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(name: name, abstract: abstract)
    }

    /// The unit file (``ServiceUnit/file(environment:)``).
    var unitFile: FilePath { ServiceUnit.file(environment: CatalogLocation.processEnvironment) }
    /// Why no systemd user manager runs here, or nil (``ServiceUnit/missingSession(environment:)``).
    var missingSession: String? { ServiceUnit.missingSession(environment: CatalogLocation.processEnvironment) }
}
