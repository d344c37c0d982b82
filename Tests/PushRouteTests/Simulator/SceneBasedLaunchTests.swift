import Foundation
import Testing

/// A scene-based app (`app.scene_based`, `--scene-based`): a tap that launches it hands the
/// push to the scene, so neither launch observer runs and only `didReceive` handles the tap
/// (docs/routing-model.md §2, "Scene-based apps"). The cold-start tap that CleverTap's launch
/// observer handled a second time before 7.0.2 (#371) is then handled once under both releases.
@Suite struct SceneBasedLaunchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var push: String
        var sceneBased: Bool
        /// The verdict line `--compare-sdk lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2` prints first.
        var verdict: String
        var testDescription: String { "\(push) scene-based \(sceneBased)" }
    }

    static let comparison = "Leanplum 6.5.0, CleverTap 7.0.1 and Leanplum 6.5.0, CleverTap 7.0.2"

    static let cases = [
        Case(push: "clevertap-rich-media", sceneBased: false, verdict: "1 cell differs between \(comparison)"),
        Case(push: "clevertap-rich-media", sceneBased: true, verdict: "no cell differs between \(comparison)"),
        Case(push: "leanplum-occurrence", sceneBased: false, verdict: "1 cell differs between \(comparison)"),
        Case(push: "leanplum-occurrence", sceneBased: true, verdict: "no cell differs between \(comparison)"),
    ]

    @Test(arguments: cases)
    func launchObserversSeeNoPushInAScene(_ testCase: Case) throws {
        let result = try CommandRunner.run([
            "simulate", "--compare-sdk", "lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2", "--scene-based",
            "\(testCase.sceneBased)",
            "--state", "not-running", "--event", "open", "samples/\(testCase.push).json",
        ])
        #expect(result.status == 0)
        let first = result.standardOutput.split(separator: "\n").first.map(String.init)
        #expect(first == "samples/\(testCase.push).json:1: \(testCase.verdict)")
    }

    /// The whole cold-start trace of each push in a scene-based app, under the release that
    /// double-handles it otherwise, beside the one that does not.
    @Test(arguments: ["clevertap-rich-media", "leanplum-occurrence", "leanplum-no-occurrence"])
    func coldStartTraceInAScene(_ push: String) throws {
        var text = ""
        for release in [["--leanplum-sdk", "6.5.0", "--clevertap-sdk", "7.0.1"], ["--leanplum-sdk", "6.6.1"]] {
            let arguments =
                ["simulate"] + release + [
                    "--scene-based", "true", "--state", "not-running", "--event", "open", "samples/\(push).json",
                ]
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0)
            text += "== " + arguments.dropFirst().joined(separator: " ") + "\n" + result.standardOutput
            if !result.standardError.isEmpty { text += "-- stderr\n" + result.standardError }
            text += "\n"
        }
        try Golden.check(text, against: "scene-based/\(push).txt")
    }
}
