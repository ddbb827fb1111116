import CorollaFormats

/// Runs an import file through what reads it (CorollaFormats alone, no catalog): the bytes as
/// each format, read and cut into records as they stream in, each record decoded and checked
/// (``RecordStream``). Anything but the file's `ImportErrors` (or one `ImportError`) is a bug and
/// stops the fuzzer.
public enum RecordHarness {
    /// Reads `bytes` as each of `formats`; returns 0 (libFuzzer's "keep going").
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>, formats: [PlantFileFormat]) -> Int32 {
        for format in formats {
            _ = read(bytes, format: format)
        }
        return 0
    }

    /// What a stream of `bytes` gives: its good records, then every problem, as text.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, format: PlantFileFormat) -> [String] {
        var stream = RecordStream(input: BytesInput(bytes), format: format, file: "fuzz.\(format.rawValue)")
        var found: [String] = []
        do {
            try stream.start()
            while let record = try stream.next() { found.append("\(record)") }
        } catch let error as ImportError {
            found.append(error.description)
        } catch {
            preconditionFailure("\(format): an error that is not the file's ImportError: \(error)")
        }
        return found + stream.problems.errors.map(\.description)
    }
}
