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
            XCTAssertTrue(output.stdout.contains("\nUSAGE: corolla <subcommand>\n"))
            XCTAssertTrue(output.stdout.contains("\nSUBCOMMANDS:\n  layout "))
            XCTAssertTrue(output.stdout.contains("\n  demo "))
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

    func testUnknownSubcommandSuggestsOne() throws {
        let output = try CLIRunner.run(["layuot"])
        XCTAssertEqual(output.status, 64)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(
            output.stderr,
            "Error: Unknown subcommand 'layuot'. Did you mean 'layout'?\nUsage: corolla <subcommand>\n  See 'corolla --help' for more information.\n")
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
