import Foundation
import Testing

@testable import PushRouteCLI

/// What frames a classify page (issue 37), as a simulation page is framed: its one-line
/// verdict first, counted from the payloads it lists, and a footer with the version and the date.
@Suite struct ClassifyPageFrameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var verdict: String
        var testDescription: String { verdict }
    }

    static let cases: [Case] = [
        .init(input: #"{"_lpm":1,"aps":{}}"#, verdict: "The payload reaches an SDK"),
        .init(input: #"{"_lpm":1,"aps":{}} {"wzrk_id":"1_2","aps":{}}"#, verdict: "Every payload reaches an SDK"),
        .init(input: #"{"aps":{"alert":"x"}}"#, verdict: "The payload reaches no SDK"),
        .init(
            input: #"{"_lpm":1,"aps":{}} {"aps":{}} {"x":1} {"aps": }"#,
            verdict: "2 of 4 payloads reach no SDK; 1 could not be read"),
        .init(
            input: #"{"_lpm":1,"aps":{}} {"aps":{"alert":"x"}} {"a": }"#,
            verdict: "1 of 3 payloads reaches no SDK; 1 could not be read"),
    ]

    @Test(arguments: cases)
    func verdictOpensThePage(_ testCase: Case) throws {
        let result = try CommandRunner.run(["classify", "--format", "html"], input: Data(testCase.input.utf8))
        let html = result.standardOutput
        let header = try #require(html.range(of: "<header><h1>").map { html[$0.upperBound...] })
        #expect(header.hasPrefix("pushroute classify: "))
        #expect(SimulationPageFrameTests.text(ofClass: "verdict", in: html) == testCase.verdict)
        #expect(
            html.hasSuffix(
                "<footer class=\"muted\">Written by pushroute \(CommandLineTool.version) on \(ReportDateForTests.date).</footer>\n</main>\n</body>\n</html>\n"
            ))
    }
}
