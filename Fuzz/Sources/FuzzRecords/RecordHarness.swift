import CorollaFormats

/// Runs an import file through what reads it (CorollaFormats alone, no catalog): the bytes as
/// each format, read and cut into records as they stream in, each record decoded and checked
/// (``RecordStream``); then read again as Windows-1252 with decimal commas, with a first pass for
/// its dates' evidence, to its remaining problems (repeats too). Anything but the file's
/// `ImportErrors` (or one `ImportError`) is a bug and stops the fuzzer.
public enum RecordHarness {
    /// Reads `bytes` as each of `formats`; returns 0 (libFuzzer's "keep going").
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>, formats: [PlantFileFormat]) -> Int32 {
        for format in formats {
            _ = read(bytes, format: format)
            _ = problems(bytes, format: format)
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

    /// Every problem of `bytes` read as Windows-1252 with decimal commas, its dates read by the
    /// evidence of a first pass when needed, as the command reports a file whose first records are bad.
    private static func problems(_ bytes: UnsafeBufferPointer<UInt8>, format: PlantFileFormat) -> [String] {
        let dialect = DialectChoice(decimalComma: true, encoding: .windows1252)
        let file = "fuzz.\(format.rawValue)"
        let copy = Array(bytes)
        var stream = RecordStream(input: BytesInput(copy), format: format, file: file, dialect: dialect)
        stream.firstPass = { RecordStream(input: BytesInput(copy), format: format, file: file, dialect: dialect) }
        do {
            try stream.start()
            return try stream.remainingProblems().errors.map(\.description)
        } catch let error as ImportError {
            return [error.description]
        } catch {
            preconditionFailure("\(format): an error that is not the file's ImportError: \(error)")
        }
    }
}
