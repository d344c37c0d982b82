import Foundation
import PushRouteCore
import PushRouteSession
import PushRouteSimulator
import Testing

/// `session --format html` (pushroute(1), SESSION; docs/logs.md, "Why did this push do
/// that?"): the whole page of a few sessions, what a hostile log can put in it, and, in
/// headless Chromium, one diagram per predicted push with one arrow per step of its replay.
@Suite struct SessionHTMLTests {
    static let folder = SessionTests.folder

    /// The golden session (four pushes: as predicted, not delivered with no prediction), a
    /// difference with one explanation, one that several explain, one with a step behind it
    /// marked, and two logs merged.
    static let cases: [GoldenCase] = [
        GoldenCase(
            name: "session-html", arguments: ["session", "--format", "html", folder + "session.log"], status: 1),
        GoldenCase(
            name: "explained-once-html",
            arguments: ["session", "--format", "html", "--migration", "lp", folder + "background-tap.log"],
            status: 1),
        GoldenCase(
            name: "explained-several-html", arguments: ["session", "--format", "html", folder + "cold-start-once.log"],
            status: 1),
        // The steps behind the differing count marked in the predicted diagram.
        GoldenCase(
            name: "marked-html",
            arguments: ["session", "--format", "html", folder + "cold-start-clevertap-twice.log"], status: 1),
        GoldenCase(
            name: "merged-html",
            arguments: ["session", "--format", "html", folder + "merged-ios-console.txt", folder + "merged-xcode.log"],
            status: 1),
    ]

    @Test(arguments: cases)
    func golden(_ testCase: GoldenCase) throws {
        try testCase.check(in: "session")
    }

    /// The page says what the text says: the same verdicts, in the same order, and the notes on
    /// standard error are the text format's.
    @Test func sameVerdictsAndNotesAsText() throws {
        let log = Self.folder + "second-tap.log"
        let text = try CommandRunner.run(["session", "--leanplum-sdk", "6.1.0", log])
        let html = try CommandRunner.run(["session", "--format", "html", "--leanplum-sdk", "6.1.0", log])
        #expect(html.status == text.status)
        #expect(html.standardError == text.standardError)
        let verdicts = text.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
            $0.split(separator: " ")[1]
        }
        #expect(verdicts == ["as-predicted", "differs"])
        #expect(html.standardOutput.contains("<p class=\"verdict\">2 pushes: 1 as predicted, 1 differs</p>"))
        let badges = try ParsedHTML(html.standardOutput).text
        #expect(badges.contains("as predicted handler clevertap, state not-running, event open"))
        #expect(badges.contains("differs handler clevertap, state background, event open"))
    }

    /// A log written by a stranger: markup, quotes, control characters and bidirectional
    /// marks in the app's lines, in the payload it prints, and in the log's name.
    static let hostileName = #"x"<svg onload=alert(9)>‮.log"#
    static func hostileLog() throws -> String {
        let log = try readText(CommandRunner.root.appendingPathComponent(folder + "background-tap.log").path)
        return log.replacingOccurrences(of: "shop://offers/42", with: "<script>alert(1)</script>")
            .replacingOccurrences(of: "20% off today", with: "</svg><img src=x onerror=alert(2)>")
            .replacingOccurrences(
                of: "response action com.apple.UNNotificationDefaultActionIdentifier",
                with:
                    "response action com.apple.UNNotificationDefaultActionIdentifier \"><iframe src=//evil>'\u{1B}]0;title\u{07}\u{2066}"
            )
    }

    static func hostilePage() throws -> String {
        let directory = try Chromium.temporaryDirectory("pushroute-session-html-")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(hostileName)
        try hostileLog().write(to: file, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["session", "--format", "html", file.path])
        #expect(result.status <= 1, "\(result.standardError)")
        return result.standardOutput
    }

    /// Every byte of the log reaches the page as text: no element or attribute from it, the
    /// hostile text shown as text, and no hidden character.
    @Test func hostileLogIsShownAsText() throws {
        let html = try Self.hostilePage()
        let parsed = try ParsedHTML(html)
        let tags = Set(parsed.elements.map(\.tag))
        #expect(
            tags.isSubset(of: HTMLEscapingTests.allowedElements),
            "\(tags.subtracting(HTMLEscapingTests.allowedElements))")
        let attributes = Set(parsed.elements.flatMap { $0.attributes.map(\.name) })
        #expect(
            attributes.isSubset(of: HTMLEscapingTests.allowedAttributes),
            "\(attributes.subtracting(HTMLEscapingTests.allowedAttributes))")
        for element in parsed.elements {
            for (attribute, value) in element.attributes {
                #expect(!(value ?? "").contains("alert("), "<\(element.tag) \(attribute)=\(value ?? "")>")
                if attribute == "href" { #expect(value?.hasPrefix("#") == true) }
            }
        }
        for shown in [
            "<script>alert(1)</script>", "</svg><img src=x onerror=alert(2)>",
            #""><iframe src=//evil>'\u001B]0;title\u0007\u2066"#,
            #"x"<svg onload=alert(9)>\u202E.log"#,
        ] {
            #expect(parsed.text.contains(shown), "not shown as text: \(shown)")
        }
        // The lines are shown: the deep link's line, the payload normalized, the log's name.
        #expect(parsed.text.contains("Firing deep link: <script>alert(1)</script>"))
        let hidden = html.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(hidden.isEmpty, "\(hidden.map { String($0.value, radix: 16) })")
    }

    /// The page quotes the pushes' and events' lines, kept while the log is read a line at a
    /// time, and only for it: each such line's text, a long one cut at 400 characters.
    @Test func linesKeptForThePageOnly() throws {
        let log = try readText(CommandRunner.root.appendingPathComponent(Self.folder + "session.log").path)
        let long = log.replacingOccurrences(
            of: "for notification C3C3-0003\n",
            with: "for notification C3C3-0003 " + String(repeating: "x", count: 1_000) + "\n")
        let read = SessionLogReading.read(Array(long.utf8), file: "session.log", keepingLines: true)
        let quoted = Set(read.events.map(\.location.line) + read.pushes.map(\.start.line))
        #expect(Set(read.lineTexts.keys) == quoted)
        let lines = long.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, text) in read.lineTexts where number != 7 {
            #expect(text == String(lines[number - 1]), "line \(number)")
        }
        let cut = try #require(read.lineTexts[7])
        #expect(cut.count == 401 && cut.hasSuffix("x…") && lines[6].hasPrefix(cut.dropLast()))
        #expect(SessionLogReading.read(Array(long.utf8), file: "session.log").lineTexts.isEmpty)
    }

    /// The steps of each push's replay, as the library replays the session with the settings
    /// the command uses without `--app` (the SDK defaults): what each diagram must draw.
    static func replays(_ log: String, settings: SimulationSettings = SimulationSettings()) throws -> [String: Int] {
        let bytes = Array(try Data(contentsOf: CommandRunner.root.appendingPathComponent(log)))
        let analysis = SessionLogReading.analyze(
            [SessionLogReading.read(bytes, file: log)], settings: settings, keepingTraces: true)
        var steps: [String: Int] = [:]
        for push in analysis.pushes {
            guard let result = push.replayed, let cell = result.push.map({ Cell($0.state, $0.event) }) else { continue }
            steps["predicted sequence diagram of \(push.episode.file):\(push.episode.line): \(cell)"] =
                result.trace.count
        }
        return steps
    }
}

/// The session page in headless Chromium (`BrowserTests`' way): it opens without a console
/// message, its verdict is its first paragraph and its footer its last element, and each
/// predicted push has one diagram with as many arrows as its replay has steps.
@Suite(.serialized, .enabled(if: Chromium.available, Chromium.skipReason))
struct SessionHTMLBrowserTests {
    @Test(arguments: ["session.log", "second-tap.log", "cold-start-once.log"])
    func diagramsMatchTheReplay(_ name: String) throws {
        let log = SessionHTMLTests.folder + name
        let directory = try Chromium.temporaryDirectory("pushroute-session-browser-")
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("session.html")
        try CommandRunner.run(["session", "--format", "html", log]).standardOutput.write(
            to: page, atomically: true, encoding: .utf8)
        let opened = try Chromium.open([page])
        #expect(opened.first?.console.isEmpty == true, "\(opened.first?.console.map { $0.text ?? "" } ?? [])")
        let dom = try Chromium.dumpDOM(page)
        let parsed = try ParsedHTML(dom)
        #expect(parsed.elements.first { $0.tag == "p" }?.attributes.contains { $0 == ("class", "verdict") } == true)
        #expect(parsed.elements.last?.tag == "footer")
        let drawn = try ParsedHTML.diagrams(dom)
        let expected = try SessionHTMLTests.replays(log)
        #expect(!expected.isEmpty)
        #expect(Dictionary(drawn.map { ($0.title, $0.arrows) }, uniquingKeysWith: { first, _ in first }) == expected)
        #expect(drawn.allSatisfy { $0.calls.count == $0.arrows }, "a call over every arrow")
    }
}
