import CorollaLayout
import CorollaStore

extension LayoutCacheEntry {
    /// The entry's layout, when it decodes and agrees with itself: as many items as the manifest
    /// has cards, every frame and the content size finite, no side negative.
    func decodedLayout() -> Result<LayoutResult, EntryDamage> {
        let layout: LayoutResult
        do {
            layout = try LayoutResult(archive: value.frames)
        } catch {
            return .failure(EntryDamage("\(error)"))
        }
        guard layout.itemCount == value.manifest.count else {
            return .failure(EntryDamage("\(layout.itemCount) frames for \(value.manifest.count) cards"))
        }
        guard layout.hasWellFormedFrames else { return .failure(EntryDamage("a frame is not finite or has a negative side")) }
        return .success(layout)
    }
}

/// Why a cache entry cannot be used.
struct EntryDamage: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
