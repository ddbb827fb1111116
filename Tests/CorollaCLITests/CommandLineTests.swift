import XCTest

/// Help, version, usage errors and exit codes of the built binary.
final class CommandLineTests: XCTestCase {
    func testVersion() throws {
        let output = try CLIRunner.run(["--version"])
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stdout, "0.1.0\n")
    }

    func testRootHelpListsTheSubcommands() throws {
        for arguments in [["--help"], ["-h"], ["help"], []] {
            let output = try CLIRunner.run(arguments)
            XCTAssertEqual(output.status, 0, "\(arguments)")
            XCTAssertTrue(output.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
            XCTAssertTrue(output.stdout.contains("\nUSAGE: corolla [--db <path>] [--json] [--quiet] [--verbose] <subcommand>\n"))
            XCTAssertTrue(output.stdout.contains("\nSUBCOMMANDS:\n  init "))
            for name in ["db", "plants", "favorites", "import", "export", "grid", "cache", "layout", "doctor", "demo", "completions"] {
                XCTAssertTrue(output.stdout.contains("\n  \(name) "), name)
            }
            XCTAssertEqual(output.stderr, "")
        }
    }

    func testSubcommandHelpBothWays() throws {
        let direct = try CLIRunner.run(["layout", "--help"])
        let viaHelp = try CLIRunner.run(["help", "layout"])
        XCTAssertEqual(direct.status, 0)
        XCTAssertEqual(direct.stdout, viaHelp.stdout)
        XCTAssertTrue(direct.stdout.contains("\nUSAGE: corolla layout [--input <file>] [--rect <x,y,w,h>] [--pretty]\n"))
        XCTAssertTrue(direct.stdout.contains("\nOPTIONS:\n  -i, --input <file>      Read the request from <file> instead of standard\n"))
    }

    func testNestedHelpBothWays() throws {
        let direct = try CLIRunner.run(["plants", "add", "--help"])
        let viaHelp = try CLIRunner.run(["help", "plants", "add"])
        XCTAssertEqual(direct.status, 0)
        XCTAssertEqual(direct.stdout, viaHelp.stdout)
        XCTAssertTrue(direct.stdout.hasPrefix("OVERVIEW: Add a plant to the catalog.\n\nUSAGE: corolla plants add [<options>] <name>\n"))
        XCTAssertTrue(direct.stdout.contains("\nARGUMENTS:\n  <name> "))
        let group = try CLIRunner.run(["plants"])
        XCTAssertEqual(group.status, 0)
        XCTAssertTrue(group.stdout.contains("\nSUBCOMMANDS:\n  add "))
        let grid = try CLIRunner.run(["help", "grid"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            grid.contains("--column-spacing <points> The space between columns. Sets waterfall.minimumColumnSpacing, grid.interitemSpacing. (default: 8)"), grid)
        XCTAssertTrue(try CLIRunner.run(["favorites", "add", "--help"]).stdout.contains("USAGE: corolla favorites add [--at <position>] [--db <path>] [--json] [--quiet] <plant> ...\n"))
    }

    func testCompletionScriptsNameEveryCommand() throws {
        let bash = try CLIRunner.run(["completions", "bash"])
        XCTAssertEqual(bash.status, 0)
        XCTAssertTrue(bash.stdout.contains("'corolla plants') echo 'add list show edit remove water unwater photo kinds help' ;;"), bash.stdout)
        XCTAssertTrue(bash.stdout.contains("complete -o default -F _corolla corolla"))
        let zsh = try CLIRunner.run(["completions", "zsh"])
        XCTAssertTrue(zsh.stdout.hasPrefix("#compdef corolla\n"))
        XCTAssertTrue(zsh.stdout.contains("'--column-spacing:The space between columns."), zsh.stdout)
    }

    func testUnknownSubcommandSuggestsOne() throws {
        let output = try CLIRunner.run(["layuot"])
        XCTAssertEqual(output.status, 64)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(
            output.stderr,
            "Error: Unknown subcommand 'layuot'. Did you mean 'layout'?\nUsage: corolla [--db <path>] [--json] [--quiet] [--verbose] <subcommand>\n  See 'corolla --help' for more information.\n")
    }

    func testUnknownOptionSuggestsOne() throws {
        let output = try CLIRunner.run(["layout", "--inptu", "x.json"])
        XCTAssertEqual(output.status, 64)
        XCTAssertEqual(
            output.stderr,
            """
            Error: Unknown option '--inptu'. Did you mean '--input'?
            Usage: corolla layout [--input <file>] [--rect <x,y,w,h>] [--pretty]
              See 'corolla layout --help' for more information.

            """)
    }

    func testInvalidOptionValueIsAUsageError() throws {
        let output = try CLIRunner.run(["layout", "--rect", "1,2,3"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(
            output.stderr.hasPrefix(
                "Error: Invalid value '1,2,3' for '--rect <x,y,w,h>': expected four comma-separated numbers x,y,w,h with w and h not negative.\n"),
            output.stderr)
    }

    func testDoubleDashEndsOptions() throws {
        let output = try CLIRunner.run(["layout", "--", "--pretty"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.stderr.hasPrefix("Error: Unexpected argument '--pretty'.\n"), output.stderr)
    }

    func testMissingOptionValue() throws {
        let output = try CLIRunner.run(["demo", "--dir"])
        XCTAssertEqual(output.status, 64)
        XCTAssertTrue(output.stderr.hasPrefix("Error: Missing value for '--dir <dir>'.\n"), output.stderr)
    }
}
