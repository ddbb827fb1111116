import XCTest
@testable import CorollaCLI

/// The argument parser on a small command tree of its own, in process.
final class ArgumentParserTests: XCTestCase {
    private struct Verbosity: ParsableArguments {
        @Flag(help: "Say more.") var verbose: Bool
    }

    /// What the root and `draw` take: the root's options may come before `draw`.
    private struct Drawing: ParsableArguments {
        @Option(short: "w", value: "points", help: "The width.") var width: Int = 390
        @OptionGroup var verbosity: Verbosity
    }

    private struct Tool: CommandGroup {
        static var configuration: CommandConfiguration {
            CommandConfiguration(name: "tool", abstract: "A tool.", version: "9.9", subcommands: [Draw.self, Erase.self])
        }
        @OptionGroup var drawing: Drawing
    }

    private struct Draw: Command {
        static var configuration: CommandConfiguration {
            CommandConfiguration(name: "draw", abstract: "Draws.")
        }
        @Argument(help: "What to draw.") var shape: String
        @Argument(help: "A label.") var label: String?
        @OptionGroup var drawing: Drawing
        func run(_ console: Console) throws {}
    }

    private struct Erase: Command {
        static var configuration: CommandConfiguration {
            CommandConfiguration(name: "erase", abstract: "Erases.")
        }
        @OptionGroup var verbosity: Verbosity
        func run(_ console: Console) throws {}
    }

    private func parse(_ arguments: [String]) throws -> Invocation {
        try CommandLineParser(root: Tool.self).parse(arguments)
    }

    private func values(_ arguments: [String]) throws -> ParsedValues {
        guard case .run(_, let values) = try parse(arguments) else {
            XCTFail("\(arguments) did not parse to a run")
            return ParsedValues()
        }
        return values
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let error as ParseError {
            return error.error.message
        } catch {
            return "\(error)"
        }
    }

    func testOptionsTakeTheNextWordOrAnEqualsValue() throws {
        XCTAssertEqual(try values(["draw", "--width", "800", "box"]).options, ["width": "800"])
        XCTAssertEqual(try values(["draw", "--width=800", "box"]).options, ["width": "800"])
        XCTAssertEqual(try values(["draw", "-w", "-10", "box"]).options, ["width": "-10"])
    }

    /// Rule: the root's options may come before the subcommand, in every form they take after it,
    /// and are read as if given first after it (so a later one wins).
    func testRootOptionsBeforeTheSubcommand() throws {
        XCTAssertEqual(try values(["--width", "800", "draw", "box"]).options, ["width": "800"])
        XCTAssertEqual(try values(["--width=800", "draw", "box"]).options, ["width": "800"])
        XCTAssertEqual(try values(["-w", "-10", "draw", "box"]).options, ["width": "-10"])
        XCTAssertEqual(try values(["-w", "1", "draw", "box", "-w", "2"]).options, ["width": "2"])
        let parsed = try values(["--verbose", "draw", "box"])
        XCTAssertTrue(try Draw(parsed).drawing.verbosity.verbose)
        XCTAssertEqual(parsed.arguments, ["box"])
        XCTAssertTrue(try Erase(values(["--verbose", "erase"])).verbosity.verbose)
        guard case .run(let path, _) = try parse(["--width", "800"]), path.count == 1 else { return XCTFail("the root alone runs the root") }
        guard case .help = try parse(["--verbose", "draw", "-h"]) else { return XCTFail("-h after the subcommand is help") }
    }

    func testRootOptionsBeforeTheSubcommandAreChecked() {
        XCTAssertEqual(usageError(["--width", "800", "erase"]), "'tool erase' does not take '--width'.")
        XCTAssertEqual(usageError(["--width", "wide", "draw", "box"]), "Invalid value 'wide' for '--width <points>': expected a whole number.")
        XCTAssertEqual(usageError(["--width"]), "Missing value for '--width <points>'.")
        XCTAssertEqual(usageError(["--verbose=yes", "draw", "box"]), "The flag '--verbose' does not take a value.")
        XCTAssertEqual(usageError(["--widht", "3", "draw"]), "Unknown option '--widht'. Did you mean '--width'?")
    }

    func testAnAbsentOptionTakesItsDefault() throws {
        XCTAssertEqual(try values(["draw", "box"]).options, [:])
        XCTAssertEqual(try Draw(values(["draw", "box"])).drawing.width, 390)
    }

    func testFlagsAndArguments() throws {
        let parsed = try values(["draw", "box", "--verbose", "hello"])
        let draw = try Draw(parsed)
        XCTAssertTrue(draw.drawing.verbosity.verbose)
        XCTAssertEqual(parsed.arguments, ["box", "hello"])
        XCTAssertEqual(draw.shape, "box")
        XCTAssertEqual(draw.label, "hello")
        XCTAssertNil(try Draw(values(["draw", "box"])).label)
    }

    func testDoubleDashEndsTheOptions() throws {
        XCTAssertEqual(try values(["draw", "--", "--verbose"]).arguments, ["--verbose"])
        XCTAssertFalse(try Draw(values(["draw", "--", "--verbose"])).drawing.verbosity.verbose)
    }

    func testHelpAnywhereBeforeDoubleDashAndHelpSubcommand() throws {
        for arguments in [["--help"], ["-h"], ["draw", "box", "-h"], ["help", "draw"], ["help"]] {
            guard case .help = try parse(arguments) else { return XCTFail("\(arguments) is not help") }
        }
        guard case .run = try parse(["draw", "--", "-h"]) else { return XCTFail("-h after -- is an argument") }
    }

    func testVersionOnTheRoot() throws {
        guard case .version("9.9") = try parse(["--version"]) else { return XCTFail("no version") }
    }

    func testUnknownOptionSuggestsTheNearestName() {
        XCTAssertEqual(usageError(["draw", "box", "--widht", "3"]), "Unknown option '--widht'. Did you mean '--width'?")
        XCTAssertEqual(usageError(["draw", "box", "--colour"]), "Unknown option '--colour'.")
        XCTAssertEqual(usageError(["--verison"]), "Unknown option '--verison'. Did you mean '--version'?")
    }

    func testUnknownSubcommandSuggestsTheNearestName() {
        XCTAssertEqual(usageError(["darw"]), "Unknown subcommand 'darw'. Did you mean 'draw'?")
        XCTAssertEqual(usageError(["help", "drwa"]), "Unknown subcommand 'drwa'. Did you mean 'draw'?")
        XCTAssertEqual(usageError(["paint"]), "Unknown subcommand 'paint'.")
    }

    func testArgumentCountIsChecked() {
        XCTAssertEqual(usageError(["draw"]), "Missing expected argument '<shape>'.")
        XCTAssertEqual(usageError(["draw", "a", "b", "c"]), "Unexpected argument 'c'.")
    }

    func testOptionValueProblems() {
        XCTAssertEqual(usageError(["draw", "box", "--width"]), "Missing value for '--width <points>'.")
        XCTAssertEqual(usageError(["draw", "box", "--verbose=yes"]), "The flag '--verbose' does not take a value.")
        XCTAssertEqual(usageError(["draw", "box", "--width", "wide"]), "Invalid value 'wide' for '--width <points>': expected a whole number.")
    }

    func testHelpPageHasTheSwiftArgumentParserSections() {
        let page = HelpFormatter.help(of: [Tool.self, Draw.self])
        XCTAssertTrue(page.hasPrefix("OVERVIEW: Draws.\n\nUSAGE: tool draw [--width <points>] [--verbose] <shape> [<label>]\n"))
        XCTAssertTrue(page.contains("ARGUMENTS:\n  <shape>                 What to draw.\n"))
        XCTAssertTrue(page.contains("  -w, --width <points>    The width. (default: 390)\n"))
        XCTAssertTrue(page.contains("  -h, --help              Show help information.\n"))
        let root = HelpFormatter.help(of: [Tool.self])
        XCTAssertTrue(root.contains("SUBCOMMANDS:\n  draw                    Draws.\n  erase                   Erases.\n  help "))
        XCTAssertTrue(root.contains("  --version               Show the version.\n"))
        XCTAssertTrue(root.contains("\nUSAGE: tool [--width <points>] [--verbose] <subcommand>\n"), root)
        XCTAssertTrue(root.contains("  -w, --width <points>    The width. (default: 390)\n"))
    }
}
