import Foundation
import Testing

/// `simulate --format html` over many payloads: a diagram the page already draws is linked
/// to, not drawn again; the contents list names each payload's owner and warnings.
@Suite struct ManyPayloadsReportTests {
    static func report(_ arguments: [String], input: Data? = nil) throws -> String {
        let result = try CommandRunner.run(["simulate", "--format", "html"] + arguments, input: input)
        #expect(result.status == 0)
        return result.standardOutput
    }

    /// The same payload twice: the second payload's six cells link to the first's diagrams,
    /// and every link names a diagram the page draws.
    @Test func identicalCellsAreDrawnOnceAndLinked() throws {
        let html = try Self.report(["samples/seed-clevertap.json", "samples/seed-clevertap.json"])
        let drawn = try ParsedHTML.diagrams(html).map(\.title)
        let same = try ParsedHTML.sameDiagrams(html)
        #expect(drawn.count == 6)
        #expect(same.count == 6)
        #expect(Set(same.map(\.drawn_as)).isSubset(of: Set(drawn)))
        #expect(same.allSatisfy { $0.title == $0.drawn_as })  // one file twice: the same titles
        #expect(Set(drawn).count == drawn.count)
    }

    /// Payloads that share a cell's trace (two payloads without `content-available`, not
    /// running, receive: no app code runs) share its diagram.
    @Test func cellsOfDifferentPayloadsShareADiagram() throws {
        let html = try Self.report(["samples/seed-clevertap.json", "samples/clevertap-no-account.json"])
        let same = try ParsedHTML.sameDiagrams(html)
        #expect(
            same.contains {
                $0.title == "sequence diagram of samples/clevertap-no-account.json: not-running, receive"
                    && $0.drawn_as == "sequence diagram of samples/seed-clevertap.json: not-running, receive"
            })
    }

    /// The contents list: totals, then each payload with its owner and its warnings by name.
    @Test func contentsListNamesOwnersAndWarnings() throws {
        let html = try Self.report(["samples/seed-clevertap.json", "samples/both-sdks.json"])
        let nav = try #require(
            html.firstRange(of: "<nav>").flatMap { start in
                html[start.lowerBound...].firstRange(of: "</nav>").map { html[start.lowerBound..<$0.upperBound] }
            })
        #expect(
            nav.contains(
                #"<p class="totals">2 payloads (leanplum 1, clevertap 1); 4 warnings: <span class="warn">both-sdks ×3, click-without-tap</span></p>"#
            ))
        #expect(
            nav.contains(
                ##"<a href="#payload-1">samples/seed-clevertap.json</a> <span class="owner clevertap">clevertap</span> <span class="warn">click-without-tap</span>"##
            ))
        #expect(
            nav.contains(
                ##"<a href="#payload-2">samples/both-sdks.json</a> <span class="owner leanplum">leanplum</span> <span class="warn">both-sdks ×3</span>"##
            ))
        // Notes are not counted: no-wake and not-tappable appear in no total.
        #expect(!nav.contains("no-wake") && !nav.contains("not-tappable"))
    }

    /// 1 000 payloads, the samples' payloads over and over (one per line, as a campaign's
    /// export repeats its templates): the page stays under 10 MB.
    @Test func thousandRepeatedPayloadsStayUnderTenMegabytes() throws {
        let templates = try [
            "seed-clevertap.json", "seed-leanplum.json", "both-sdks.json", "clevertap-no-account.json",
            "leanplum-no-occurrence.json", "silent-background.json", "firebase.json", "clevertap-rich-media.json",
        ].map { name in
            let data = try Data(contentsOf: CommandRunner.root.appendingPathComponent("samples/" + name))
            let value = try JSONSerialization.jsonObject(with: data)
            return String(
                decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
        }
        let lines = (0..<1000).map { templates[$0 % templates.count] }
        let result = try CommandRunner.run(
            ["simulate", "--format", "html", "-"], input: Data((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 0)
        #expect(result.outputBytes.count < 10_000_000, "\(result.outputBytes.count) bytes")
        #expect(try ParsedHTML.diagrams(result.standardOutput).count < 100)
    }

    /// 1 000 distinct generated payloads (`bench/gen_corpus.py 1000`, as `make bench-html`
    /// measures them): the page stays under 10 MB (about 8.6 MB; 17.5 MB when every step was
    /// drawn in full), every step's shape is drawn once, and each diagram places its steps.
    /// A hang is ended by `CommandRunner`'s deadline on each child (`ProcessDeadline`), not by
    /// `.timeLimit`, which also counts the time the test waits for a thread of the test pool.
    @Test func thousandDistinctPayloadsStayUnderTenMegabytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("corpus-1000.ndjson")
        let generated = try CommandRunner.run(["python3", "bench/gen_corpus.py", "1000"], executable: "/usr/bin/env")
        try generated.standardOutput.write(to: corpus, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["simulate", "--format", "html", corpus.path])
        #expect(result.status == 1, "the corpus holds broken lines")
        #expect(result.outputBytes.count < 10_000_000, "\(result.outputBytes.count) bytes")
        let html = result.standardOutput
        let shapes = html.matches(of: /<g id="s\d+">/).count
        let placed = html.matches(of: /<use href="#s\d+" y="/).count
        #expect(shapes > 0 && placed > 4 * shapes, "\(placed) steps placed, \(shapes) shapes drawn")
    }
}
