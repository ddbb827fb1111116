import CorollaFormats
import Foundation
import FuzzRecords

/// libFuzzer's entry point: the input as a JSON array and as NDJSON, read and decoded record by record.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJSONImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    RecordHarness.run(UnsafeBufferPointer(start: data, count: size), formats: [.json, .ndjson])
}

exit(runLibFuzzer(fuzzJSONImport))
