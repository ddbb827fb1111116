import XCTest
@testable import CorollaCLI

/// Options, flags and arguments declared as properties (`@Option`, `@Flag`, `@Argument`,
/// `@OptionGroup`): found by reflection, in property order, named after the property, and read into
/// the properties of the command the parser builds.
final class PropertyDeclarationTests: XCTestCase {
    private struct Shared: ParsableArguments {
        @Flag(short: "q", help: "Say less.") var quiet: Bool
        @Option(name: "db", value: "path", help: "The file.") var database: String?
    }

    private struct Draw: Command, ParsableArguments {
        static var configuration: CommandConfiguration { CommandConfiguration(name: "draw", abstract: "Draws.") }

        @Argument(help: "What to draw.") var shape: String
        @Option(short: "w", value: "points", help: "The width.", in: .range(1...1000)) var lineWidth: Double = 390
        @Option(value: "n", help: "How many.") var count: Int?
        @Flag(help: "Fill it.") var fillShape: Bool
        @OptionGroup var shared: Shared

        private(set) var area = 0.0

        mutating func validate() throws {
            if fillShape, $count.isGiven { throw UsageError(message: "'\($fillShape.spec.longName)' draws one: no '\($count.spec.longName)'.") }
            area = lineWidth * lineWidth
        }

        func run(_ console: Console) throws {}
    }

    private struct Tool: CommandGroup {
        static var configuration: CommandConfiguration { CommandConfiguration(name: "tool", abstract: "A tool.", subcommands: [Draw.self]) }
    }

    private func draw(_ words: [String]) throws -> Draw {
        guard case .run(let path, let values) = try CommandLineParser(root: Tool.self).parse(["draw"] + words) else {
            throw UsageError(message: "not a run")
        }
        XCTAssertTrue(path.last == Draw.self)
        return try Draw(values)
    }

    func testDeclarationsAreFoundInPropertyOrderAndNamedAfterTheProperty() {
        let declared = Draw.declarations
        XCTAssertEqual(declared.options.map(\.label), ["-w, --line-width <points>", "--count <n>", "--fill-shape", "-q, --quiet", "--db <path>"])
        XCTAssertEqual(declared.arguments.map(\.name), ["shape"])
        XCTAssertEqual(declared.options.first?.value?.defaultText, "390")
        XCTAssertEqual(declared.options.map(\.isRequired), [false, false, false, false, false])
        let help = HelpFormatter.help(of: [Tool.self, Draw.self])
        XCTAssertTrue(help.contains("USAGE: tool draw [--line-width <points>] [--count <n>] [--fill-shape] [--quiet] [--db <path>] <shape>\n"), help)
        XCTAssertTrue(help.contains("  -w, --line-width <points>\n                          The width. (default: 390)\n"), help)
    }

    func testValuesAreReadIntoTheProperties() throws {
        let given = try draw(["box", "-w", "12", "--count", "3", "-q", "--db", "a.sqlite"])
        XCTAssertEqual(given.shape, "box")
        XCTAssertEqual(given.lineWidth, 12)
        XCTAssertEqual(given.count, 3)
        XCTAssertTrue(given.$count.isGiven)
        XCTAssertFalse(given.fillShape)
        XCTAssertTrue(given.shared.quiet)
        XCTAssertEqual(given.shared.database, "a.sqlite")
        XCTAssertEqual(given.area, 144, "validate() derives from the values read")

        let absent = try draw(["box"])
        XCTAssertEqual(absent.lineWidth, 390)
        XCTAssertNil(absent.count)
        XCTAssertFalse(absent.$count.isGiven)
        XCTAssertFalse(absent.shared.quiet)
        XCTAssertNil(absent.shared.database)
    }

    /// Two commands read from two command lines keep their own values: the properties' storage is
    /// each instance's.
    func testEachCommandKeepsItsOwnValues() throws {
        let first = try draw(["a", "-w", "5"])
        let second = try draw(["b"])
        XCTAssertEqual(first.lineWidth, 5)
        XCTAssertEqual(second.lineWidth, 390)
        XCTAssertEqual(first.shape, "a")
    }

    func testTheDeclarationChecksValuesAndValidateChecksThemTogether() {
        XCTAssertThrowsError(try draw(["box", "-w", "0"])) { error in
            XCTAssertEqual((error as? ParseError)?.error.message, "Invalid value '0' for '--line-width <points>': expected a number from 1 to 1000.")
        }
        XCTAssertThrowsError(try draw(["box", "--fill-shape", "--count", "2"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "'--fill-shape' draws one: no '--count'.")
        }
    }
}
