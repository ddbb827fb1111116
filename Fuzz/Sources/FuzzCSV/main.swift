import CorollaFormats
import Foundation
import FuzzRecords

/// libFuzzer's entry point: the input as a CSV file and as a TSV file, read and decoded record by record.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    RecordHarness.run(UnsafeBufferPointer(start: data, count: size), formats: [.csv, .tsv])
}

exit(runLibFuzzer(fuzzCSV))
