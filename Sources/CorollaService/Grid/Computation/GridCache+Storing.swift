import CorollaLayout
import CorollaStore

extension GridCache {
    /// Step 5, the store: `layout` under the key, replacing that key's entry only, unless the
    /// catalog changed since `revision` was read; then the least recently used layouts (of any
    /// key) and card sizes beyond the cache's byte budget are dropped. A layout the engine corrected (with a
    /// diagnostic) is not stored.
    func store(_ layout: LayoutResult, revision: Int64, manifest: [ManifestItem], clock: PhaseClock) throws {
        guard layout.diagnostics.isEmpty else { return }
        let value = LayoutCacheValue(
            revision: revision, manifest: manifest, frames: layout.archive, contentWidth: layout.contentSize.width,
            contentHeight: layout.contentSize.height)
        let (key, store) = (key, catalog)
        try clock.time(.storing) {
            try write {
                try store.database.write { _ in
                    guard try store.revision() == value.revision else { return }
                    try store.caches.putLayout(value, for: key)
                    try store.caches.prune(toBudget: try store.caches.budget())
                }
            }
        }
    }
}
