import CorollaCards
import CorollaLayout
import Foundation

extension Scenario {
    /// Cold measurement of 10k cards with the batch API on all cores, against one thread.
    static var measureParallel: Scenario {
        Scenario(
            name: "measure.parallel",
            summary: "cold measurement of 10k detail cards (fresh measurer): all cores vs one thread; goal ≥1.6× on 2 cores"
        ) { context in
            let contents = (0..<10_000).map { PlantCatalog.content(PlantCatalog.draft($0)) }
            let width = try Waterfall.layout.columnWidth(in: Waterfall.container, scale: Waterfall.scale)
            let distinct = Set(contents.map { MeasuredContent($0, style: .detail) }).count
            // A fresh measurer each time: new Pango font maps and contexts (one per thread), no
            // font loaded yet; fontconfig's configuration is process-wide and stays loaded.
            // Also the process's CPU time over the wall time: how many cores the batch really had
            // (fewer than the machine's when other processes take some).
            var coresUsed = Samples()
            func measure(threads: Int?) -> (seconds: Double, sizes: [Size]) {
                let measurer = CardMeasurer()
                var sizes: [Size] = []
                let cpu = processCPUSeconds()
                let seconds = Sampler.time { sizes = measurer.measure(contents, style: .detail, width: width, maximumThreads: threads) }
                if threads == nil { coresUsed.append((processCPUSeconds() - cpu) / seconds) }
                return (seconds, sizes)
            }
            var parallelSizes: [Size] = []
            var serialSizes: [Size] = []
            let samples = Sampler.interleave(
                warmup: 1, repeats: context.repeats(quick: 3, full: 7),
                ours: {
                    let (seconds, sizes) = measure(threads: nil)
                    parallelSizes = sizes
                    return seconds
                },
                baseline: {
                    let (seconds, sizes) = measure(threads: 1)
                    serialSizes = sizes
                    return seconds
                })
            guard parallelSizes == serialSizes else { throw BenchError.mismatch("parallel and serial sizes differ") }
            let cores = ProcessInfo.processInfo.activeProcessorCount
            return [
                Outcome(
                    name: "measure.parallel", ours: .seconds(samples.ours.median), baseline: .seconds(samples.baseline.median),
                    goal: .fasterBy(1.6),
                    details: [
                        ("cards", "10k"), ("distinct", "\(distinct)"), ("cores", "\(cores)"),
                        ("perCard", Quantity.seconds(samples.baseline.median / Double(distinct)).formatted),
                        ("coresUsed", Format.significant(coresUsed.median)),
                        ("samples", "\(samples.ours.count)"),
                    ],
                    note: "CardMeasurer.measure(_:style:width:) on a fresh measurer, one Pango context per core, against "
                        + "maximumThreads: 1; perCard = one thread's time per distinct card; coresUsed = CPU time / wall "
                        + "time of the batch. The goal is for 2 cores; the machine's cores are shared, so a busy neighbour "
                        + "lowers coresUsed and the ratio.")
            ]
        }
    }
}

/// The CPU time this process has used so far, all threads together.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
