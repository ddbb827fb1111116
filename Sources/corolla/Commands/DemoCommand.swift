import CorollaLayout
import CorollaService
import Foundation

/// `corolla demo`: the engine on a bundled sample, in every layout, at phone and tablet widths.
struct DemoCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "demo",
            abstract: "Lay out a bundled sample in every layout at phone and tablet widths.",
            discussion: """
                Lays out 40 sample plant cards (two sections with headers) in each layout at 390 and 834 points \
                wide, writes each request and its result as JSON into <dir>, and prints a summary. Reproduce a \
                result with 'corolla layout --input <dir>/<layout>-<width>.request.json'.
                """,
            options: [
                .option(
                    "dir", value: "dir", help: "The folder to write into (created when missing).",
                    default: "./corolla-demo")
            ])
    }

    var directory: URL

    init(_ values: ParsedValues) {
        directory = URL(fileURLWithPath: values.string("dir") ?? "corolla-demo", isDirectory: true)
    }

    func run(_ console: Console) throws {
        try create(directory)
        let cards = DemoSample.sections.reduce(0) { $0 + $1.items.count }
        console.print("Laid out \(cards) sample cards in \(DemoSample.sections.count) sections at scale 2:")
        var written = 0
        for layout in DemoSample.layouts {
            for screen in DemoSample.screens {
                let request = DemoSample.request(layout, on: screen)
                let result = try request.run()
                let name = "\(layout.kind.rawValue)-\(Self.format(screen.width))"
                try write(try Self.encode(request), to: "\(name).request.json")
                try write(LayoutOutput.full(result).rendered(pretty: true) + "\n", to: "\(name).json")
                written += 2
                console.print(summary(of: result, layout: layout, on: screen))
            }
        }
        console.print("Wrote \(written) files to \(directory.path)")
    }

    /// `  grid       390×844    2 columns  content 390×2870  40 items`.
    private func summary(of result: LayoutResult, layout: AnyLayout, on screen: Size) -> String {
        let items = result.sections.flatMap(\.items)
        let arrangement =
            result.sections.contains { $0.rotations != nil } ? "arc" : "\(Set(items.map(\.minX)).count) columns"
        let columns: [(String, Int)] = [
            (layout.kind.rawValue, 11), ("\(Self.format(screen.width))×\(Self.format(screen.height))", 10),
            (arrangement, 11),
            ("content \(Self.format(result.contentSize.width))×\(Self.format(result.contentSize.height))", 19),
            ("\(items.count) items", 0),
        ]
        return "  " + columns.map { $0.0.padding(toLength: max($0.1, $0.0.count), withPad: " ", startingAt: 0) }.joined()
    }

    private static func format(_ value: Double) -> String {
        JSONValue.number(value).rendered()
    }

    private static func encode(_ request: LayoutRequest) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(request), as: UTF8.self) + "\n"
    }

    private func create(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create '\(folder.path)': \(error.localizedDescription)")
        }
    }

    private func write(_ text: String, to name: String) throws {
        let file = directory.appendingPathComponent(name)
        do {
            try Data(text.utf8).write(to: file, options: .atomic)
        } catch {
            throw Failure(message: "cannot write '\(file.path)': \(error.localizedDescription)")
        }
    }
}
