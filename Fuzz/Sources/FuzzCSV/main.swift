import CorollaService
import Foundation
import FuzzSupport

/// libFuzzer's entry point: the input as a CSV file and as a TSV file, through the whole import.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    ImportHarness.run(UnsafeBufferPointer(start: data, count: size), formats: [.csv, .tsv])
}

exit(runLibFuzzer(fuzzCSV))
