import Foundation

extension Scenario {
    /// `corolla --version` against the floor of a Swift program: one that only imports Foundation
    /// and prints a line, compiled here with `swiftc -O`. Whole processes, timed from start to exit.
    static var ioStartup: Scenario {
        Scenario(
            name: "io.startup",
            summary: "`corolla --version` vs a Swift program that only imports Foundation and prints; goal ≤1.3×",
            run: runStartup)
    }

    private static func runStartup(_ context: BenchContext) throws -> [Outcome] {
        let goal = Goal.atMostTimes(1.3)
        guard FileManager.default.isExecutableFile(atPath: CLITools.corolla.path) else {
            return [.skipped("io.startup", goal: goal, because: "no corolla binary at \(CLITools.corolla.path)")]
        }
        let folder = try BenchFolder("io-startup")
        defer { folder.remove() }
        let source = folder.path("hello.swift")
        let floor = URL(fileURLWithPath: folder.path("hello"))
        try Data("import Foundation\nprint(\"corolla\")\n".utf8).write(to: URL(fileURLWithPath: source))
        let swiftc = URL(fileURLWithPath: "/usr/bin/env")
        guard (try? CLITools.run(swiftc, ["swiftc", "-O", source, "-o", floor.path]))?.status == 0 else {
            return [.skipped("io.startup", goal: goal, because: "cannot compile the floor program with `swiftc` (not on PATH?)")]
        }
        let samples = try Sampler.interleave(
            warmup: 5, repeats: context.repeats(quick: 51, full: 201),
            ours: { try CLITools.time(CLITools.corolla, ["--version"]) },
            baseline: { try CLITools.time(floor, []) })
        return [
            Outcome(
                name: "io.startup", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: goal,
                details: [("samples", "\(samples.ours.count)")],
                note: "process wall time from start to exit; the floor imports Foundation and prints one line")
        ]
    }
}
