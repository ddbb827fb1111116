import CorollaTestSupport
import Foundation
import XCTest

/// `corolla completions`: the bash script run in bash as its completion would run it; the zsh and
/// fish scripts (those shells are not installed) read for their key lines.
final class CompletionTests: XCTestCase {
    /// A folder holding the bash script and what file completion finds: `garden.sqlite`,
    /// `plants.csv` and the folder `photos`.
    private var folder = URL(fileURLWithPath: NSTemporaryDirectory())

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder().url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
        for file in ["garden.sqlite", "plants.csv"] { try Data().write(to: folder.appendingPathComponent(file)) }
        let script = try CLIRunner.run(["completions", "bash"])
        XCTAssertEqual(script.status, 0, script.stderr)
        try Data(script.stdout.utf8).write(to: folder.appendingPathComponent("corolla.bash"))
    }

    /// What `_corolla` puts in COMPREPLY for the command line `words` (the last one being
    /// completed), run by bash in the fixture folder.
    private func bash(_ words: String..., file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let command = """
            source corolla.bash || exit 9
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=()
            _corolla
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        // The scripts run `corolla completions keys` for plant keys: the built one, first on PATH.
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLIRunner.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["COROLLA_DB"] = folder.appendingPathComponent("garden.sqlite").path
        let run = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), ["bash", "--norc", "-c", command], environment: environment, directory: folder)
        XCTAssertEqual(run.status, 0, run.errors, file: file, line: line)
        XCTAssertEqual(run.errors, "", file: file, line: line)
        return run.outputText.split(separator: "\n").map(String.init)
    }

    func testBashCompletesSubcommandsAndOptionNames() throws {
        XCTAssertEqual(try bash("corolla", "pl"), ["plants"])
        XCTAssertEqual(try bash("corolla", "plants", ""), ["add", "list", "show", "edit", "remove", "water", "unwater", "photo", "kinds", "help", "--help", "-h"])
        XCTAssertEqual(try bash("corolla", "cache", "w"), ["warm"])
        XCTAssertEqual(try bash("corolla", "grid", "--st"), ["--start-angle", "--style"])
        XCTAssertEqual(try bash("corolla", "grid", "--width", "300", "--la"), ["--layout"])
        XCTAssertEqual(try bash("corolla", "plants", "show", "-"), ["--db", "--json", "--quiet", "-q", "--help", "-h"])
    }

    func testBashCompletesTheValuesOfChoiceOptions() throws {
        XCTAssertEqual(try bash("corolla", "grid", "--layout", ""), ["flow", "aligned", "waterfall", "grid", "fan"])
        XCTAssertEqual(try bash("corolla", "grid", "--layout", "wa"), ["waterfall"])
        XCTAssertEqual(try bash("corolla", "grid", "--style", ""), ["card", "detail", "chip", "fixed", "tile"])
        XCTAssertEqual(try bash("corolla", "grid", "--format", "p"), ["png", "pdf"])
        XCTAssertEqual(try bash("corolla", "grid", "--width", "300", "--alignment", "c"), ["center"])
        XCTAssertEqual(try bash("corolla", "cache", "warm", "--render-direction", ""), ["shortestFirst", "leftToRight", "rightToLeft"])
        XCTAssertEqual(try bash("corolla", "import", "--on-conflict", ""), ["update", "skip", "fail"])
        XCTAssertEqual(try bash("corolla", "export", "--format", "ts"), ["tsv"])
        XCTAssertEqual(try bash("corolla", "completions", ""), ["bash", "zsh", "fish", "keys"])
    }

    func testBashCompletesFilesAndFolders() throws {
        XCTAssertEqual(try bash("corolla", "grid", "--db", "").sorted(), ["corolla.bash", "garden.sqlite", "photos", "plants.csv"])
        XCTAssertEqual(try bash("corolla", "grid", "--db", "gar"), ["garden.sqlite"])
        XCTAssertEqual(try bash("corolla", "grid", "-o", "pl"), ["plants.csv"])
        XCTAssertEqual(try bash("corolla", "import", "pl"), ["plants.csv"])
        XCTAssertEqual(try bash("corolla", "import", "--favorite", "pl"), ["plants.csv"])
        XCTAssertEqual(try bash("corolla", "demo", "--dir", ""), ["photos"])
        XCTAssertTrue(try bash("corolla", "import", "plants.csv", "").contains("--dry-run"))
    }

    /// Rule: the options the root passes on complete before the subcommand, with their values, and
    /// the subcommand after them.
    func testBashCompletesOptionsBeforeTheSubcommand() throws {
        XCTAssertEqual(try bash("corolla", "--"), ["--db", "--json", "--quiet", "--verbose", "--version", "--help"])
        XCTAssertEqual(try bash("corolla", "--db", "gar"), ["garden.sqlite"])
        XCTAssertEqual(try bash("corolla", "--db", "garden.sqlite", "pl"), ["plants"])
        XCTAssertEqual(try bash("corolla", "--json", "-q", "favorites", "l"), ["list"])
        XCTAssertEqual(try bash("corolla", "--db", "garden.sqlite", "grid", "--layout", "wa"), ["waterfall"])
    }

    func testBashOffersNothingForAFreeValue() throws {
        XCTAssertEqual(try bash("corolla", "grid", "--width", ""), [])
        XCTAssertEqual(try bash("corolla", "grid", "--column-spacing", "--"), [])
    }

    /// Rule: a plant argument completes the keys of the catalog the command line names (`--db` or
    /// `--db=`, else the default), and nothing, silently, when that catalog cannot be read;
    /// `help` completes the names of the subcommands it may show.
    func testBashCompletesPlantKeysAndHelpTopics() throws {
        let catalog = try makeTemporaryFolder().path("garden.sqlite")
        for name in ["Aloe vera", "Alocasia", "Monstera"] {
            XCTAssertEqual(try CLIRunner.run(["plants", "add", name, "--db", catalog]).status, 0)
        }
        XCTAssertEqual(try bash("corolla", "plants", "show", "--db", catalog, "al"), ["aloe-vera", "alocasia"])
        XCTAssertEqual(try bash("corolla", "favorites", "add", "--db=" + catalog, "aloe-vera", "m"), ["monstera"])
        XCTAssertEqual(try bash("corolla", "plants", "show", ""), [], "the default catalog here is an empty file")
        XCTAssertEqual(try bash("corolla", "plants", "show", "--db", "/nonexistent/garden.sqlite", ""), [])
        XCTAssertEqual(try bash("corolla", "--db", catalog, "plants", "show", "al"), ["aloe-vera", "alocasia"])
        XCTAssertEqual(try bash("corolla", "help", "pl"), ["plants"])
        XCTAssertEqual(try bash("corolla", "favorites", "help", ""), ["add", "remove", "move", "list"])
    }

    func testZshScriptCompletesValuesByKind() throws {
        let zsh = try CLIRunner.run(["completions", "zsh"]).stdout
        for line in [
            "'corolla grid|--layout') echo 'list flow aligned waterfall grid fan' ;;",
            "'corolla grid|--db') echo 'file' ;;",
            "'corolla grid|--output'|'corolla grid|-o') echo 'file' ;;",
            "'corolla import|#0') echo 'file' ;;",
            "'corolla demo|--dir') echo 'directory' ;;",
            "'corolla grid|--width') echo 'value points' ;;",
            "list*) reply=(${=value_kind#list}); compadd -a reply ;;",
            "file) _files ;;",
            "directory) _files -/ ;;",
            "'corolla plants show|#0') echo 'plants' ;;",
            "plants) reply=(${(f)\"$(_corolla_plant_keys)\"}); compadd -a reply ;;",
            "'corolla help|#0') echo 'list init db plants today favorites import export backup restore grid serve service devices calendar cache layout doctor demo completions' ;;",
            "'corolla restore|#0') echo 'file' ;;",
            "'corolla plants') reply=('add:Add a plant to the catalog.'",
            "'corolla|--db') echo 'file' ;;",
            "'--json:Print the result as JSON, for scripts.'",
        ] {
            XCTAssertTrue(zsh.contains(line), line)
        }
        XCTAssertTrue(zsh.hasSuffix("then _corolla \"$@\"; else compdef _corolla corolla; fi\n"))
    }

    func testFishScript() throws {
        let output = try CLIRunner.run(["completions", "fish"])
        XCTAssertEqual(output.status, 0)
        let fish = output.stdout
        let using = "complete -c corolla -n '__corolla_using corolla"
        for line in [
            "complete -c corolla -f\n",
            "\(using)' -a 'plants' -d 'Add, list, show, edit, remove and water plants.'\n",
            "\(using) plants' -a 'add' -d 'Add a plant to the catalog.'\n",
            "\(using) grid' -l layout -d 'flow, aligned, waterfall, grid or fan.' -r -f -a 'flow aligned waterfall grid fan'\n",
            "\(using) grid' -l db -d 'The catalog file (default: $COROLLA_DB, else $XDG_DATA_HOME/corolla/garden.sqlite, else ~/.local/share/corolla/garden.sqlite).' -r -F\n",
            "\(using) grid' -s o -l output -d 'Write to <file> instead of standard output (- for standard output).' -r -F\n",
            "\(using) grid' -l width -d 'The container\\'s width (an iPhone is 390, an iPad 834).' -r -f\n",
            "\(using) grid' -s v -l verbose -d ",
            "\(using) demo' -l dir -d 'The folder to write into: a new one (created), or one an earlier demo made.' -r -f -a '(__fish_complete_directories)'\n",
            "\(using) import' -F\n",
            "\(using) completions' -f -a 'bash zsh fish keys'\n",
            "\(using) plants show' -f -a '(__corolla_plant_keys)'\n",
            "    command corolla completions keys $catalog 2>/dev/null\n",
            "\(using) layout' -s h -l help -d 'Show help information.'\n",
            "\(using)' -l db -d 'The catalog file (default: $COROLLA_DB, else $XDG_DATA_HOME/corolla/garden.sqlite, else ~/.local/share/corolla/garden.sqlite).' -r -F\n",
            "\(using)' -s q -l quiet -d ",
            "        case 'corolla'\n            printf '%s\\n' '--db'\n",
            "            contains -- $word (__corolla_valued_options $command_path); and set value_next 1\n",
        ] {
            XCTAssertTrue(fish.contains(line), line)
        }
        try checkFishSyntax(fish)
    }

    /// What can be checked of fish syntax without fish: blocks closed, quotes paired, and every
    /// other line a `complete` for corolla.
    private func checkFishSyntax(_ fish: String) throws {
        var depth = 0
        for line in fish.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.hasPrefix("#") {
            let unescaped = line.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\'", with: "")
            XCTAssertTrue(unescaped.filter { $0 == "'" }.count.isMultiple(of: 2), "unpaired quote: \(line)")
            let first = line.split(separator: " ").first.map(String.init) ?? ""
            if ["function", "switch", "for", "if"].contains(first) { depth += 1 }
            if first == "end" { depth -= 1 }
            XCTAssertGreaterThanOrEqual(depth, 0, line)
            if depth == 0, first != "end" { XCTAssertTrue(line.isEmpty || line.hasPrefix("complete -c corolla "), line) }
        }
        XCTAssertEqual(depth, 0)
    }
}
