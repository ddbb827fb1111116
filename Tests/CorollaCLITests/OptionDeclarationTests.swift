import CorollaLayout
import CorollaService
import XCTest
@testable import CorollaCLI

/// Each option is declared once, with its type: its default reads as that type, and the help page,
/// the completion scripts, the parser's check and the typed read all come from the declaration.
final class OptionDeclarationTests: XCTestCase {
    /// Every command of the tool, the root first.
    private let nodes = CompletionNode.all(from: CorollaCommand.self)

    private func configuration(_ words: String) -> CommandConfiguration? {
        var command: any Command.Type = CorollaCommand.self
        for word in words.split(separator: " ").dropFirst() {
            guard let next = command.configuration.subcommands.first(where: { $0.configuration.name == word }) else { return nil }
            command = next
        }
        return command.configuration
    }

    func testEveryDefaultReadsAsItsOwnTypeWithinItsRange() throws {
        var checked = 0
        for node in nodes {
            for option in node.options {
                guard let value = option.value, let text = value.defaultText else { continue }
                XCTAssertNoThrow(try value.validate(text), "\(node.path) \(option.longName)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 20)
    }

    func testTheDefaultsAreTheTypedValues() throws {
        guard case .run(_, let values) = try CommandLineParser(root: CorollaCommand.self).parse(["grid"]) else { return XCTFail("grid runs") }
        let grid = try GridCommand(values)
        XCTAssertEqual(grid.width, 390)
        XCTAssertEqual(grid.grid.height, 844)
        XCTAssertEqual(grid.grid.scale, 2)
        XCTAssertEqual(grid.grid.headerHeight, 44)
        XCTAssertEqual(grid.grid.layoutKind, .waterfall)
        XCTAssertNil(grid.pageHeight)
        XCTAssertFalse(grid.grid.noCache)
        XCTAssertEqual(grid.grid.layout, .waterfall(WaterfallLayout(minimumColumnWidth: 160, minimumColumnSpacing: 8, minimumInteritemSpacing: 8, sectionInset: EdgeInsets(all: 12))))
    }

    /// Rule: a message outside a command names its options through `Type.declared`, whose
    /// declarations are named after their properties: each grid value the service may refuse is
    /// named by an option `corolla grid` takes.
    func testMessagesNameTheOptionsTheCommandDeclares() {
        let declared = Set(GridCommand.declarations.options.map(\.longName))
        for name in GridParameters.Name.allCases {
            XCTAssertTrue(declared.contains(GridOptions.flag(name)), "\(name): \(GridOptions.flag(name))")
        }
        XCTAssertEqual(GridCommand.declared.$pageHeight.spec.longName, "--page-height")
        XCTAssertEqual(GridOptions.declared.$headerHeight.spec.longName, "--header-height")
        XCTAssertEqual(LayoutFlags.setting("minimumColumnSpacing", of: .waterfall)?.spec.longName, "--column-spacing")
    }

    func testAValueOutsideTheRangeIsRefusedByTheParserInTheDeclarationsWords() {
        let words = ["grid", "--header-height", "1001"]
        XCTAssertThrowsError(try CommandLineParser(root: CorollaCommand.self).parse(words)) { error in
            XCTAssertEqual(
                (error as? ParseError)?.error.message, "Invalid value '1001' for '--header-height <points>': expected a number from 0 to 1000.")
        }
    }

    func testNamesAreUniqueWithinACommand() {
        for node in nodes {
            let names = node.options.flatMap(\.names)
            XCTAssertEqual(Set(names).count, names.count, node.path)
            let arguments = node.arguments.map(\.name)
            XCTAssertEqual(Set(arguments).count, arguments.count, node.path)
        }
    }

    func testReadingAnUndeclaredOptionOrArgumentIsAnInternalError() {
        let values = ParsedValues(declaredOptions: ArgumentSet(reflecting: Session()).options)
        XCTAssertThrowsError(try values[GridCommand.declared.$width]) { XCTAssertTrue($0 is InternalError, "\($0)") }
        XCTAssertThrowsError(try values[GridVerbosity.declared.$verbose]) { XCTAssertTrue($0 is InternalError, "\($0)") }
        XCTAssertThrowsError(try values[PlantArguments.plant]) { XCTAssertTrue($0 is InternalError, "\($0)") }
        XCTAssertThrowsError(try GridCommand(values)) { XCTAssertTrue($0 is InternalError, "\($0)") }
        XCTAssertEqual(
            "\(InternalError("the command reads '--width', which it does not declare"))",
            "internal error: the command reads '--width', which it does not declare")
    }

    /// The help page, the usage line, the three completion scripts and the messages all show what
    /// the one declaration says.
    func testHelpCompletionsAndMessagesComeFromTheDeclaration() throws {
        let height = GridOptions.declared.$height
        let path: [any Command.Type] = [CorollaCommand.self, GridCommand.self]
        let help = HelpFormatter.help(of: path).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(help.contains("--height <points> \(height.help) (default: \(try XCTUnwrap(height.defaultText)))"), help)
        let bash = Shell.bash.script(for: CorollaCommand.self)
        XCTAssertTrue(bash.contains("'corolla grid|--height') echo 'value \(height.placeholder)' ;;"))
        XCTAssertTrue(Shell.zsh.script(for: CorollaCommand.self).contains(Shell.quoted("--height:" + height.help)))
        XCTAssertTrue(Shell.fish.script(for: CorollaCommand.self).contains("grid' -l height -d 'The container\\'s height"))
        XCTAssertThrowsError(try height.value(of: "0")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "Invalid value '0' for '--height <points>': expected a number from 1 to 10000.")
        }

        let layout = GridOptions.declared.$layoutKind
        XCTAssertEqual(layout.spec.value?.completion, .list(["flow", "aligned", "waterfall", "grid", "fan"]))
        XCTAssertTrue(bash.contains("'corolla grid|--layout') echo 'list flow aligned waterfall grid fan' ;;"))
        XCTAssertTrue(bash.contains("'corolla cache warm|--layout') echo 'list flow aligned waterfall grid fan' ;;"))
    }
}
