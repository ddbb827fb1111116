import CorollaLayout

extension Scenario {
    /// Peak resident memory of a 1M-item waterfall and its query index, against the raw frames.
    ///
    /// Each figure is the `VmHWM` of a fresh child process. What counts is what the engine adds
    /// on top of its input: `ours = peak(input + layout + LayoutIndex) − peak(input alone)`. The
    /// input (1M `LayoutItem`s, 40 B each) is the caller's, like the heights a collection view's
    /// delegate holds, and the process baseline (runtime, Foundation) is inside both peaks. The
    /// index counts: a layout is only usable for scrolling with its rect query, so the footprint
    /// that matters is frames + index, transients included.
    static var memoryLayout: Scenario {
        let count = 1_000_000
        let sections = { Waterfall.sections(count: count) }
        let layout = { (sections: [LayoutSection]) in
            try Waterfall.layout.layout(sections, in: Waterfall.container, scale: Waterfall.scale)
        }
        let report = { print(try ChildProcess.peakResidentBytes()) }
        return Scenario(
            name: "memory.layout",
            summary: "peak RSS of a 1M-item waterfall + LayoutIndex (child processes, VmHWM) vs raw frames (32 MB); goal ≤3×",
            run: { context in
                let runs = context.repeats(quick: 1, full: 3)
                func peak(_ child: String) throws -> Double {
                    var samples = Samples()
                    for _ in 0..<runs {
                        guard let bytes = Double(try ChildProcess.run(child)) else {
                            throw BenchError.child("\(child) printed no number")
                        }
                        samples.append(bytes)
                    }
                    return samples.median
                }
                let bare = try peak("memory.bare")
                let input = try peak("memory.input")
                let laidOut = try peak("memory.result")
                let indexed = try peak("memory.indexed")
                let raw = Double(count * MemoryLayout<Rect>.stride)
                let mebibytes = { (bytes: Double) in Quantity.bytes(bytes).formatted }
                return [
                    Outcome(
                        name: "memory.layout", ours: .bytes(indexed - input), baseline: .bytes(raw),
                        goal: .atMostTimes(3),
                        details: [
                            ("items", "1M"), ("resultOnly", mebibytes(laidOut - input)),
                            ("input", mebibytes(input - bare)), ("process", mebibytes(bare)), ("runs", "\(runs)"),
                        ],
                        note: "ours = peak RSS with the result and its LayoutIndex minus peak RSS with the input alone; "
                            + "resultOnly = the same without the index; process = a bare bench process")
                ]
            },
            children: [
                "memory.bare": { try report() },
                "memory.input": {
                    let input = sections()
                    try report()
                    blackHole(input)
                },
                "memory.result": {
                    let input = sections()
                    let result = try layout(input)
                    try report()
                    blackHole((input, result))
                },
                "memory.indexed": {
                    let input = sections()
                    let index = LayoutIndex(try layout(input))
                    try report()
                    blackHole((input, index))
                },
            ])
    }
}
