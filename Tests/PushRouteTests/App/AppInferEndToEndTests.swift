import Foundation
import Testing

@testable import PushRouteSimulator

/// `pushroute app infer DIR` on the fixture repositories (Tests/Fixtures/repos, written in the
/// shapes of real sample apps) and the sample repository (samples/app-repo): whole outputs
/// against golden files (Tests/Golden/app-infer), and `simulate --app DIR` against the same
/// run on the profile saved from `app infer --format profile`.
@Suite struct AppInferEndToEndTests {
    static let fixtures = [
        "cocoapods-swift", "swiftpm-scenes", "objc-app", "react-native", "service-extension", "two-plists",
        "binary-plist",
        "stale-podfile", "podfile-only", "bad-files", "clevertap-only-pods", "clevertap-only-swiftpm",
        "build-variables",
        "own-calls-swift", "own-calls-objc", "local-pod", "flutter-flavours", "react-native-clevertap",
        "own-calls-helper",
        "own-calls-helper-objc", "sdk-checkouts", "sdk-checkouts-monorepo", "podspec-option",
    ]

    /// A Leanplum-only app on Leanplum 5.4.1: read as it is, and refused by simulate as
    /// outside the model (never simulated as 6.x).
    @Test func leanplumOnlyBefore6() throws {
        try GoldenCase(name: "leanplum-only-5x", arguments: ["app", "infer", "Tests/Fixtures/repos/leanplum-only-5x"])
            .check(in: "app-infer")
        try GoldenCase(
            name: "leanplum-only-5x-simulate",
            arguments: ["simulate", "--app", "Tests/Fixtures/repos/leanplum-only-5x", "samples/seed-leanplum.json"],
            status: 64
        ).check(in: "app-infer")
    }

    /// A CleverTap-only app whose lock resolved CleverTap 3.9.2 (a real integration sample's
    /// shape): the release is read as it is, and simulate refuses it as outside the model.
    @Test func cleverTapOnlyBefore4() throws {
        try GoldenCase(
            name: "clevertap-only-3x", arguments: ["app", "infer", "Tests/Fixtures/repos/clevertap-only-3x"]
        )
        .check(in: "app-infer")
        try GoldenCase(
            name: "clevertap-only-3x-simulate",
            arguments: ["simulate", "--app", "Tests/Fixtures/repos/clevertap-only-3x", "samples/seed-clevertap.json"],
            status: 64
        ).check(in: "app-infer")
    }

    /// The files of samples/app-repo (every file under samples/ is used by a test).
    static let sampleFiles = [
        "app-repo/Podfile", "app-repo/Podfile.lock", "app-repo/Checkout.xcodeproj/project.pbxproj",
        "app-repo/Checkout/Info.plist",
        "app-repo/Checkout/Checkout.entitlements", "app-repo/Checkout/AppDelegate.swift",
    ]

    @Test(arguments: fixtures)
    func fixtureProfileAndSources(_ name: String) throws {
        try GoldenCase(name: name, arguments: ["app", "infer", "Tests/Fixtures/repos/" + name]).check(in: "app-infer")
    }

    @Test func sampleRepositoryTextAndJSON() throws {
        try GoldenCase(name: "sample-app-repo", arguments: ["app", "infer", "samples/app-repo"]).check(in: "app-infer")
        try GoldenCase(
            name: "service-extension-json",
            arguments: ["app", "infer", "--format", "json", "Tests/Fixtures/repos/service-extension"]
        )
        .check(in: "app-infer")
    }

    /// `simulate --app DIR --print-app` prints what `--print-app` prints for the saved profile,
    /// and the traces of both are the same but for the profile's name.
    @Test(arguments: fixtures + ["../../../samples/app-repo"])
    func simulateOnTheFlyEqualsTheSavedProfile(_ name: String) throws {
        let directory = "Tests/Fixtures/repos/" + name
        let saved = try CommandRunner.run(["app", "infer", "--format", "profile", directory])
        #expect(saved.status == 0)
        let scratch = try Scratch()
        try scratch.write("inferred.json", saved.standardOutput)
        let file = scratch.path("inferred.json")
        let fromDirectory = try CommandRunner.run(["simulate", "--app", directory, "--print-app"])
        let fromFile = try CommandRunner.run(["simulate", "--app", file, "--print-app"])
        #expect(fromDirectory.status == 0)
        #expect(fromFile.status == 0)
        #expect(fromDirectory.standardOutput == fromFile.standardOutput)
        // The text output, `app infer DIR > app.json`, is a profile too: its sources are comments.
        try scratch.write("text.json", try CommandRunner.run(["app", "infer", directory]).standardOutput)
        let fromText = try CommandRunner.run(["simulate", "--app", scratch.path("text.json"), "--print-app"])
        #expect(fromText.status == 0)
        #expect(fromText.standardError == fromFile.standardError)
        #expect(fromText.standardOutput == fromFile.standardOutput)
        let traceDirectory = try CommandRunner.run([
            "simulate", "--app", directory, "samples/seed-clevertap.json", "samples/seed-leanplum.json",
        ])
        let traceFile = try CommandRunner.run([
            "simulate", "--app", file, "samples/seed-clevertap.json", "samples/seed-leanplum.json",
        ])
        #expect(
            traceDirectory.standardOutput.replacingOccurrences(of: "app " + directory, with: "app PROFILE")
                == traceFile.standardOutput.replacingOccurrences(of: "app " + file, with: "app PROFILE"))
    }

    @Test func sampleRepositoryAnswersWhichIntegrationLosesThePush() throws {
        try GoldenCase(
            name: "simulate-sample-app-repo",
            arguments: [
                "simulate", "--app", "samples/app-repo", "--state", "not-running", "--event", "open",
                "samples/seed-clevertap.json",
            ]
        ).check(in: "app-infer")
    }

    /// The app's own `handleNotification(withData:)` in its didReceive, read by `app infer`, and
    /// the trace it causes: two handlings of one tap, the hazard naming both call sites
    /// (issue 35, item 1), and its delegates on the shared instance, not asked (item 2).
    @Test func ownCleverTapCallHandlesTheTapTwice() throws {
        try GoldenCase(
            name: "simulate-own-calls-swift",
            arguments: [
                "simulate", "--app", "Tests/Fixtures/repos/own-calls-swift", "--state", "background", "--event", "open",
                "samples/seed-clevertap.json",
            ]
        ).check(in: "app-infer")
    }

    /// The app's own call made in a helper two calls down from its didReceive, on an instance
    /// another file keeps (issue 35; docs/app-infer.md): followed, it is the second handling of
    /// the tap, which the trace shows (`ct-app-handles-twice`); unfollowed, the tap was handled once.
    @Test func callFollowedIntoAHelperHandlesTheTapTwice() throws {
        try GoldenCase(
            name: "simulate-own-calls-helper",
            arguments: [
                "simulate", "--app", "Tests/Fixtures/repos/own-calls-helper", "--state", "background", "--event",
                "open", "samples/seed-clevertap.json",
            ]
        ).check(in: "app-infer")
    }

    /// docs/app-infer.md pastes `app infer samples/app-repo` whole, as a terminal shows it
    /// (`DocExampleTests` runs it, both streams together): the whole standard output, and each
    /// warning line the binary prints.
    @Test func readmeShowsTheRealOutput() throws {
        let readme = try readText(CommandRunner.root.appendingPathComponent("docs/app-infer.md").path)
        let marker = "$ pushroute app infer samples/app-repo\n"
        let start = try #require(readme.range(of: marker)).upperBound
        let end = try #require(readme[start...].range(of: "```\n")).lowerBound
        let block = String(readme[start..<end])
        let run = try CommandRunner.run(["app", "infer", "samples/app-repo"])
        #expect(block.contains(run.standardOutput))
        for line in run.standardError.split(separator: "\n") { #expect(block.contains(line), "\(line)") }
        #expect(block.count == run.standardOutput.count + run.standardError.count)
    }

    static let usage: [GoldenCase] = [
        GoldenCase(name: "usage-no-subcommand", arguments: ["app"], status: 64),
        GoldenCase(name: "usage-unknown-subcommand", arguments: ["app", "guess", "."], status: 64),
        GoldenCase(name: "usage-two-directories", arguments: ["app", "infer", "samples", "samples"], status: 64),
        GoldenCase(name: "not-a-directory", arguments: ["app", "infer", "samples/firebase.json"], status: 2),
        GoldenCase(name: "missing-directory", arguments: ["app", "infer", "no/such/dir"], status: 2),
    ]

    @Test(arguments: usage)
    func usageAndUnreadable(_ testCase: GoldenCase) throws {
        try testCase.check(in: "app-infer")
    }
}

/// A profile's trailing `//` lines (and blank ones) are left out before it is read; a `//`
/// line before the value's end is the reader's to judge.
@Suite struct ProfileTrailingCommentTests {
    static let cases: [(text: String, kept: String)] = [
        ("{}\n// a\n//   b {\"x\": 1}\n", "{}\n"),
        ("{}\n\n  // indented\n\t\n", "{}\n"),
        ("{}", "{}"),
        ("{}\r\n// a\r\n", "{}\r\n"),
        ("// first\n{}\n// last", "// first\n{}\n"),
        ("{\n// inside\n}\n", "{\n// inside\n}\n"),
        ("{} // after the value\n", "{} // after the value\n"),
        ("/ not a comment\n", "/ not a comment\n"),
        ("// only\n", ""),
        ("", ""),
    ]

    @Test(arguments: cases.indices)
    func trailingCommentsAreLeftOut(_ index: Int) {
        let (text, kept) = Self.cases[index]
        let bytes = Array(text.utf8)
        let end = bytes.withUnsafeBytes { AppProfile.endBeforeTrailingComments($0) }
        #expect(String(decoding: bytes[..<end], as: UTF8.self) == kept)
    }
}
