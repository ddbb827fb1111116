import CorollaCards
import CorollaLayout

extension CatalogService {
    /// The favorites card grid of a catalog: ``CatalogService/grid``.
    public struct Grid: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Grid {
    /// The favorites grid `request` asks for, from the caches whenever they hold it: a **hit**
    /// (the layout stored for this revision), a **partial** outcome (an older layout's valid
    /// prefix kept, the rest sized and laid out) or a **miss** (every card sized and laid out).
    /// ``GridComputation`` takes the steps and states the cache rules.
    ///
    /// With ``GridRequest/noCache`` nothing is read from or written to a cache, and the result is
    /// bit-identical.
    ///
    /// - Parameters:
    ///   - progress: called while cards are measured with (measured, to measure), from the
    ///     measuring threads, one call at a time.
    ///   - cancelled: asked before the cards to size are read and hashed, and between batches of
    ///     cards measured (``SizedCards/storedBatch``): once it says true the computation stops with
    ///     `CancellationError`, keeping the sizes stored so far.
    /// - Throws: ``ServiceError``; ``GridParameterError/refused(_:)`` for a layout property the
    ///   container cannot give; the store's errors.
    /// - Complexity: see ``GridComputation/run()``.
    public func result(
        for request: GridRequest, progress: (@Sendable (Int, Int) -> Void)? = nil, cancelled: (@Sendable () -> Bool)? = nil
    ) throws -> GridResult {
        try serving {
            do {
                let computation = try GridComputation(request, service: service, progress: progress, cancelled: cancelled)
                do {
                    return try computation.run()
                } catch GridComputationError.revisionMoved {
                    // The catalog changed after the snapshot, before every card needed was read: read
                    // them all in the snapshot, as one revision.
                    let again = try GridComputation(request, service: service, progress: progress, cancelled: cancelled, readingContentsAtOnce: true)
                    return try again.run()
                }
            } catch let error as LayoutError {
                throw GridParameterError.refused(LayoutRefusal(error, of: request.layout.kind))
            }
        }
    }

    /// The grid of `request` when the layout cache holds it at the current revision (a hit, as
    /// ``result(for:progress:)`` would report): quick, whatever the catalog's size. Nil when the
    /// grid would have to be sized or laid out, or the catalog changed while it was read.
    public func cachedResult(for request: GridRequest) throws -> GridResult? {
        try serving {
            let computation = try GridComputation(request, service: service, progress: nil)
            do {
                return try computation.runIfCached()
            } catch GridComputationError.revisionMoved {
                return nil
            }
        }
    }

    /// A renderer for grids of `style` cards, drawing with the service's measurer (made if needed).
    public func renderer(style: CardStyle) -> GridRenderer {
        GridRenderer(measurer: service.measurer(), style: style)
    }
}
