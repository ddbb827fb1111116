import CorollaJSON
import CorollaService
import Foundation

/// The options every catalog command takes.
enum CommonOptions {
    static let database = Option<FilePath?>(
        "db", value: "path",
        help: "The catalog file (default: $COROLLA_DB, else $XDG_DATA_HOME/corolla/garden.sqlite, else "
            + "~/.local/share/corolla/garden.sqlite).")
    static let json = Flag("json", help: "Print the result as JSON, for scripts.")
    static let quiet = Flag("quiet", short: "q", help: "Print only what was asked for: no notes, change summaries or progress bars.")
}

/// What every catalog command reads from its command line — where the catalog is, and how to
/// print — as an option group: `@OptionGroup var session: Session`.
struct Session: ParsableArguments {
    @Option(CommonOptions.database) var database: FilePath?
    @Flag(CommonOptions.json) var json: Bool
    @Flag(CommonOptions.quiet) var quiet: Bool

    /// The catalog `--db` names, else the environment's default.
    var location: CatalogLocation { CatalogLocation(option: database, environment: CatalogLocation.processEnvironment) }

    /// The catalog, created when missing: for commands that change it.
    func openForWriting() throws -> CatalogService {
        try location.openForWriting()
    }

    /// The catalog for a command that only reads it, opened for `need`; on a missing or empty file
    /// an empty one (nothing is created), with a note on standard error unless `--quiet`.
    func openForReading(_ console: Console, _ need: CatalogLocation.Reading = .contents) throws -> CatalogService {
        if try !location.holdsCatalog() {
            note(
                location.exists
                    ? "the catalog file \(location.path) is empty; reading an empty catalog ('corolla init' makes it one)"
                    : "no catalog at \(location.path) yet; reading an empty one ('corolla init' creates it)", console)
        }
        return try location.openForReading(need)
    }

    /// `note: …` on standard error, unless `--quiet`; the text ``String/visible(keepingLines:)``.
    func note(_ text: String, _ console: Console) {
        if !quiet { console.printError("note: " + text.visible(keepingLines: true)) }
    }

    /// Prints a result: its JSON with `--json`, else its text lines.
    func show(_ console: Console, json: @autoclosure () -> JSONValue, text: @autoclosure () -> [String]) {
        if self.json {
            console.print(json().rendered(pretty: true))
        } else {
            for line in text() { console.print(line) }
        }
    }

    /// Prints what a change did: as ``show(_:json:text:)``, but no text with `--quiet`. The text,
    /// which names plants and files, is shown ``String/visible(keepingLines:)``.
    func summarize(_ console: Console, json: @autoclosure () -> JSONValue, text: @autoclosure () -> [String]) {
        guard self.json || !quiet else { return }
        show(console, json: json(), text: text().map { $0.visible(keepingLines: true) })
    }

    /// ``summarize(_:json:text:)`` for a command that wrote or read `file`: its JSON names the file
    /// first (`"file"`), then `members`.
    func summarize(_ console: Console, file: FilePath, _ members: @autoclosure () -> [JSONMember], text: @autoclosure () -> [String]) {
        summarize(console, json: .object([JSONMember("file", .string(file.text))] + members()), text: text())
    }
}
