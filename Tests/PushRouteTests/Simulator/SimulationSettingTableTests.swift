import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteCore
@testable import PushRouteSimulator

/// `SimulationSetting.all`, the one table of simulator settings: for every setting and every
/// example value, the flag, the profile key and the scenario key give the same settings,
/// `--print-app` writes them so that reading them back gives them again, the declared
/// default is `SimulationSettings()`'s. The man page's settings table is generated from it
/// (`make man`, `GeneratedManualTests`).
@Suite struct SimulationSettingTableTests {
    /// One example value of one setting, named for the test's output.
    struct Example: CustomTestStringConvertible, Sendable {
        var setting: SimulationSetting
        var text: String?
        var json: JSONValue
        var testDescription: String { "\(setting.key) = \(json.compactText)" }
    }

    static let examples: [Example] = SimulationSetting.all.flatMap { setting in
        setting.examples.map { Example(setting: setting, text: $0.text, json: $0.json) }
    }

    /// The settings a profile holding only `key: json` describes.
    static func profile(_ setting: SimulationSetting, _ json: JSONValue) throws -> SimulationSettings {
        var section = JSONObject()
        section.append(setting.name, json)
        var root = JSONObject()
        root.append("profile", .integer(AppProfile.version))
        root.append(setting.section ?? setting.key, setting.section == nil ? json : .object(section))
        let read = AppProfile.settings(from: .object(root), file: "p.json", start: SourceLocation(line: 1, column: 1))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        return try #require(read.settings)
    }

    @Test(arguments: SimulationSetting.all.map(\.key))
    func defaultIsSimulationSettingsDefault(_ key: String) throws {
        let setting = try #require(SimulationSetting.named(key))
        #expect(setting.json(SimulationSettings()) == setting.defaultJSON)
    }

    @Test(arguments: examples)
    func profileKeyWritesWhatItRead(_ example: Example) throws {
        let settings = try Self.profile(example.setting, example.json)
        #expect(example.setting.json(settings) == example.json)
        // --print-app's whole profile, read back, is the same profile.
        let printed = AppProfile.json(settings)
        let again = AppProfile.settings(from: printed, file: "printed.json", start: SourceLocation(line: 1, column: 1))
        #expect(again.diagnostics.isEmpty)
        #expect(try AppProfile.json(#require(again.settings)) == printed)
    }

    @Test(arguments: examples.filter { $0.setting.flag != nil && $0.text != nil })
    func flagGivesWhatTheProfileKeyGives(_ example: Example) throws {
        let flag = "--" + example.setting.flag!
        let arguments = example.setting.isSwitch ? [flag] : [flag, example.text!]
        let options = try OptionParser(SimulateCommand.options).parse(arguments)
        let fromFlag = SimulateCommand.settings(options)
        #expect(AppProfile.json(fromFlag) == AppProfile.json(try Self.profile(example.setting, example.json)))
    }

    @Test(arguments: examples.filter { $0.setting.scenarioKey != nil && $0.text != nil })
    func scenarioKeyGivesWhatTheProfileKeyGives(_ example: Example) throws {
        let line = [example.setting.scenarioKey!, example.text!].filter { !$0.isEmpty }.joined(separator: " ")
        let parsed = ScenarioParser(file: "s.scenario", directory: "", settings: SimulationSettings()).parse(
            line + "\nlaunch\n")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        let scenario = try #require(parsed.scenario)
        #expect(AppProfile.json(scenario.settings) == AppProfile.json(try Self.profile(example.setting, example.json)))
    }

    /// A bad text is refused the same way by the flag and the scenario line.
    @Test(arguments: SimulationSetting.all.filter { $0.flag != nil && !$0.isSwitch })
    func badTextIsRefusedByFlagAndScenario(_ setting: SimulationSetting) {
        #expect(setting.parse("no such value") == nil)
        #expect(
            throws: UsageError("invalid value 'bogus value' for '--\(setting.flag!)'; expected \(setting.flagExpected)")
        ) {
            try OptionParser(SimulateCommand.options).parse(["--" + setting.flag!, "bogus value"])
        }
        guard let key = setting.scenarioKey else { return }
        let parsed = ScenarioParser(file: "s", directory: "", settings: SimulationSettings()).parse(
            "\(key) bogus value\nlaunch\n")
        #expect(
            parsed.diagnostics.map(\.message) == [
                "invalid value 'bogus value' for '\(key)'; expected \(setting.scenarioExpected)"
            ])
    }

    /// Each flag of the table is one of `simulate`'s options, each scenario key a scenario setting.
    /// The values `pushroute session` tries for an explanation: every other value of a
    /// setting's domain, nearest the current one first, none outside the Leanplum release's
    /// pin, none for a setting whose values are not few; each applied, it reads back.
    @Test func alternativesAreTheOtherValuesNearestFirst() {
        let settings = SimulationSettings()
        let releases = SimulationSetting.leanplumSDK.alternatives(to: settings).map(\.value)
        #expect(releases.prefix(3) == [.string("6.6.0"), .string("6.5.0"), .string("6.4.2")])
        #expect(releases.count == LeanplumRelease.versions.count - 1 && !releases.contains(.string("6.6.1")))
        // Leanplum 6.6.1 pins CleverTap ~> 7.1: no release outside it is tried.
        let cleverTap = SimulationSetting.cleverTapSDK.alternatives(to: settings).map(\.value)
        #expect(!cleverTap.isEmpty && !cleverTap.contains(.string("7.0.1")) && !cleverTap.contains(.string("7.7.1")))
        #expect(
            SimulationSetting.start.alternatives(to: settings).map(\.value) == [.string("later"), .string("never")])
        #expect(SimulationSetting.cleverTapAccount.alternatives(to: settings).isEmpty)
        for setting in SimulationSetting.all {
            for alternative in setting.alternatives(to: settings) {
                #expect(setting.json(alternative.settings) == alternative.value, "\(setting.key)")
            }
        }
    }

    @Test func everyFlagAndScenarioKeyIsDeclared() {
        let names = SimulateCommand.options.map(\.name)
        for setting in SimulationSetting.all {
            if let flag = setting.flag { #expect(names.filter { $0 == flag }.count == 1, "--\(flag)") }
            if let key = setting.scenarioKey, key != "start" {
                #expect(ScenarioParser.settingWords.contains(key), "\(key)")
            }
        }
        #expect(Set(SimulationSetting.all.map(\.key)).count == SimulationSetting.all.count)
    }

    /// A scenario's profile that the command line's Leanplum release takes outside its
    /// CleverTap pin is an error at the `app` line's value, as it is for `--app` (usage error).
    @Test func scenarioProfileOutsideThePinAfterTheOptions() throws {
        let scratch = try Scratch()
        try scratch.write("app.json", #"{"profile": 1, "leanplum": {"sdk": "6.5.0"}, "clevertap": {"sdk": "7.0.1"}}"#)
        let parser = ScenarioParser(
            file: "s.scenario", directory: scratch.path(""), settings: SimulationSettings(),
            commandLine: { $0.leanplumSDK = LeanplumRelease("6.1.0")! })
        let parsed = parser.parse("app app.json\nlaunch\n")
        #expect(parsed.scenario == nil)
        #expect(
            parsed.diagnostics.map(\.message) == [
                "CleverTap 7.0.1 is outside Leanplum 6.1.0's pin '~> 5.0.1' (only 5.0.1)"
            ])
        #expect(parsed.diagnostics.map(\.location) == [SourceLocation(line: 1, column: 5)])
        let run = try CommandRunner.run([
            "simulate", "--app", scratch.path("app.json"), "--leanplum-sdk", "6.1.0", "--print-app",
        ])
        #expect(run.status == 64)
    }

    struct PinCase: Sendable, CustomTestStringConvertible {
        var text: String
        /// The error's line and column, or nil when the scenario is valid.
        var error: PushRouteCore.SourceLocation?
        var message: String?
        var testDescription: String { text.replacingOccurrences(of: "\n", with: " / ") }
    }

    /// A scenario's two releases are checked against the pin once all its settings are read:
    /// their order does not matter, and the error is at the last release setting.
    @Test(arguments: [
        PinCase(text: "leanplum-sdk 6.5.0\nclevertap-sdk 7.0.1\nlaunch\n", error: nil, message: nil),
        PinCase(text: "clevertap-sdk 7.0.1\nleanplum-sdk 6.5.0\nlaunch\n", error: nil, message: nil),
        PinCase(
            text: "clevertap-sdk 7.0.1\nleanplum-sdk 6.1.0\nlaunch\n",
            error: PushRouteCore.SourceLocation(line: 2, column: 14),
            message: "CleverTap 7.0.1 is outside Leanplum 6.1.0's pin '~> 5.0.1' (only 5.0.1)"),
        PinCase(
            text: "leanplum-sdk 6.5.0\nclevertap-sdk 5.0.1\nlaunch\n",
            error: PushRouteCore.SourceLocation(line: 2, column: 15),
            message: "CleverTap 5.0.1 is outside Leanplum 6.5.0's pin '~> 7.0' (7.0.0 to 7.7.1)"),
        PinCase(
            text: "clevertap-sdk 7.0.1\nlaunch\n", error: PushRouteCore.SourceLocation(line: 1, column: 15),
            message: "CleverTap 7.0.1 is outside Leanplum 6.6.1's pin '~> 7.1' (7.1.0 to 7.7.1)"),
    ])
    func scenarioReleasesCheckedTogether(_ testCase: PinCase) {
        let parsed = ScenarioParser(file: "s.scenario", directory: "", settings: SimulationSettings()).parse(
            testCase.text)
        #expect(parsed.diagnostics.map(\.location) == (testCase.error.map { [$0] } ?? []))
        #expect(parsed.diagnostics.map(\.message) == (testCase.message.map { [$0] } ?? []))
        #expect((parsed.scenario != nil) == (testCase.error == nil))
    }
}

extension SimulationSetting: CustomTestStringConvertible {
    public var testDescription: String { key }
}
