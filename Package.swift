// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Corolla",
    products: [
        .library(name: "CorollaLayout", targets: ["CorollaLayout"]),
        .library(name: "CorollaJSON", targets: ["CorollaJSON"]),
        .library(name: "CorollaModel", targets: ["CorollaModel"]),
        .library(name: "CorollaFormats", targets: ["CorollaFormats"]),
        .library(name: "CorollaStore", targets: ["CorollaStore"]),
        .library(name: "CorollaService", targets: ["CorollaService"]),
        .library(name: "CorollaServer", targets: ["CorollaServer"]),
        .library(name: "CorollaCLI", targets: ["CorollaCLI"]),
        .executable(name: "corolla", targets: ["corolla"]),
        .executable(name: "corolla-bench", targets: ["corolla-bench"]),
    ],
    targets: [
        .target(name: "CorollaLayout"),
        // Threads started with a checked pthread_create, and the address space a command needs first.
        .systemLibrary(name: "CMalloc"),
        .target(name: "CorollaSystem", dependencies: ["CMalloc"]),
        // JSON as a tree: the strict parser, the writer and the path-naming `Decodable` reader.
        .target(name: "CorollaJSON"),
        .testTarget(name: "CorollaJSONTests", dependencies: ["CorollaJSON", "CorollaTestSupport"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),
        // Turns files into Swift source at build time: the migrations (EmbedMigrations) and the page (EmbedTexts).
        .executableTarget(name: "Embedder", dependencies: ["CSQLite"]),
        .plugin(name: "EmbedMigrations", capability: .buildTool(), dependencies: ["Embedder"]),
        .plugin(name: "EmbedTexts", capability: .buildTool(), dependencies: ["Embedder"]),
        // What the front ends and the store share: plants, drafts, filters, dates, the catalog's status.
        .target(name: "CorollaModel"),
        // The file formats: CSV, TSV, JSON and NDJSON records read as they stream in, encodings, dates; no store.
        // .xlsx and .ods workbooks are zip archives (libzip) of XML, streamed through libxml2's reader.
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(name: "CorollaFormats", dependencies: ["CorollaJSON", "CorollaModel", "CZip", "CXML2"]),
        .testTarget(
            name: "CorollaFormatsTests", dependencies: ["CorollaFormats", "CorollaJSON", "CorollaTestSupport"],
            // The spreadsheet fixtures (and the script that makes them) are read from the source tree (#filePath), not bundled.
            exclude: ["Fixtures"]),
        .target(name: "CorollaStore", dependencies: ["CorollaModel", "CSQLite", "CXXHash"], plugins: ["EmbedMigrations"]),
        .testTarget(name: "CorollaStoreTests", dependencies: ["CorollaStore", "CorollaTestSupport"]),
        // The tool's code is a library (reachable from tests and the fuzzers under Fuzz/); main.swift runs it.
        // The pairing address's QR code, printed in the terminal by `corolla serve` and `corolla devices pair`.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(
            name: "CorollaCLI",
            dependencies: ["CorollaLayout", "CorollaJSON", "CorollaCards", "CorollaService", "CorollaServer", "CorollaSystem", "CQRencode"]),
        .executableTarget(name: "corolla", dependencies: ["CorollaCLI"]),
        // Benchmarks: `swift run -c release corolla-bench`; never part of `swift test`.
        // The CLI scenarios run the `corolla` binary built next to it (`--product corolla`).
        // C++ interoperability for simdjson, the JSON reader measured against CorollaJSON (`io.jsonReaders`).
        .executableTarget(
            name: "corolla-bench",
            dependencies: [
                "CorollaLayout", "CorollaJSON", "CorollaStore", "CorollaCards", "CorollaService", "CorollaServer", "CSimdJSON",
            ],
            swiftSettings: [.interoperabilityMode(.Cxx)]),
        .systemLibrary(name: "CSimdJSON", pkgConfig: "simdjson", providers: [.apt(["libsimdjson-dev"])]),
        // What every test target shares: the seeded generator, bit-identity checks, temporary folders.
        // The photo fixtures are read from the source tree (#filePath), not bundled.
        .target(
            name: "CorollaTestSupport", dependencies: ["CorollaLayout", "CorollaStore"], path: "Tests/CorollaTestSupport",
            exclude: ["Fixtures"]),
        .testTarget(name: "CorollaLayoutTests", dependencies: ["CorollaLayout", "CorollaTestSupport"]),
        .testTarget(
            name: "CorollaCLITests",
            dependencies: ["corolla", "CorollaCLI", "CorollaLayout", "CorollaService", "CorollaStore", "CorollaTestSupport"],
            // The pinned outputs are read from the source tree (#filePath), not bundled.
            exclude: ["Golden"]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .target(name: "CorollaCards", dependencies: ["CorollaLayout", "CorollaModel", "CorollaSystem", "CPangoCairo", "CGdkPixbuf"]),
        .testTarget(name: "CorollaCardsTests", dependencies: ["CorollaCards", "CorollaLayout", "CPangoCairo", "CorollaTestSupport"]),
        .target(
            name: "CorollaService",
            dependencies: ["CorollaLayout", "CorollaJSON", "CorollaModel", "CorollaFormats", "CorollaStore", "CorollaCards", "CorollaSystem", "CXLSXWriter"]),
        .testTarget(
            name: "CorollaServiceTests",
            dependencies: ["CorollaService", "CorollaStore", "CorollaLayout", "CorollaCards", "CorollaJSON", "CorollaTestSupport"],
            // The bad-input corpus is read from the source tree (#filePath), not bundled.
            exclude: ["Import/Corpus", "Import/Dialects"]),
        // `corolla export --format xlsx`: workbooks written row by row (constant-memory mode).
        .systemLibrary(name: "CXLSXWriter", pkgConfig: "xlsxwriter", providers: [.apt(["libxlsxwriter-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
        // The server's DNS-SD announcement on the local network (HOST.local), through the Avahi daemon.
        .systemLibrary(name: "CAvahi", pkgConfig: "avahi-client", providers: [.apt(["libavahi-client-dev"])]),
        // `corolla serve`: the favorites grid over HTTP; calls the service only, never the store.
        // The page is Page/index.html, app.css and app.js, embedded by EmbedTexts.
        .target(
            name: "CorollaServer", dependencies: ["CMicroHTTPD", "CAvahi", "CorollaJSON", "CorollaLayout", "CorollaCards", "CorollaService", "CorollaSystem"],
            plugins: ["EmbedTexts"]),
        .testTarget(
            name: "CorollaServerTests",
            dependencies: [
                "CorollaServer", "CorollaService", "CorollaStore", "CorollaLayout", "CorollaCards", "CorollaTestSupport", "corolla", "Embedder",
            ],
            // The browser check is a Python WebDriver script, run from the source tree (#filePath).
            exclude: ["Browser"]),
    ]
)
