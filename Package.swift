// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pushroute",
    products: [
        .executable(name: "pushroute", targets: ["pushroute"]),
        .library(name: "PushRouteKit", targets: ["PushRouteKit"]),
    ],
    targets: [
        // Layer 1: the C library, a module map and a shim header only.
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"])]
        ),
        // Layer 2: every piece of logic.
        .target(name: "PushRouteKit", dependencies: ["CJansson"]),
        // Layer 3: a thin executable.
        .executableTarget(name: "pushroute", dependencies: ["PushRouteKit"]),
        // The lenient reader's benchmark (`make bench-lenient`); no test runs it.
        .executableTarget(name: "pushroute-bench", dependencies: ["PushRouteKit"], path: "bench/LenientBench"),
        .testTarget(
            name: "PushRouteKitTests",
            dependencies: ["PushRouteKit", "pushroute"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
