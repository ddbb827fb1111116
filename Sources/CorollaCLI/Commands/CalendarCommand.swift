import CorollaJSON
import CorollaService
import Foundation

/// `corolla calendar [-o FILE] [--on DATE]`: the watering schedule as an iCalendar file.
struct CalendarCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "calendar", abstract: "Write the watering schedule as an iCalendar (.ics) file.",
            discussion: """
                One recurring all-day event per plant with a watering interval, every N days from its next watering. \
                Each event keeps its UID from one run to the next, so importing the file again into a calendar \
                updates the events instead of adding new ones.
                """,
            options: [day, OutputFile.option] + CommonOptions.all)
    }

    static let day = Option<CalendarDate>(
        "on", value: "date", help: "The day a plant that never was watered is first due: YYYY-MM-DD, today or yesterday.", default: "today")

    var session: Session
    var day: CalendarDate
    var output: OutputFile?

    init(_ values: ParsedValues) throws {
        session = try Session(values)
        day = try values[Self.day]
        output = try OutputFile(values, reading: session.location)
        if session.json, output == nil {
            throw UsageError(message: "'--json' prints the summary of '\(OutputFile.option.spec.shortestName) FILE' as JSON; the calendar itself is iCalendar: add '\(OutputFile.option.spec.shortestName) FILE'.")
        }
    }

    func run(_ console: Console) throws {
        let calendar = try session.openForReading(console).wateringCalendar(on: day)
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
