import Foundation

/// Card images drawn once and kept in memory, shared by every thread: the encoded bytes (PNG) by
/// the content address that names them, so a kept image is never stale — an address names one
/// image for good (everything the drawing depends on is part of it: what the card shows, its
/// style and grouping, light or dark, size, scale and the measurer). A second client asking for
/// the same card gets it without a drawing.
///
/// Bounded by the total bytes of the images kept (``byteLimit``): the least recently used ones go
/// first; an image larger than the whole limit is drawn and not kept. Two threads missing the same
/// address at once both draw it (the same bytes); one copy is kept.
public final class CardImageCache: @unchecked Sendable {
    /// What the cache has done so far, and what it holds.
    public struct Statistics: Hashable, Sendable {
        /// Requests answered from the kept images, and images drawn (requests it did not hold).
        public var hits = 0, draws = 0
        /// Images dropped to stay within the byte limit.
        public var evictions = 0
        /// The images kept, and their bytes.
        public var images = 0, bytes = 0
        /// The most images ever drawn at once: drawings run outside the cache's lock, so several
        /// threads draw side by side.
        public var mostDrawnAtOnce = 0
    }

    /// The default bound on the bytes kept: 32 MiB of PNG bytes.
    public static let defaultByteLimit = 32 << 20

    /// The most bytes of images kept at once.
    public let byteLimit: Int
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var entries = RecencyList<String, [UInt8]>()
    private var counts = Statistics()
    /// The drawings running now. Guarded by `lock`.
    private var drawing = 0

    public init(byteLimit: Int = CardImageCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The kept image of `address` (counted as a hit), else nil.
    public func kept(at address: String) -> [UInt8]? {
        lock.withLock {
            let found = entries.use(address)
            if found != nil { counts.hits += 1 }
            return found
        }
    }

    /// The image of `address`: the kept one, else what `draw` returns, then kept.
    ///
    /// - Throws: what `draw` throws (nothing is kept).
    public func image(at address: String, draw: () throws -> [UInt8]) rethrows -> [UInt8] {
        if let kept = kept(at: address) { return kept }
        lock.withLock {
            drawing += 1
            counts.mostDrawnAtOnce = max(counts.mostDrawnAtOnce, drawing)
        }
        defer { lock.withLock { drawing -= 1 } }
        let drawn = try draw()
        lock.withLock {
            counts.draws += 1
            keep(drawn, at: address)
        }
        return drawn
    }

    /// The counts so far and what is kept now.
    public var statistics: Statistics {
        lock.withLock {
            var statistics = counts
            (statistics.images, statistics.bytes) = (entries.count, entries.totalSize)
            return statistics
        }
    }

    /// Keeps `image` as the most recently used, dropping the least recently used ones beyond the
    /// limit. Called with `lock` held.
    private func keep(_ image: [UInt8], at address: String) {
        guard image.count <= byteLimit, entries.use(address) == nil else { return }
        while entries.totalSize + image.count > byteLimit, entries.removeLeastRecent() {
            counts.evictions += 1
        }
        entries.insert(image, at: address, size: image.count)
    }
}
