/// The favorites after an import: the current order, changed by what the records say.
///
/// A record with `favorite: false` removes its plant. A record with a `position` puts its plant at
/// that index (records sorted by position, ties in file order; a position past the end appends).
/// A record with `favorite: true` (or any record under `markFavorite`) and no position appends its
/// plant when it is not a favorite yet, and leaves it in place when it is. Other favorites keep
/// their relative order.
struct FavoriteOrder {
    private var removed = Set<Int64>()
    private var appended: [Int64] = []
    private var placed: [(position: Int, plantID: Int64)] = []

    /// Whether a record asks for any change (otherwise the favorites are not even read).
    var isEmpty: Bool { removed.isEmpty && appended.isEmpty && placed.isEmpty }

    /// Notes what a record (about plant `plantID`) says with its `favorite` and `position` fields;
    /// call in file order.
    mutating func add(favorite: Bool?, position: Int?, plantID: Int64, markFavorite: Bool) {
        if let position {
            placed.append((position, plantID))
        } else if markFavorite || favorite == true {
            appended.append(plantID)
        } else if favorite == false {
            removed.insert(plantID)
        }
    }

    /// The new order of the favorites, from `current`.
    ///
    /// - Complexity: O(n log n) for n favorites and records.
    func applied(to current: [Int64]) -> [Int64] {
        let isFavorite = Set(current)
        let moved = Set(placed.map(\.plantID))
        var rest = current.filter { !removed.contains($0) && !moved.contains($0) }
        rest += appended.filter { !isFavorite.contains($0) }
        // Stable: records with the same position stay in file order.
        let sorted = placed.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        var order: [Int64] = []
        order.reserveCapacity(rest.count + sorted.count)
        var next = rest.makeIterator()
        for (position, plantID) in sorted {
            while order.count < position, let plant = next.next() {
                order.append(plant)
            }
            order.append(plantID)
        }
        while let plant = next.next() {
            order.append(plant)
        }
        return order
    }
}
