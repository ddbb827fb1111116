extension PlantStore {
    /// The plants with any of `keys`, by key.
    ///
    /// - Complexity: O(m log n) for m keys and n plants (one query through the key index).
    public func plants(keys: some Collection<String>) throws -> [String: Plant] {
        guard !keys.isEmpty else { return [:] }
        let sql = "SELECT \(Plant.selection) FROM plants WHERE key IN (SELECT value FROM json_each(?))"
        var plants: [String: Plant] = [:]
        try database.cachedStatement(sql).forEachRow([.text(Self.jsonArray(of: keys))]) { columns in
            let plant = try Plant(columns: columns)
            plants[plant.key] = plant
        }
        return plants
    }

    /// The largest plant id, 0 without plants.
    ///
    /// - Complexity: O(log n).
    public func largestID() throws -> Int64 {
        try database.fetchScalar(Int64.self, "SELECT coalesce(max(id), 0) FROM plants")
    }

    /// `strings` as a JSON array of strings.
    static func jsonArray(of strings: some Collection<String>) -> String {
        var text = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            // Most strings need no escape: the bytes of `"`, `\` and controls are ASCII, never part of another character.
            guard string.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
                text += string
                text += "\""
                continue
            }
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case _ where scalar.value < 0x20: text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
    }
}
