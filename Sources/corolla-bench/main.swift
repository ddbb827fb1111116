import Foundation

// corolla-bench [--quick] [--json] [--list] [SCENARIO…]
// Runs the benchmarks that BENCHMARKS.md reports. A scenario name also selects by prefix:
// `query` runs query.linear and query.cht.

let usage = "usage: corolla-bench [--quick] [--json] [--list] [SCENARIO…]   (internal: --child NAME)"
var arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--child" {
    guard arguments.count == 2 else { FileHandle.standardError.write(Data((usage + "\n").utf8)); exit(64) }
    let name = arguments[1]
    guard let body = Scenario.all.lazy.compactMap({ $0.children[name] }).first else {
        FileHandle.standardError.write(Data("corolla-bench: no child entry point '\(name)'\n".utf8))
        exit(64)
    }
    do { try body() } catch {
        FileHandle.standardError.write(Data("corolla-bench: child \(name) failed: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}

var quick = false
var json = false
var list = false
var selected: [String] = []
for argument in arguments {
    switch argument {
    case "--quick": quick = true
    case "--json": json = true
    case "--list": list = true
    case "-h", "--help":
        print(usage)
        exit(0)
    case let option where option.hasPrefix("-"):
        FileHandle.standardError.write(Data("corolla-bench: unknown option '\(option)'\n\(usage)\n".utf8))
        exit(64)
    default: selected.append(argument)
    }
}

if list {
    for scenario in Scenario.all {
        print("\(scenario.name)\(scenario.runsByDefault ? "" : " (only when named)"): \(scenario.summary)")
    }
    exit(0)
}

var chosen: [Scenario] = []
if selected.isEmpty {
    chosen = Scenario.all.filter(\.runsByDefault)
} else {
    for name in selected {
        let matches = Scenario.all.filter { $0.name == name || $0.name.hasPrefix(name + ".") }
        guard !matches.isEmpty else {
            let known = Scenario.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("corolla-bench: unknown scenario '\(name)' (known: \(known))\n".utf8))
            exit(64)
        }
        chosen += matches.filter { match in !chosen.contains { $0.name == match.name } }
    }
}

let context = BenchContext(quick: quick)
var outcomes: [Outcome] = []
var failed = false
let total = Sampler.time {
    for scenario in chosen {
        do {
            let found = try scenario.run(context)
            outcomes += found
            if !json {
                for outcome in found {
                    print(Report.line(outcome))
                    if let note = outcome.note { print("  note: \(note)") }
                }
            }
        } catch {
            failed = true
            FileHandle.standardError.write(Data("corolla-bench: \(scenario.name) failed: \(error)\n".utf8))
        }
    }
}
if json {
    print(try Report.json(outcomes, quick: quick, seconds: total))
} else {
    print("total: \(Quantity.seconds(total).formatted)\(quick ? " (--quick)" : "")")
}
exit(failed ? 1 : 0)
