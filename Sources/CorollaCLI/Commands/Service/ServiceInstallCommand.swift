import CorollaJSON
import CorollaService
import Foundation

/// `corolla service install [--db FILE] [--host ADDRESS] [--port N]`: writes, enables and starts
/// the systemd user unit that runs `corolla serve` (``ServiceUnit``).
struct ServiceInstallCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "install", abstract: "Install and start a systemd user service running 'corolla serve' on the catalog.",
            discussion: """
                Writes ~/.config/systemd/user/corolla.service ($XDG_CONFIG_HOME when set), running this corolla's \
                serve on the catalog with --host and --port, restarted when it fails, then enables and starts it \
                with systemctl --user. It runs from each login; to run it from boot and after logout, \
                'loginctl enable-linger' (said when needed). Installing again replaces the unit and restarts it. \
                With no systemd user session, nothing is installed: the unit is printed for you to install \
                where systemd runs (exit 1).
                """)
    }

    @Option(ServeCommand.hostOption) var host: String
    @Option(ServeCommand.portOption) var port: Int
    @OptionGroup var session: Session

    func run(_ console: Console) throws {
        let location = session.location
        guard try location.holdsCatalog() else {
            throw Failure(.internal, "no catalog at '\(location.path)' to serve: make it first ('corolla init'), or name it with --db; nothing was installed")
        }
        let unit = ServiceUnit(executable: try Self.executable(), catalog: try Self.absolute(location.path), host: host, port: port)
        let file = ServiceUnit.file(environment: CatalogLocation.processEnvironment)
        if let missing = ServiceUnit.missingSession(environment: CatalogLocation.processEnvironment) {
            console.standardOutput(unit.text)
            throw Failure(
                .internal, "\(missing): nothing was installed. The unit is printed above: where systemd runs, save it as "
                    + "\(file) and run 'systemctl --user enable --now \(ServiceUnit.name)'")
        }
        let replaced = file.exists
        do {
            try file.folder.createFolders()
            try Data(unit.text.utf8).write(to: URL(fileURLWithPath: file.text), options: .atomic)
        } catch {
            throw Failure(.internal, "cannot write the unit '\(file)': \(error)")
        }
        try ServiceUnit.requireSystemctl(["daemon-reload"])
        try ServiceUnit.requireSystemctl(["enable", ServiceUnit.name])
        try ServiceUnit.requireSystemctl(["restart", ServiceUnit.name])
        let url = "http://\(host):\(port)/"
        session.summarize(
            console,
            json: .object([
                JSONMember("unit", .string(file.text)), JSONMember("replaced", .bool(replaced)), JSONMember("catalog", .string(unit.catalog.text)),
                JSONMember("url", .string(url)), JSONMember("linger", .bool(ServiceUnit.lingers)),
            ]),
            text: ["\(replaced ? "Replaced" : "Installed") \(file): serving \(unit.catalog) at \(url), now and from each login"])
        if !ServiceUnit.lingers {
            session.note(
                "it runs while you are logged in; to run it from boot and after logout: loginctl enable-linger \(ServiceUnit.userName)", console)
        }
    }

    /// The running `corolla` executable's path.
    private static func executable() throws -> String {
        do {
            return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        } catch {
            throw Failure(.internal, "cannot find the corolla executable the service would run: \(error)")
        }
    }

    /// `path` made absolute, its links resolved (`realpath(3)`).
    private static func absolute(_ path: FilePath) throws -> FilePath {
        guard let resolved = path.withCString({ realpath($0, nil) }) else {
            throw Failure(.internal, "cannot resolve the catalog's path '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { free(resolved) }
        return FilePath(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved))))
    }
}
