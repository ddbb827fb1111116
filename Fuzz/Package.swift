// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Corolla, a package of their own so that the sanitizer build
// (`bin/fuzz`) never touches the main build. bin/fuzz compiles everything with AddressSanitizer
// and coverage instrumentation; only the fuzz targets link libFuzzer, which supplies their `main`
// and calls their `LLVMFuzzerTestOneInput`. (Linking libFuzzer into every executable would break
// the migration embedder, a build tool with its own `main`.)
let fuzzer: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "CorollaFuzz",
    dependencies: [.package(name: "Corolla", path: "..")],
    targets: [
        // libFuzzer's driver, which every target hands its entry point to.
        .target(name: "FuzzDriver"),
        // The file formats' harness: CorollaFormats alone, no service or catalog.
        .target(name: "FuzzRecords", dependencies: ["FuzzDriver", "CZlib", .product(name: "CorollaFormats", package: "Corolla")]),
        // zlib's CRC-32, for the zip archives the workbook harness writes (zlib1g-dev comes with libzip-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "FuzzSupport", dependencies: [
            "FuzzDriver", .product(name: "CorollaService", package: "Corolla"), .product(name: "CorollaStore", package: "Corolla"),
            .product(name: "CorollaLayout", package: "Corolla"),
        ]),
        .executableTarget(name: "FuzzCSV", dependencies: ["FuzzRecords"], linkerSettings: fuzzer),
        .executableTarget(name: "FuzzJSONImport", dependencies: ["FuzzRecords"], linkerSettings: fuzzer),
        .executableTarget(name: "FuzzXLSX", dependencies: ["FuzzRecords"], linkerSettings: fuzzer),
        .executableTarget(name: "FuzzODS", dependencies: ["FuzzRecords"], linkerSettings: fuzzer),
        .executableTarget(
            name: "FuzzLayoutRequest",
            dependencies: [
                "FuzzSupport", .product(name: "CorollaCLI", package: "Corolla"), .product(name: "CorollaJSON", package: "Corolla"),
                .product(name: "CorollaLayout", package: "Corolla"),
            ],
            linkerSettings: fuzzer),
        .executableTarget(
            name: "FuzzCacheRows", dependencies: ["FuzzSupport"],
            linkerSettings: fuzzer),
        .executableTarget(
            name: "FuzzArguments", dependencies: ["FuzzSupport", .product(name: "CorollaCLI", package: "Corolla")], linkerSettings: fuzzer),
    ]
)
