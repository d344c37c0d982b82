// swift-tools-version:6.0
import PackageDescription

// The layers, each a target, each depending only on the layers below it (README,
// "Architecture"). `make test` builds with `--explicit-target-dependency-import-check error`,
// so an import that is not declared here fails the build.
// The writer's test-only failure points (`FileReplacement`, `FileRewriter`: a kill before the
// rename, a shell command before the check) exist in debug builds only, which the tests run; a
// release build has neither the code nor the variables' names (`make no-test-hooks`).
let testHooks: [SwiftSetting] = [.define("PUSHROUTE_TEST_HOOKS", .when(configuration: .debug))]

let package = Package(
    name: "pushroute",
    // macOS 13 is the oldest system whose standard library has what the code uses
    // (`String.replacing`, `SuspendingClock`); Linux is not versioned here (README, "Platforms").
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushroute", targets: ["pushroute"]),
        .library(name: "PushRouteCLI", targets: ["PushRouteCLI"]),
    ],
    targets: [
        // 1. The C library: a module map and a shim header, nothing else.
        .systemLibrary(
            name: "CJansson",
            pkgConfig: "jansson",
            providers: [.apt(["libjansson-dev"]), .brew(["jansson"])]
        ),
        // libyaml (Podfile.lock) and libplist (Info.plist, XML or binary), for `app infer`.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .systemLibrary(
            name: "CPlist", pkgConfig: "libplist-2.0", providers: [.apt(["libplist-dev"]), .brew(["libplist"])]),
        // 2. The library, from the base up.
        // The base: the JSON model, source positions and text, the diagnostic model and its
        // printer, output, and every platform call (Platform/).
        .target(name: "PushRouteCore", swiftSettings: testHooks),
        // Reading: jansson, libyaml and libplist (one file each, the only code that touches their
        // pointers), the lenient reader, inputs.
        .target(name: "PushRouteReader", dependencies: ["PushRouteCore", "CJansson", "CYAML", "CPlist"]),
        // Reading an app's repository (`app infer`): lock files, the Xcode project, property lists,
        // code. It writes the profile's keys and words from the vocabulary in the core
        // (`Sources/PushRouteCore/Profile`), and knows nothing of the simulator.
        .target(name: "PushRouteApp", dependencies: ["PushRouteCore", "PushRouteReader"]),
        // Rules: who owns a payload, Apple's schema, the lint rules.
        .target(name: "PushRouteRules", dependencies: ["PushRouteCore", "PushRouteReader"]),
        // The model of the app, the notifications manager and both SDKs.
        .target(name: "PushRouteSimulator", dependencies: ["PushRouteCore", "PushRouteReader", "PushRouteRules"]),
        // A session log explained (`pushroute session`): episodes, what the log shows, what the
        // simulator predicts, the verdicts.
        .target(
            name: "PushRouteSession",
            dependencies: ["PushRouteCore", "PushRouteReader", "PushRouteRules", "PushRouteSimulator"]),
        // The command line: options, commands and output formats.
        .target(
            name: "PushRouteCLI",
            dependencies: [
                "PushRouteCore", "PushRouteReader", "PushRouteRules", "PushRouteSimulator", "PushRouteSession",
                "PushRouteApp",
            ],
            swiftSettings: testHooks),
        // 3. A thin executable.
        .executableTarget(name: "pushroute", dependencies: ["PushRouteCLI"]),
        // `make man`: the generated blocks of the manual and of docs/, from the declarations.
        .executableTarget(name: "pushroute-manual", dependencies: ["PushRouteCLI", "PushRouteCore"]),
        // The lenient reader's benchmark (`make bench-lenient`); no test runs it.
        .executableTarget(
            name: "pushroute-bench", dependencies: ["PushRouteCore", "PushRouteReader"], path: "bench/LenientBench"),
        .testTarget(
            name: "PushRouteTests",
            dependencies: [
                "PushRouteCore", "PushRouteReader", "PushRouteApp", "PushRouteRules", "PushRouteSimulator",
                "PushRouteSession",
                "PushRouteCLI",
                "pushroute",
                "pushroute-manual",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
