extension Array where Element == UInt8 {
    /// These bytes after a random number (in `edits`) of random edits drawn from `random`, each
    /// inserting, removing or replacing one byte (taken from `alphabet`) at a random offset: a
    /// small in-process fuzzer's mutation.
    public func randomlyEdited(_ edits: ClosedRange<Int>, alphabet: [UInt8], using random: inout some RandomNumberGenerator) -> [UInt8] {
        var bytes = self
        for _ in 0..<Int.random(in: edits, using: &random) {
            let offset = Int.random(in: 0...bytes.count, using: &random)
            let byte = alphabet.randomElement(using: &random) ?? 0
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes.insert(byte, at: offset)
            case 1 where offset < bytes.count: bytes.remove(at: offset)
            default: if offset < bytes.count { bytes[offset] = byte }
            }
        }
        return bytes
    }
}
