import CorollaJSON
import CorollaService

/// `corolla cache warm --widths 390,834,1024 [grid options]`.
struct CacheWarmCommand: CatalogCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "warm", abstract: "Compute the favorites grid ahead for several widths, so that 'corolla grid' hits the cache.",
            discussion: "Takes the options of 'corolla grid' that choose the grid; --width is replaced by --widths.")
    }

    @Option(value: "list", help: "Comma-separated container widths in points.", default: "390,834,1024") var widths: ContainerWidths
    @OptionGroup var grid: GridOptions
    @OptionGroup var session: Session

    /// The request for each width, checked at that width (``validate()``).
    private(set) var requests: [(width: Double, request: GridRequest)] = []

    mutating func validate() throws {
        if grid.noCache {
            throw UsageError(message: "'\(grid.$noCache.spec.longName)' reads and writes no cache, which leaves 'cache warm' nothing to do.")
        }
        requests = try widths.widths.map { ($0, try grid.request(width: $0, purpose: .warming)) }
    }

    func run(_ console: Console) throws {
        let service = try session.openForWriting()
        var reports: [(width: Double, result: GridResult)] = []
        for (width, request) in requests {
            reports.append((width, try service.grid.result(request, console: console, quiet: session.quiet)))
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
