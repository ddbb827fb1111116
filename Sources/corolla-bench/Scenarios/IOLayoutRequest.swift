import Foundation

extension Scenario {
    /// `corolla layout` of the 100k-item waterfall request (the layout scenarios' heights, as a
    /// JSON file), in full and with `--rect` of one screen, against Python reading and writing the
    /// same file with its `json` module. Whole processes, timed from start to exit, output to
    /// /dev/null.
    static var ioLayoutRequest: Scenario {
        Scenario(
            name: "io.layoutRequest",
            summary: "`corolla layout` of a 100k-item waterfall request vs python3's json.loads + json.dumps of the file; "
                + "goal ≤1.5× (full), ≤1× (--rect)",
            run: runLayoutRequest)
    }

    /// The request, as a client would write it: the waterfall's options and one item per height.
    static func waterfallRequest(_ count: Int) -> String {
        let items = Waterfall.heights(count).map { "{\"height\": \(JSONNumber.text($0))}" }.joined(separator: ", ")
        return """
            {"width": \(Waterfall.container.width), "height": \(Waterfall.container.height), "scale": 2, \
            "layout": {"type": "waterfall", "columnCount": \(Waterfall.columnCount), "minimumColumnSpacing": \(Waterfall.spacing), \
            "minimumInteritemSpacing": \(Waterfall.spacing), "sectionInset": {"top": \(Waterfall.inset), "left": \(Waterfall.inset), \
            "bottom": \(Waterfall.inset), "right": \(Waterfall.inset)}}, "sections": [{"items": [\(items)]}]}
            """
    }

    private static func runLayoutRequest(_ context: BenchContext) throws -> [Outcome] {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        let lines = [("io.layoutRequest", [String](), 1.5), ("io.layoutRequest.rect", ["--rect", "0,0,390,844"], 1.0)]
        if let reason = CLITools.corollaLacks("layout", options: ["--rect", "--input"], catalog: false)
            ?? (FileManager.default.isExecutableFile(atPath: python.path) ? nil : "no /usr/bin/python3") {
            return lines.map { .skipped($0.0, goal: .atMostTimes($0.2), because: reason) }
        }
        let folder = try BenchFolder("io-layout")
        defer { folder.remove() }
        let file = folder.path("request.json")
        try Data(waterfallRequest(100_000).utf8).write(to: URL(fileURLWithPath: file))
        let script = "import json,sys; sys.stdout.write(json.dumps(json.loads(open(sys.argv[1]).read())))"
        return try lines.map { name, options, goal in
            let samples = try Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 5, full: 21),
                ours: { try CLITools.time(CLITools.corolla, ["layout", "--input", file] + options) },
                baseline: { try CLITools.time(python, ["-c", script, file]) })
            return Outcome(
                name: name, ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median), goal: .atMostTimes(goal),
                details: [("items", "100k"), ("bytes", "\(try Data(contentsOf: URL(fileURLWithPath: file)).count)"), ("samples", "\(samples.ours.count)")],
                note: "process wall time from start to exit, output to /dev/null; `corolla layout\(options.isEmpty ? "" : " " + options.joined(separator: " "))` "
                    + "vs python3 json.loads + json.dumps of the same file")
        }
    }
}

/// A number as JSON text: whole values without a fraction.
enum JSONNumber {
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 0x1p53 ? String(Int64(value)) : "\(value)"
    }
}
