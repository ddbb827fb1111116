import CorollaService

/// `corolla cache warm --widths 390,834,1024 [grid options]`.
struct CacheWarmCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "warm", abstract: "Compute the favorites grid ahead for several widths, so that 'corolla grid' hits the cache.",
            discussion: "Takes the options of 'corolla grid' that choose the grid; --width is replaced by --widths.",
            options: [.option("widths", value: "list", help: "Comma-separated container widths in points.", default: "390,834,1024")]
                + GridOptions.specs.filter { $0.name != "width" } + CommonOptions.all)
    }

    var session: Session
    var options: GridOptions
    var widths: [Double]

    init(_ values: ParsedValues) throws {
        session = Session(values)
        options = try GridOptions(values)
        let raw = values.string("widths") ?? ""
        let parsed = raw.split(separator: ",").map { Double(argument: String($0)) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0.map(GridOptions.sides.contains) ?? false }) else {
            throw UsageError(message: "Invalid value '\(raw)' for '--widths <list>': expected widths from 1 to 10000 points, comma-separated.")
        }
        widths = parsed.compactMap { $0 }
        for width in widths { _ = try options.layout(width: width) }
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        var reports: [(width: Double, result: GridResult)] = []
        for width in widths {
            reports.append((width, try service.grid(try options.request(width: width, includesContents: false), console: console, quiet: session.quiet)))
        }
        session.summarize(
            console,
            json: .array(
                reports.map { width, result in
                    .object([
                        JSONMember("width", .number(width)), JSONMember("cache", .string(result.report.outcome.description)),
                        JSONMember("cards", .number(Double(result.plantIDs.count))),
                        JSONMember("measured", .number(Double(result.report.cardsMeasured))),
                    ])
                }),
            text: reports.map { width, result in
                "\(JSONValue.literal(width).leftPadded(to: 5)) pt: \(result.report.cacheLine(items: result.plantIDs.count))"
            })
    }
}
