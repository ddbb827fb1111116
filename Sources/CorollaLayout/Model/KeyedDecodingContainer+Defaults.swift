extension KeyedDecodingContainer {
    /// The value under `key`, or `fallback` when the key is absent: how a configuration decodes
    /// with its documented defaults for omitted options.
    func value<Value: Decodable>(_ key: Key, or fallback: Value) throws -> Value {
        try decodeIfPresent(Value.self, forKey: key) ?? fallback
    }
}
