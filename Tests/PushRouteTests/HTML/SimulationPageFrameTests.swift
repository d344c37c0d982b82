import Foundation
import Testing

@testable import PushRouteCLI
@testable import PushRouteSimulator

/// What frames a simulation page (issue 37): its one-line verdict first, worked out from
/// the cells it shows; a legend of its highlighting; long lines wrapped; a print style; and
/// a footer with the version and the date (`SOURCE_DATE_EPOCH`, else today).
@Suite struct SimulationPageFrameTests {
    /// The text of the first element with `class="NAME"`.
    static func text(ofClass name: String, in html: String) -> String? {
        guard let start = html.range(of: "class=\"\(name)\">") else { return nil }
        let rest = html[start.upperBound...]
        return rest.range(of: "</").map { String(rest[..<$0.lowerBound]) }
    }

    @Test func verdictComesFirstAndNamesTheDifferingCells() throws {
        let file = "samples/seed-clevertap.json"
        let html = SimulationComparisonTests.report([file])
        let header = try #require(html.range(of: "<header><h1>").map { html[$0.upperBound...] })
        // The verdict is the first paragraph of the page, before the settings and the legend.
        #expect(
            header.range(of: "<p class=\"verdict\">")!.lowerBound
                < header.range(of: "<p class=\"settings\">")!.lowerBound)
        let differing = try SimulationComparisonTests.differingCells(file)
        #expect(!differing.isEmpty)
        let verdict =
            "Differs in \(differing.count) of \(Cell.all.count) cells: "
            + differing.map(\.description).joined(separator: "; ")
        #expect(Self.text(ofClass: "verdict", in: html) == verdict)
    }

    /// Two releases that model a payload alike (the JSON comparison, which writes only the
    /// cells that differ, writes none): the page says so, in every cell.
    @Test func sameCallsSaysBothSidesAgree() throws {
        let arguments = ["--compare-sdk", "6.6.0,6.6.1", "samples/seed-leanplum.json"]
        #expect(try CommandRunner.run(["simulate", "--format", "json"] + arguments).standardOutput.isEmpty)
        let result = try CommandRunner.run(["simulate", "--format", "html"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            Self.text(ofClass: "verdict", in: result.standardOutput)
                == "Same calls in every cell (Leanplum 6.6.0 and Leanplum 6.6.1 agree in \(Cell.all.count) cells)")
    }

    /// A plain page: the cells where a warning arises, from the same results the JSON gives.
    @Test func plainVerdictNamesTheCellsWithWarnings() throws {
        let file = "samples/seed-clevertap.json"
        let html = try CommandRunner.run(["simulate", "--format", "html", file]).standardOutput
        let json = try CommandRunner.run(["simulate", "--format", "json", file]).standardOutput
        var warned: [String] = []
        for line in json.split(separator: "\n") {
            let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let codes = (record["warnings"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String != "note" }
                .compactMap { $0["code"] as? String }
            if !codes.isEmpty {
                warned.append("\(record["state"]!), \(record["event"]!) (" + codes.joined(separator: ", ") + ")")
            }
        }
        #expect(!warned.isEmpty)
        #expect(
            Self.text(ofClass: "verdict", in: html) == "Warnings in \(warned.count) of \(Cell.all.count) cells: "
                + warned.joined(separator: "; "))
    }

    /// A scenario's page speaks of the scenario, not of cells: its warnings as the JSON
    /// record gives them, and, compared, whether the JSON comparison wrote a differing pair.
    @Test(arguments: [
        "samples/scenario-cold-start.scenario", "samples/scenario-app-profile.scenario",
        "samples/scenario-extension.scenario",
    ])
    func scenarioVerdict(_ scenario: String) throws {
        let json = try CommandRunner.run(["simulate", "--format", "json", "--scenario", scenario]).standardOutput
        let record = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let raised = (record["warnings"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String != "note" }
            .compactMap { $0["code"] as? String }
        // Each code once, in the order first raised, with ×N when raised N times.
        var codes: [String] = []
        for code in raised where !codes.contains(code) { codes.append(code) }
        let listed = codes.map { code in
            let count = raised.filter { $0 == code }.count
            return count == 1 ? code : "\(code) ×\(count)"
        }
        let html = try CommandRunner.run(["simulate", "--format", "html", "--scenario", scenario]).standardOutput
        #expect(
            Self.text(ofClass: "verdict", in: html)
                == (codes.isEmpty
                    ? "No warnings in the scenario" : "Warnings in the scenario: " + listed.joined(separator: ", ")))
        let compare = ["--compare-sdk", "5.0.0,6.6.1", "--scenario", scenario]
        let differs = try !CommandRunner.run(["simulate", "--format", "json"] + compare).standardOutput.isEmpty
        let page = try CommandRunner.run(["simulate", "--format", "html"] + compare).standardOutput
        let sides = "Leanplum 5.0.0 and Leanplum 6.6.1"
        #expect(
            Self.text(ofClass: "verdict", in: page)
                == (differs
                    ? "Differs in the scenario (between \(sides))"
                    : "Same calls in the scenario (\(sides) agree in the scenario)"))
    }

    @Test func footerGivesTheVersionAndTheSourceDate() throws {
        let html = try CommandRunner.run(["simulate", "--format", "html", "samples/seed-clevertap.json"]).standardOutput
        #expect(
            html.hasSuffix(
                "<footer class=\"muted\">Written by pushroute \(CommandLineTool.version) on \(ReportDateForTests.date).</footer>\n</main>\n</body>\n</html>\n"
            ))
        let epoch = try CommandRunner.run(
            ["simulate", "--format", "html", "samples/seed-clevertap.json"], environment: ["SOURCE_DATE_EPOCH": "0"])
        #expect(epoch.standardOutput.contains("on 1970-01-01.</footer>"))
    }

    /// Long payload lines wrap instead of being clipped; a print style; a comparison's
    /// legend explains its highlighting.
    @Test func wrappingPrintStyleAndLegend() throws {
        let html = SimulationComparisonTests.report(["samples/seed-clevertap.json"])
        #expect(html.contains("pre{") && html.contains("white-space:pre-wrap;overflow-wrap:anywhere"))
        #expect(html.contains("@media print{"))
        let legend = try #require(html.range(of: "<ul class=\"legend\">").map { html[$0.lowerBound...] })
        #expect(
            legend.prefix(while: { $0 != "\n" }).contains(
                "<span class=\"differs\">orange cells</span> in the table: the two sides differ there"))
    }
}
