import CorollaJSON
import CorollaService
import Foundation

/// `corolla calendar [-o FILE] [--on DATE] [--remind HH:MM | --no-remind] | --url | --new-url`: the watering schedule
/// as an iCalendar file.
struct CalendarCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "calendar", abstract: "Write the watering schedule as an iCalendar (.ics) file.",
            discussion: """
                One recurring all-day event per plant, every N days (its interval, 7 without one): on the day \
                for each plant that needs water then (what `today` lists), else on the day it is due, each with \
                a reminder. Each event keeps its UID from one run to the next, so importing the file again into \
                a calendar updates the events instead of adding new ones. `corolla serve` serves the same \
                calendar at /calendar.ics for a phone to subscribe to; beyond this machine its address carries \
                the calendar's own key, the same across restarts: --url prints it, --new-url replaces it (the \
                old address stops answering).
                """)
    }

    @Option(
        name: "on", value: "date", help: "The day the schedule is made on (what needs water then is on it): YYYY-MM-DD, today or yesterday.",
        default: "today")
    var day: CalendarDate
    @Option(value: "HH:MM", help: "Each event reminds at this local time of its day.", default: WateringReminder.standard.description)
    var remind: WateringReminder
    @Flag(help: "Events without reminders.") var noRemind: Bool
    @Flag(help: "Print the address 'corolla serve' serves the calendar at, with its subscription key.") var url: Bool
    @Flag(name: "new-url", help: "Replace the subscription key (the old address stops answering) and print the new address.")
    var newURL: Bool
    @Option(OutputFile.option) var outputPath: FilePath?
    @OptionGroup var session: Session

    /// `-o`'s file, once checked (``validate()``).
    private(set) var output: OutputFile?

    /// `--url` or `--new-url`: the address is printed instead of the calendar.
    var address: CalendarAddress? { url ? .current : newURL ? .new : nil }

    /// The reminder of each event; nil: none.
    var reminder: WateringReminder? { noRemind ? nil : remind }

    mutating func validate() throws {
        guard !(url && newURL) else { throw UsageError(message: "'--url' prints the address and '--new-url' replaces it: give one of them.") }
        if noRemind, $remind.isGiven {
            throw UsageError(message: "'--no-remind' leaves the reminders out and '--remind' sets their time: give one of them.")
        }
        output = try OutputFile(outputPath, reading: session.location)
        if address != nil, output != nil {
            throw UsageError(message: "'--url' and '--new-url' print the calendar's address, not the calendar: leave out '\(OutputFile.option.spec.shortestName) FILE'.")
        }
        if session.json, output == nil, address == nil {
            throw UsageError(message: "'--json' prints the summary of '\(OutputFile.option.spec.shortestName) FILE' as JSON; the calendar itself is iCalendar: add '\(OutputFile.option.spec.shortestName) FILE'.")
        }
    }

    func run(_ console: Console) throws {
        if let address { return try address.print(session, console) }
        let calendar = try session.openForReading(console).waterings.calendar(on: day, reminder: reminder)
        let text = calendar.document
        for plant in calendar.unwritable {
            console.printError(
                "warning: '\(plant.key.visible())' is left out: its next watering (\(plant.lastWatered?.description ?? "-") plus "
                    + "\(plant.wateringIntervalDays) days) is after 9999-12-31 or before 0001-01-01, which a calendar cannot hold")
        }
        guard let output else { return console.standardOutput(text) }
        try output.write(Data(text.utf8))
        let events = calendar.plants.count
        session.summarize(
            console, file: output.path, [JSONMember("events", .number(Double(events)))],
            text: ["Wrote \(events) watering event\(events == 1 ? "" : "s") to \(output.path)"])
    }
}

/// The calendar's subscription address, as `corolla calendar --url` and `--new-url` print it.
enum CalendarAddress {
    /// The key there is (made when there is none).
    case current
    /// A new key, replacing the old one.
    case new

    /// Prints the calendar's address on each address the running server listens on; without one,
    /// the path to add to the server's address, and a note.
    func print(_ session: Session, _ console: Console) throws {
        let service = try session.openForWriting()
        let key = self == .new ? try service.devices.newCalendarKey() : try service.devices.calendarKey()
        let path = "calendar.ics?key=" + key
        let servers = try service.devices.serverAddresses()
        if servers.isEmpty { session.note("no 'corolla serve' runs on this catalog now: the calendar is at its address followed by \(path)", console) }
        let urls = servers.isEmpty ? ["/" + path] : servers.map { $0 + path }
        session.show(
            console, json: .object([JSONMember("key", .string(key)), JSONMember("calendar_urls", .array(urls.map(JSONValue.string)))]),
            text: urls)
    }
}
