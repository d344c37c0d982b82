import Foundation
import Testing

/// `session` names the SDK releases its predictions modelled, as `simulate` does: in text after
/// each predicted outcome, in JSON as `leanplum_sdk` and `clevertap_sdk`.
@Suite struct SessionReleasesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var leanplum: String?
        var cleverTap: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // No --app: the model's defaults, the newest releases.
        .init(arguments: ["Tests/Fixtures/logs/session/cold-start-once.log"], leanplum: "6.6.1", cleverTap: "7.7.1"),
        // A Leanplum release chosen: the newest CleverTap release its pin allows, as simulate
        // names it (`simulate --leanplum-sdk 6.0.0`: Leanplum 6.0.0, CleverTap 4.1.6).
        .init(
            arguments: ["--leanplum-sdk", "6.0.0", "Tests/Fixtures/logs/session/cold-start-once.log"],
            leanplum: "6.0.0", cleverTap: "4.1.6"),
        // A CleverTap-only app links no Leanplum SDK.
        .init(
            arguments: [
                "--app", "Tests/Fixtures/logs/session/clevertap-only.json",
                "Tests/Fixtures/logs/session/clevertap-only.log",
            ], leanplum: nil, cleverTap: "7.7.1"),
    ]

    @Test(arguments: cases)
    func namedInJSONAndText(_ testCase: Case) throws {
        let json = try CommandRunner.run(["session", "--format", "json"] + testCase.arguments)
        let records = json.standardOutput.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(!records.isEmpty)
        for record in records {
            let record = try #require(record)
            #expect(record["leanplum_sdk"] as? String == testCase.leanplum, "\(record)")
            #expect(record["clevertap_sdk"] as? String == testCase.cleverTap, "\(record)")
        }
        let text = try CommandRunner.run(["session"] + testCase.arguments)
        let named =
            "(" + (testCase.leanplum.map { "Leanplum \($0)" } ?? "no Leanplum SDK") + ", "
            + (testCase.cleverTap.map { "CleverTap \($0)" } ?? "no CleverTap SDK") + ")\n"
        let predicted = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("  predicted: ") && !$0.hasPrefix("  predicted: none") }
        #expect(!predicted.isEmpty)
        #expect(predicted.allSatisfy { ($0 + "\n").hasSuffix(named) }, "\(predicted)")
    }
}
