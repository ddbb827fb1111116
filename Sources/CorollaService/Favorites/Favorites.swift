import CorollaStore

extension CatalogService {
    /// The favorites of a catalog and their order: ``CatalogService/favorites``.
    public struct Favorites: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Favorites {
    /// Makes a plant a favorite at `index` (clamped), or at the end.
    ///
    /// - Returns: false (changing nothing) when it already is one.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``.
    /// - Complexity: O(n) for n favorites; appending writes one row.
    @discardableResult
    public func add(_ reference: PlantReference, at index: Int? = nil) throws -> Bool {
        try writing { try store.favorites.add(plantID: service.plants.plant(reference).id, at: index) }
    }

    /// Removes a plant from the favorites (it stays in the catalog).
    ///
    /// - Returns: whether it was a favorite.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``.
    /// - Complexity: O(n) for n favorites.
    @discardableResult
    public func remove(_ reference: PlantReference) throws -> Bool {
        try writing { try store.favorites.remove(plantID: service.plants.plant(reference).id) }
    }

    /// Makes several plants favorites in one transaction, in order: at `index` (clamped) and
    /// the places after it, or at the end. A plant that already is one stays where it is.
    ///
    /// - Returns: for each reference, whether it became a favorite.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)`` for any reference (nothing is changed).
    /// - Complexity: O(k·n) for k references and n favorites.
    @discardableResult
    public func add(contentsOf references: [PlantReference], at index: Int? = nil) throws -> [Bool] {
        try writing {
            var next = index
            return try references.map { reference in
                let added = try add(reference, at: next)
                if added { next = next.map { $0 + 1 } }
                return added
            }
        }
    }

    /// Removes several plants from the favorites in one transaction.
    ///
    /// - Returns: for each reference, whether it was a favorite.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)`` for any reference (nothing is changed).
    /// - Complexity: O(k·n) for k references and n favorites.
    @discardableResult
    public func remove(contentsOf references: [PlantReference]) throws -> [Bool] {
        try writing { try references.map { try remove($0) } }
    }

    /// Moves a favorite to `index` (clamped); the others keep their order.
    ///
    /// - Returns: the plant and the index it is at now.
    /// - Throws: ``ServiceError/plantNotFound(_:suggestions:)``, ``ServiceError/notAFavorite(plantID:)``.
    /// - Complexity: O(n) for n favorites.
    @discardableResult
    public func move(_ reference: PlantReference, to index: Int) throws -> (plant: Plant, position: Int) {
        try writing {
            let plant = try service.plants.plant(reference)
            return (plant, try store.favorites.move(plantID: plant.id, to: index))
        }
    }

    /// The favorites' order as a tag that changes exactly when the order does (a favorite added,
    /// removed or moved), whoever changes it: what a move is conditioned on (``PlantCondition``).
    /// A tag is computed once per catalog file and revision in a process (``FavoriteCounts``), or
    /// taken from a grid that read every favorite's id at the revision.
    ///
    /// - Complexity: O(s) for s schema objects when kept at this revision; else O(n) for n
    ///   favorites.
    public func orderTag() throws -> String {
        try serving { try FavoriteCounts.shared.orderTag(in: store) }
    }

    /// The favorites' order tag when one is kept at the current revision (see ``orderTag()``);
    /// nil when none is, and nothing is read.
    ///
    /// - Complexity: O(s) for s schema objects (the machinery check).
    public func keptOrderTag() throws -> String? {
        try serving { try FavoriteCounts.shared.keptOrderTag(in: store) }
    }

    /// The favorites `filter` selects with their plants, in order, each with its position among all
    /// the favorites (its limit and offset are not applied).
    ///
    /// - Complexity: O(n) for n favorites.
    public func list(_ filter: PlantFilter = PlantFilter()) throws -> [Favorite] {
        var favorites: [Favorite] = []
        try forEach(filter) { favorites.append($0) }
        return favorites
    }

    /// Calls `body` with each favorite `filter` selects, in order, as the rows are read: what
    /// ``list(_:)`` gives, without holding them.
    ///
    /// - Complexity: O(n) for n favorites.
    public func forEach(_ filter: PlantFilter = PlantFilter(), _ body: (Favorite) throws -> Void) throws {
        try serving { try store.favorites.forEach(filter, body) }
    }
}
