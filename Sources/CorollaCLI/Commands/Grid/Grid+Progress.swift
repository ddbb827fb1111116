import CorollaLayout
import CorollaService

extension CatalogService.Grid {
    /// Cold measurements of more cards than this show a progress bar (on a terminal).
    static let measuringProgressThreshold = 1_000

    /// The grid `request` asks for, with a progress bar while many cards are measured; the
    /// layout's and the service's refusals of the options as usage errors naming the flag.
    ///
    /// - Throws: ``UsageError`` for options the layout or the cards cannot use; the service's
    ///   other errors.
    func result(_ request: GridRequest, console: Console, quiet: Bool) throws -> GridResult {
        let bar = ProgressBar("Measuring", console: console, threshold: Self.measuringProgressThreshold, quiet: quiet)
        defer { bar.finish() }
        do {
            return try result(for: request) { bar.update($0, of: $1) }
        } catch let error as GridParameterError {
            throw UsageError(error)
        } catch let error as ServiceError where !error.isCatalogFailure {
            guard case .plantNotFound = error else { throw UsageError(message: "The options leave no grid to draw: \(error).") }
            throw error
        }
    }
}

extension GridReport {
    /// `layout: hit reused=40 laidOut=0 · sizes: cached=0 measured=0 · ms=0.8`: what the layout
    /// cache gave (reused: the items whose frames came from a cached layout; laidOut: the items
    /// the engine placed) and how card sizes were found (cached: from the measurement cache or an
    /// older layout; measured: with Pango, in this call).
    func cacheLine(items: Int) -> String {
        let reused = outcome == .hit ? items : outcome.reused
        return "layout: \(outcome) reused=\(reused) laidOut=\(itemsLaidOut) · sizes: cached=\(cardSizesFromCache + cardSizesFromLayout) measured=\(cardsMeasured) · ms=\(milliseconds)"
    }

    /// Prints the warning (always, unless quiet) and, when `verbose`, the notes and the cache line.
    func print(to console: Console, items: Int, verbose: Bool, quiet: Bool) {
        if let warning, !quiet { console.printError("warning: the cache was not updated: \(warning.visible(keepingLines: true))") }
        guard verbose else { return }
        for note in notes { console.printError("note: \(note.visible(keepingLines: true))") }
        console.printError(cacheLine(items: items))
    }
}
