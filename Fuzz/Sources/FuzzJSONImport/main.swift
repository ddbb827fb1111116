import CorollaService
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input as a JSON array and as NDJSON, through the whole import.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzJSONImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    ImportHarness.run(UnsafeBufferPointer(start: data, count: size), formats: [.json, .ndjson])
}

exit(runLibFuzzer(fuzzJSONImport))
