/// Which keys of each object the decoded types asked for.
final class KeyUsage {
    private var objects: [(path: [CodingKey], keys: [String], requested: Set<String>)] = []
    private var slots: [String: Int] = [:]

    /// Starts (or continues) recording the object at `path`; returns its slot.
    func register(_ path: [CodingKey], keys: [String]) -> Int {
        let name = JSONPathError.render(path)
        if let slot = slots[name] { return slot }
        objects.append((path, keys, []))
        slots[name] = objects.count - 1
        return objects.count - 1
    }

    func request(_ key: String, in slot: Int) {
        objects[slot].requested.insert(key)
    }

    /// The first key, in decoding order of the objects and document order of their keys, that no
    /// type asked for, with its path and the keys that were asked for.
    func firstUnknownKey() -> (path: [CodingKey], key: String, known: [String])? {
        for object in objects {
            if let key = object.keys.first(where: { !object.requested.contains($0) }) {
                return (object.path + [PathKey(key)], key, object.requested.sorted())
            }
        }
        return nil
    }
}
