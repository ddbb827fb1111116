/// Values by key in the order they were last used, with the total of their sizes: O(1) to find
/// (and mark used), insert and remove the least recently used. Not thread-safe.
struct RecencyList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var size: Int
        /// The neighbours in recency order: `older` towards the least recently used.
        var older: Int?
        var newer: Int?
    }

    /// The nodes by slot; freed slots are reused.
    private var nodes: [Node?] = []
    private var freeSlots: [Int] = []
    private var slots: [Key: Int] = [:]
    private var oldest: Int?
    private var newest: Int?
    /// The sum of the sizes of the values held.
    private(set) var totalSize = 0

    var count: Int { slots.count }

    /// The value of `key`, marked as the most recently used; nil when none is held.
    mutating func use(_ key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        unlink(slot)
        link(slot)
        return nodes[slot]?.value
    }

    /// Holds `value` of `size` under `key`, a key not held yet, as the most recently used.
    mutating func insert(_ value: Value, at key: Key, size: Int) {
        let node = Node(key: key, value: value, size: size)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        slots[key] = slot
        totalSize += size
        link(slot)
    }

    /// Removes the least recently used value; false when none is held.
    mutating func removeLeastRecent() -> Bool {
        guard let slot = oldest, let node = nodes[slot] else { return false }
        unlink(slot)
        slots[node.key] = nil
        totalSize -= node.size
        nodes[slot] = nil
        freeSlots.append(slot)
        return true
    }

    /// Takes `slot` out of the recency order.
    private mutating func unlink(_ slot: Int) {
        let (older, newer) = (nodes[slot]?.older, nodes[slot]?.newer)
        if let older { nodes[older]?.newer = newer } else { oldest = newer }
        if let newer { nodes[newer]?.older = older } else { newest = older }
        nodes[slot]?.older = nil
        nodes[slot]?.newer = nil
    }

    /// Puts `slot` at the most recent end.
    private mutating func link(_ slot: Int) {
        nodes[slot]?.older = newest
        nodes[slot]?.newer = nil
        if let newest { nodes[newest]?.newer = slot } else { oldest = slot }
        newest = slot
    }
}
