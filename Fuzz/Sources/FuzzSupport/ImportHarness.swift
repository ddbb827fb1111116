import CorollaService
import CorollaStore

/// Runs an import file through the whole import path as `corolla import` takes it: reading,
/// decoding and checking the records as they stream in (``RecordStream``, on a second thread), then
/// matching and writing them, a batch at a time, as a dry run into an in-memory catalog, which
/// stays empty. Anything but success or the file's `ImportErrors` (or one `ImportError`) is a bug and stops the fuzzer.
public enum ImportHarness {
    /// One catalog for the whole run: dry runs roll back, so every input meets an empty catalog.
    nonisolated(unsafe) private static let importer: Importer? = (try? CatalogStore.inMemory()).map {
        CatalogService(store: $0).transfer.importer(options: ImportOptions(dryRun: true))
    }

    /// Imports `bytes` as each of `formats`; returns 0 (libFuzzer's "keep going").
    public static func run(_ bytes: UnsafeBufferPointer<UInt8>, formats: [PlantFileFormat]) -> Int32 {
        guard let importer else { preconditionFailure("cannot open an in-memory catalog") }
        for format in formats {
            do {
                _ = try importer.importData(bytes, format: format, file: "fuzz.\(format.rawValue)")
            } catch is ImportErrors, is ImportError {
                continue
            } catch {
                preconditionFailure("\(format): an error that is not the file's ImportErrors: \(error)")
            }
        }
        return 0
    }
}
