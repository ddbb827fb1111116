// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Corolla",
    products: [
        .library(name: "CorollaLayout", targets: ["CorollaLayout"]),
        .executable(name: "corolla", targets: ["corolla"]),
    ],
    targets: [
        .target(name: "CorollaLayout"),
        .executableTarget(name: "corolla", dependencies: ["CorollaLayout"]),
        .testTarget(name: "CorollaLayoutTests", dependencies: ["CorollaLayout"]),
        .testTarget(name: "CorollaCLITests", dependencies: ["corolla", "CorollaLayout"]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .target(name: "CorollaCards", dependencies: ["CorollaLayout", "CPangoCairo"]),
        .testTarget(name: "CorollaCardsTests", dependencies: ["CorollaCards", "CorollaLayout", "CPangoCairo"]),
    ]
)
