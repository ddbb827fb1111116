import CorollaLayout
import CorollaService

extension Scenario {
    /// The grid after editing one plant (the middle favorite), against computing it cold.
    static var gridEdit: Scenario {
        Scenario(
            name: "grid.edit",
            summary: "grid for 10k favorites after editing the notes of the middle one (1 card measured) vs cold; goals ≥40×, append of ten ≥40×"
        ) { context in
            let fixture = try GridFixture(favorites: 10_000)
            // Ours: the grid is warm, one plant's notes change (outside the clock), then a fresh
            // service computes the grid: the prefix before it keeps its frames, its card is
            // measured, the rest's sizes come from the older layout (same plants, same size stamps) and
            // are laid out again.
            func edited(_ index: Int) throws -> (seconds: Double, result: GridResult) {
                _ = try fixture.warm()
                try fixture.editNotes(ofFavorite: index)
                let timed = try fixture.grid(expect: { $0 != .hit }, "edit")
                guard timed.result.report.cardsMeasured == 1 else {
                    throw BenchError.mismatch("edit one measured \(timed.result.report.cardsMeasured) cards")
                }
                return timed
            }
            var middle: GridResult?
            let samples = try Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 3, full: 7),
                ours: {
                    let (seconds, result) = try edited(fixture.count / 2)
                    middle = result
                    return seconds
                },
                baseline: { try fixture.cold().seconds })
            guard let middle else { throw BenchError.mismatch("no grid") }
            try GridFixture.requireSame(middle, try fixture.grid(expect: { $0 == .hit }, "after edit").result, "edit vs hit")
            var bypass = GridFixture.parameters()
            bypass.noCache = true
            try GridFixture.requireSame(middle, try fixture.grid(try bypass.request(), expect: { $0 == .bypassed }, "noCache").result, "edit vs noCache")

            // The ends: editing the first favorite reuses nothing, the last reuses everything before it.
            let repeats = context.repeats(quick: 3, full: 5)
            let first = try Sampler.repeatMedian(warmup: 0, repeats: repeats) { try edited(0).seconds }
            let last = try Sampler.repeatMedian(warmup: 0, repeats: repeats) { try edited(fixture.count - 1).seconds }
            // Appending ten favorites: ten cards measured, the layout continued from the last checkpoint.
            var appendResult: GridResult?
            let append = try Sampler.repeatMedian(warmup: 0, repeats: repeats) {
                _ = try fixture.warm()
                try fixture.appendFavorites(10)
                let timed = try fixture.grid(expect: { $0 != .hit && $0 != .miss }, "append ten")
                appendResult = timed.result
                return timed.seconds
            }

            // The prefix-reuse choice: decoding a stored archive (checkpoints included) against laying
            // the prefix out again from its frames, for 10k items.
            let layout = middle.layout
            let archive = layout.archive
            let items = layout.sections.flatMap(\.items).map { LayoutItem.height($0.height) }
            let request = try GridFixture.request()
            let decode = try Sampler.repeatMedian(warmup: 1, repeats: repeats) {
                try Sampler.time { blackHole(try LayoutResult(archive: archive)) }
            }
            let relayout = try Sampler.repeatMedian(warmup: 1, repeats: repeats) {
                try Sampler.time {
                    blackHole(try request.layout.layout([LayoutSection(items: items)], in: request.container, scale: request.scale))
                }
            }
            return [
                Outcome(
                    name: "grid.edit", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .fasterBy(40),
                    details: [
                        ("favorites", "10k"), ("editFirst", Quantity.seconds(first).formatted),
                        ("editLast", Quantity.seconds(last).formatted), ("appendTen", Quantity.seconds(append).formatted),
                        ("decodeArchive", Quantity.seconds(decode).formatted), ("layOutAgain", Quantity.seconds(relayout).formatted),
                        ("samples", "\(samples.ours.count)"), ("reused", "\(middle.report.outcome.reused)"),
                        ("fromCache", "\(middle.report.cardSizesFromCache)"), ("fromLayout", "\(middle.report.cardSizesFromLayout)"),
                        ("laidOut", "\(middle.report.itemsLaidOut)"),
                        ("editPhases", middle.report.phases), ("appendPhases", appendResult?.report.phases ?? "-"),
                    ],
                    note: "ours = a fresh service's grid after the middle favorite's notes changed to a text never measured "
                        + "(1 card measured, the prefix's frames reused, the suffix's sizes from the older layout by size stamp); "
                        + "editFirst/editLast = the same for the first and last favorite; appendTen = ten new favorites at the end; "
                        + "decodeArchive vs layOutAgain = reading a cached 10k layout against recomputing it from its frames."),
                Outcome(
                    name: "grid.append", ours: .seconds(append), baseline: .seconds(samples.baseline.median), goal: .fasterBy(40),
                    details: [("favorites", "10k + 10"), ("phases", appendResult?.report.phases ?? "-")],
                    note: "ten favorites appended, then a fresh service's grid: ten cards measured, the layout continued "
                        + "from the last checkpoint, against the cold grid of grid.edit"),
            ]
        }
    }
}
