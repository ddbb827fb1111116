import CorollaCards
import CorollaLayout
import CorollaService
import Foundation

/// A grid the server computed, kept so that elements can be asked for by token: the plants in
/// item order, the frames and the index answering rect queries, and the result they came from.
struct ServedGrid: Sendable {
    /// The service's grid.
    var result: GridResult
    var plantIDs: [Int64]
    /// The index of each section's first item in `plantIDs`.
    var firstItems: [Int]
    var headers: [String?]
    /// The frames' search structure; nil for an estimated grid (see ``elements(in:)``).
    var index: LayoutIndex?
    /// The frames.
    var layout: LayoutResult
    var style: CardStyle
    /// What the cards leave out (``CardContent/grouped(_:)``).
    var grouping: GridRequest.Grouping
    var scale: Int
    var revision: Int64
    /// What is estimated in the grid; nil when every frame is exact.
    var estimate: GridEstimate?

    init(_ result: GridResult) {
        self.result = result
        plantIDs = result.plantIDs
        firstItems = result.layout.itemOffsets
        headers = result.headers
        // An estimated grid is asked for a few rects before the exact one replaces it: one scan of
        // its frames each costs less than indexing them first.
        index = result.estimate == nil ? LayoutIndex(result.layout) : nil
        layout = result.layout
        style = result.style
        grouping = result.grouping
        scale = result.scale
        revision = result.report.revision
        estimate = result.estimate
    }

    /// Whether the grid has every element `rect` intersects: false for a rect past the reach of a
    /// grid of the leading cards only (``GridEstimate/unread``), whose whole estimated grid follows.
    func holds(_ rect: Rect) -> Bool {
        estimate?.holds(rect) ?? true
    }

    /// The elements whose frames intersect `rect`, ordered by their leading edge along the scroll
    /// axis (ties in natural order), as ``LayoutIndex/elements(in:)`` gives them.
    ///
    /// - Complexity: O(log n + k) with the index; O(n + k log k) without, for n elements and k
    ///   found.
    func elements(in rect: Rect) -> [LayoutElement] {
        if let index { return index.elements(in: rect) }
        let vertical = layout.scrollDirection == .vertical
        // Stable: elements with the same leading edge keep their natural order.
        return layout.elements(intersecting: rect).sorted { vertical ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
    }

    /// The plant of item `item` of `section`.
    func plantID(section: Int, item: Int) -> Int64? {
        guard firstItems.indices.contains(section), item >= 0 else { return nil }
        let position = firstItems[section] + item
        return plantIDs.indices.contains(position) ? plantIDs[position] : nil
    }
}

/// The grids asked for lately, by token: the least recently used is forgotten beyond `capacity`.
/// A grid asked for again with the same request at the same revision keeps its token. A grid of
/// the leading cards only is replaced under its token by the whole estimated grid
/// (``replace(_:with:)``), which those asking for rects past its reach wait for.
final class LayoutTokens: @unchecked Sendable {
    private let lock = NSCondition()
    private var grids: [String: ServedGrid] = [:]
    /// Tokens by request description and revision.
    private var tokens: [String: String] = [:]
    /// Tokens, least recently used first.
    private var order: [String] = []
    /// The tokens of grids of the leading cards only whose whole grid is being computed.
    private var completing: Set<String> = []
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The token of the grid `describing` at `revision`, when one is kept.
    func token(describing request: String, revision: Int64) -> String? {
        lock.withLock {
            guard let token = tokens["\(revision) \(request)"] else { return nil }
            touch(token)
            return token
        }
    }

    /// Keeps `grid` and returns its new token.
    func insert(_ grid: ServedGrid, describing request: String) -> String {
        let token = ServerConfiguration.randomToken()
        lock.withLock {
            grids[token] = grid
            tokens["\(grid.revision) \(request)"] = token
            order.append(token)
            while order.count > capacity {
                let evicted = order.removeFirst()
                grids[evicted] = nil
                tokens = tokens.filter { $0.value != evicted }
            }
            lock.broadcast()
        }
        return token
    }

    /// The token and grid kept for `request` at `revision`, when one is.
    func kept(describing request: String, revision: Int64) -> (token: String, grid: ServedGrid)? {
        lock.withLock {
            guard let token = tokens["\(revision) \(request)"], let grid = grids[token] else { return nil }
            touch(token)
            return (token, grid)
        }
    }

    /// The grid of `token`, when it is still kept.
    func grid(_ token: String) -> ServedGrid? {
        lock.withLock {
            guard let grid = grids[token] else { return nil }
            touch(token)
            return grid
        }
    }

    /// The grid of `token` once it holds `rect` (``ServedGrid/holds(_:)``), waiting up to
    /// `seconds` for its whole grid; nil when the token is forgotten meanwhile (or was).
    func grid(_ token: String, holding rect: Rect, waiting seconds: Double) -> ServedGrid? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return lock.withLock {
            while let grid = grids[token] {
                if grid.holds(rect) || !lock.wait(until: deadline) {
                    touch(token)
                    return grid
                }
            }
            return nil
        }
    }

    /// Whether the caller is the first to complete `token`'s grid of the leading cards: true once.
    func beginCompleting(_ token: String) -> Bool {
        lock.withLock { completing.insert(token).inserted }
    }

    /// Puts `grid` under `token` in place of the grid of the leading cards kept there (nothing
    /// when the token was forgotten meanwhile), waking those waiting for it.
    func replace(_ token: String, with grid: ServedGrid) {
        lock.withLock {
            completing.remove(token)
            if grids[token] != nil { grids[token] = grid }
            lock.broadcast()
        }
    }

    /// Forgets `token` (its whole grid could not be computed), waking those waiting for it.
    func forget(_ token: String) {
        lock.withLock {
            completing.remove(token)
            grids[token] = nil
            tokens = tokens.filter { $0.value != token }
            order.removeAll { $0 == token }
            lock.broadcast()
        }
    }

    /// Called with the lock held.
    private func touch(_ token: String) {
        if let position = order.firstIndex(of: token) {
            order.remove(at: position)
            order.append(token)
        }
    }
}
