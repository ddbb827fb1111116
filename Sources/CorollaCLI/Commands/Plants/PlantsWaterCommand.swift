import CorollaJSON
import CorollaService

import Foundation

/// `corolla plants water ID|KEY… [--on DATE] [--as NAME]`, `corolla plants water ID|KEY --undo`.
struct PlantsWaterCommand: CatalogCommand, ParsableArguments {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "water", abstract: "Record that plants were watered, all at once.",
            discussion: """
                The plants are watered in one transaction: when one is not in the catalog, none is. Each day is kept in \
                the plant's watering history (see 'plants show'); a day before a plant's last watering is recorded \
                there and leaves its last watering as it is. The day is from 1900-01-01 to today (the machine's local \
                date): another is refused (exit 65). Each watering records who watered (--as, by default your login \
                name); a day already recorded keeps who recorded it first. --undo removes the latest watering of one plant (see also \
                'plants unwater').
                """)
    }

    @ArgumentList(PlantArguments.plants) var references: [PlantReference]
    @Option(name: "on", value: "date", help: "The day: YYYY-MM-DD, today or yesterday (default: today).") var givenDay: CalendarDate?
    @Option(name: "as", value: "name", help: "Who watered them (default: your login name).") var givenWaterer: String?
    @Flag(help: "Remove the plant's latest watering instead (one plant).") var undo: Bool
    @OptionGroup var session: Session

    /// The day the plants were watered.
    var day: CalendarDate { givenDay ?? .today }
    /// Who watered (nil: the login name is unknown).
    var waterer: String? { givenWaterer ?? Self.loginName() }

    func validate() throws {
        if undo, givenDay != nil || references.count != 1 {
            throw UsageError(message: "--undo removes the latest watering of one plant: give one plant and no --on")
        }
        if let givenWaterer, let problem = Waterer.problem(givenWaterer) { throw UsageError(message: "--as \(problem).") }
    }

    /// The name the user logged in with (the password database's entry for the effective user,
    /// then `$USER`); nil when neither gives one a watering can keep.
    static func loginName() -> String? {
        let entry = getpwuid(geteuid()).flatMap { $0.pointee.pw_name.map { String(cString: $0) } }
        return [entry, ProcessInfo.processInfo.environment["USER"]].lazy.compactMap { $0 }.first { Waterer.problem($0) == nil }
    }

    func run(_ console: Console) throws {
        if undo { return try PlantsUnwaterCommand.unwater(references[0], on: nil, session: session, console) }
        let service = try session.openForWriting()
        let watered = try Failure.unlessPlantFound("nothing was watered") { try service.waterings.waterNoting(references, on: day, by: waterer) }
        let plants = watered.map(\.plant)
        let positions = try service.favorites.positions()
        session.summarize(
            console, json: plants.count == 1 ? Exporter.json(plants[0], position: positions[plants[0].id]) : PlantOutput.json(plants, positions: positions),
            text: watered.map { PlantOutput.watered($0.plant, on: day, added: $0.added) })
    }
}
