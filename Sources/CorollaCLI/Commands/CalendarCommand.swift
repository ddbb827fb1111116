import CorollaJSON
import CorollaService
import Foundation

/// `corolla calendar [-o FILE] [--on DATE] [--remind HH:MM | --no-remind]`: the watering schedule
/// as an iCalendar file.
struct CalendarCommand: CatalogCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "calendar", abstract: "Write the watering schedule as an iCalendar (.ics) file.",
            discussion: """
                One recurring all-day event per plant, every N days (its interval, 7 without one): on the day \
                for each plant that needs water then (what `today` lists), else on the day it is due, each with \
                a reminder. Each event keeps its UID from one run to the next, so importing the file again into \
                a calendar updates the events instead of adding new ones. `corolla serve` serves the same \
                calendar at /calendar.ics for a phone to subscribe to.
                """)
    }

    @Option(
        name: "on", value: "date", help: "The day the schedule is made on (what needs water then is on it): YYYY-MM-DD, today or yesterday.",
        default: "today")
    var day: CalendarDate
    @Option(value: "HH:MM", help: "Each event reminds at this local time of its day.", default: WateringReminder.standard.description)
    var remind: WateringReminder
    @Flag(help: "Events without reminders.") var noRemind: Bool
    @Option(OutputFile.option) var outputPath: FilePath?
    @OptionGroup var session: Session

    /// `-o`'s file, once checked (``validate()``).
    private(set) var output: OutputFile?

    /// The reminder of each event; nil: none.
    var reminder: WateringReminder? { noRemind ? nil : remind }

    mutating func validate() throws {
        if noRemind, $remind.isGiven {
            throw UsageError(message: "'--no-remind' leaves the reminders out and '--remind' sets their time: give one of them.")
        }
        output = try OutputFile(outputPath, reading: session.location)
        if session.json, output == nil {
            throw UsageError(message: "'--json' prints the summary of '\(OutputFile.option.spec.shortestName) FILE' as JSON; the calendar itself is iCalendar: add '\(OutputFile.option.spec.shortestName) FILE'.")
        }
    }

    func run(_ console: Console) throws {
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
