import Foundation
import Testing

@testable import PushRouteCLI

/// The HTML reports in a real browser: headless Chromium opens the report of every sample
/// (and of the comparison view, hostile payloads and 10 000 payloads) without a console
/// message, its DOM has one arrow per step of the trace `simulate --format json` gives, and
/// the classify table sorts when a heading is clicked.
@Suite(.serialized, .enabled(if: Chromium.available, Chromium.skipReason))
struct BrowserTests {
    static let samples = CommandRunner.root.appendingPathComponent("samples")

    /// The payload samples, as `make demo` lists them.
    static func payloadSamples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
            .filter { ["json", "txt", "apns", "ndjson"].contains(($0 as NSString).pathExtension) }
            .map { "samples/" + $0 }
    }

    static func scenarioSamples() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
            .filter { $0.hasSuffix(".scenario") }.map { "samples/" + $0 }
    }

    /// Runs pushroute and writes its standard output to `name` in `directory`.
    @discardableResult
    static func write(_ arguments: [String], to name: String, in directory: URL) throws -> URL {
        let result = try CommandRunner.run(arguments)
        #expect(result.status <= 1, "\(arguments): \(result.standardError)")
        let file = directory.appendingPathComponent(name)
        try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func inDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try Chromium.temporaryDirectory("pushroute-browser-")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func everyReportOpensWithoutConsoleMessages() throws {
        try Self.inDirectory { directory in
            var pages = [
                try Self.write(
                    ["simulate", "--format", "html"] + Self.payloadSamples(), to: "samples.html", in: directory),
                try Self.write(
                    ["classify", "--format", "html"] + Self.payloadSamples(), to: "classify.html", in: directory),
            ]
            for (index, scenario) in try Self.scenarioSamples().enumerated() {
                pages.append(
                    try Self.write(
                        ["simulate", "--format", "html", "--scenario", scenario], to: "scenario-\(index).html",
                        in: directory))
            }
            let comparison = directory.appendingPathComponent("comparison.html")
            try SimulationComparisonTests.report(["samples/seed-clevertap.json", "samples/seed-leanplum.json"])
                .write(to: comparison, atomically: true, encoding: .utf8)
            pages.append(comparison)
            try HTMLEscapingTests.withInputs { inputs in
                for (name, html, _) in try HTMLEscapingTests.reports(in: inputs) {
                    let file = directory.appendingPathComponent("hostile-\(name).html")
                    try html.write(to: file, atomically: true, encoding: .utf8)
                    pages.append(file)
                }
            }
            let opened = try Chromium.open(pages)
            #expect(opened.count == pages.count)
            for page in opened {
                #expect(
                    page.console.isEmpty, "\(page.file): \(page.console.map { "\($0.level ?? ""): \($0.text ?? "")" })")
            }
        }
    }

    /// Each diagram in Chromium's DOM has as many arrows as its trace has steps, each step
    /// with the trace's call, and as many warning bands as it has warnings; a cell whose
    /// diagram the page already draws links to it, and that one matches its trace.
    @Test func diagramsMatchTheTracesStepForStep() throws {
        try Self.inDirectory { directory in
            var expected: [String: Drawing] = [:]
            var pages: [URL] = []
            let samples = try Self.payloadSamples()
            pages.append(try Self.write(["simulate", "--format", "html"] + samples, to: "samples.html", in: directory))
            try Self.traces(
                try CommandRunner.run(["simulate", "--format", "json"] + samples).standardOutput, into: &expected)
            for (index, scenario) in try Self.scenarioSamples().enumerated() {
                pages.append(
                    try Self.write(
                        ["simulate", "--format", "html", "--scenario", scenario], to: "scenario-\(index).html",
                        in: directory))
                let json = try CommandRunner.run(["simulate", "--format", "json", "--scenario", scenario])
                    .standardOutput
                try Self.traces(json, into: &expected)
            }
            var drawn: [String: Drawing] = [:]
            var drawnAs: [String: String] = [:]
            for page in pages {
                let dom = try Chromium.dumpDOM(page)
                for diagram in try ParsedHTML.diagrams(dom) {
                    #expect(drawn[diagram.title] == nil, "drawn twice: \(diagram.title)")
                    #expect(diagram.calls.count == diagram.arrows, "a call over every arrow: \(diagram.title)")
                    drawn[diagram.title] = Drawing(
                        arrows: diagram.arrows, warnings: diagram.warnings, calls: diagram.calls)
                }
                for same in try ParsedHTML.sameDiagrams(dom) { drawnAs[same.title] = same.drawn_as }
            }
            #expect(Set(drawn.keys).union(drawnAs.keys) == Set(expected.keys))
            #expect(Set(drawn.keys).isDisjoint(with: drawnAs.keys))
            for (title, trace) in expected {
                let shown = drawn[title] ?? drawnAs[title].flatMap { drawn[$0] }
                #expect(shown?.arrows == trace.arrows, "arrows of \(title)")
                #expect(shown?.warnings == trace.warnings, "warnings of \(title)")
                // Wrapping cut the calls into lines: compare them without their spaces.
                #expect(
                    shown?.calls.map(Self.withoutSpaces) == trace.calls.map(Self.withoutSpaces), "calls of \(title)")
            }
        }
    }

    /// The frame of a comparison page as Chromium builds it (issue 37): the verdict is the
    /// page's first paragraph and says what the page's cells show, the legend explains the
    /// highlighted cells, and the footer, with the version and the date, closes the page.
    @Test func comparisonPageFrameInTheDOM() throws {
        try Self.inDirectory { directory in
            let file = "samples/seed-clevertap.json"
            let page = directory.appendingPathComponent("comparison.html")
            try SimulationComparisonTests.report([file]).write(to: page, atomically: true, encoding: .utf8)
            let dom = try ParsedHTML(try Chromium.dumpDOM(page))
            let isVerdict = { (element: ParsedHTML.Element) in
                element.attributes.contains { $0 == ("class", "verdict") }
            }
            #expect(dom.elements.first { $0.tag == "p" }.map(isVerdict) == true)
            let differing = try SimulationComparisonTests.differingCells(file)
            #expect(dom.text.contains("Differs in \(differing.count) of 6 cells: "))
            #expect(dom.text.contains("orange cells in the table: the two sides differ there"))
            #expect(dom.elements.last?.tag == "footer")
            #expect(dom.text.contains("Written by pushroute \(CommandLineTool.version) on "))
        }
    }

    /// What a diagram shows, or a trace should show.
    struct Drawing {
        var arrows: Int
        var warnings: Int
        var calls: [String]
    }

    static func withoutSpaces(_ text: String) -> String { text.filter { $0 != " " } }

    /// The diagram titles `simulate --format json`'s records stand for, with their steps and warnings.
    static func traces(_ json: String, into expected: inout [String: Drawing]) throws {
        for line in json.split(separator: "\n") {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let input = try #require(record["input"] as? String)
            let trace = try #require(record["trace"] as? [[String: Any]])
            let warnings = try #require(record["warnings"] as? [Any])
            let title: String
            if let state = record["state"] as? String, let event = record["event"] as? String,
                let number = record["line"] as? Int
            {
                title = "sequence diagram of \(number > 1 ? "\(input):\(number)" : input): \(state), \(event)"
            } else {
                title = "sequence diagram of \(input): scenario"
            }
            expected[title] = Drawing(
                arrows: trace.count, warnings: warnings.count, calls: trace.map { $0["call"] as? String ?? "" })
        }
    }

    /// The screenshot the README shows is made the same way (`make screenshot`).
    @Test func screenshotOfTheSeedCleverTapReport() throws {
        try Self.inDirectory { directory in
            let page = try Self.write(
                ["simulate", "--format", "html", "samples/seed-clevertap.json"], to: "seed.html", in: directory)
            let png = directory.appendingPathComponent("seed.png")
            let opened = try Chromium.open(
                [page], options: ["--screenshot", png.path, "--full-page", "--max-height", "1700"])
            #expect(opened.first?.console.isEmpty == true)
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 1280 && height == 1700)
            #expect(bytes.count > 50_000, "more than a blank page")
        }
    }

    /// The seed's rich push with CleverTap's starter extension: Chromium draws the extension's
    /// lifelines, labelled as its own process, every step of every cell, and a screenshot.
    @Test func extensionLaneInTheSeedReport() throws {
        try Self.inDirectory { directory in
            let options = ["--extension", "ct-media+viewed", "samples/seed-clevertap.json"]
            let page = try Self.write(["simulate", "--format", "html"] + options, to: "extension.html", in: directory)
            let dom = try Chromium.dumpDOM(page)
            #expect(dom.contains("NotificationService [extension process]"))
            #expect(dom.contains("ExtensionCleverTap [extension process]"))
            var expected: [String: Drawing] = [:]
            try Self.traces(
                try CommandRunner.run(["simulate", "--format", "json"] + options).standardOutput, into: &expected)
            let diagrams = try ParsedHTML.diagrams(dom)
            #expect(diagrams.count == 6)
            for diagram in diagrams {
                #expect(diagram.arrows == expected[diagram.title]?.arrows, "arrows of \(diagram.title)")
                #expect(diagram.calls.map(Self.withoutSpaces) == expected[diagram.title]?.calls.map(Self.withoutSpaces))
            }
            let png = directory.appendingPathComponent("extension.png")
            let opened = try Chromium.open(
                [page], options: ["--screenshot", png.path, "--full-page", "--max-height", "1700"])
            #expect(opened.first?.console.isEmpty == true)
            let bytes = try Data(contentsOf: png)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
            #expect(bytes.count > 50_000, "more than a blank page")
        }
    }

    /// 10 000 payloads in one classify table: under 10 MB, every row in Chromium's DOM, and
    /// each heading, clicked, shows the rows in its order. The time it took is printed
    /// (`make bench-html` measures it for bench/RESULTS.md).
    @Test func classifyTableOf10000Payloads() throws {
        try Self.inDirectory { directory in
            let corpus = directory.appendingPathComponent("corpus.ndjson")
            let generated = try CommandRunner.run(
                ["python3", "bench/gen_corpus.py", "10000"], executable: "/usr/bin/env")
            try generated.standardOutput.write(to: corpus, atomically: true, encoding: .utf8)
            let page = directory.appendingPathComponent("table.html")
            let result = try CommandRunner.run([
                "classify", "--lines", "--format", "html", "--output", page.path, corpus.path,
            ])
            #expect(result.status == 1, "the corpus holds broken lines")
            let size = try #require(try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int)
            #expect(size < 10_000_000)
            #expect(try ParsedHTML.rows(try Chromium.dumpDOM(page)) == [10_000])
            let sorts = ["sort-owner:--o", "sort-repairs:--r", "sort-input:"]
            let opened = try #require(try Chromium.open([page], options: sorts.flatMap { ["--sort", $0] }).first)
            #expect(opened.console.isEmpty)
            #expect(opened.sorted?.count == sorts.count)
            for sort in opened.sorted ?? [] {
                #expect(sort.checked && sort.rows == 10_000 && sort.in_order, "\(sort.radio)")
            }
            print("classify table of 10000 payloads: \(size) bytes, opened and painted in \(opened.seconds) s")
        }
    }
}
