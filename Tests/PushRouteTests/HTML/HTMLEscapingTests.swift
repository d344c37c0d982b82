import Foundation
import Testing

/// Payloads come from strangers: whatever they hold, the HTML reports hold it as text. The
/// reports of hostile payloads are read by a real HTML parser, which must find only the
/// elements and attributes the reports write themselves, and the hostile text as text.
@Suite struct HTMLEscapingTests {
    /// Markup, a closing `</svg>` and `</title>`, quotes of both kinds, control characters
    /// and bidirectional marks, in keys, values, the deep link, the account (which the
    /// trace's notes quote) and the file name.
    static let hostile = #"""
        {"aps":{"alert":{"title":"<script>alert(1)</script>","body":"</svg><img src=x onerror=alert(2)>"}},
         "wzrk_acct_id":"\"><svg onload=alert(3)>'",
         "wzrk_dl":"javascript:alert('4')\u0001\u0007\u001b[31m\u0085",
         "wzrk_id":"\u202Eevil\u200F\u2066<b>bold</b>",
         "<script>key</script>":"' onmouseover='alert(5)",
         "W$x":"&lt;already&gt; &amp; </title></text></tspan></svg></figure><iframe src=//evil>"}
        """#
    /// The same, pasted broken: the repairs and the source lines under them quote it too.
    static let pasted = #"""
        {aps: {alert: '<script>alert(6)</script>'},
         wzrk_acct_id: '"><svg onload=alert(7)>', wzrk_dl: </svg><b>, }
        """#
    static let scenario = #"""
        migration lp+ct
        tap {"aps":{"alert":"<script>alert(8)</script>"},"wzrk_acct_id":"</svg>\u202E"}
        """#
    static let fileName = #"x"<svg onload=alert(9)>‮.json"#

    /// What the reports may contain: the elements and attributes they write themselves.
    static let allowedElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "main", "header", "footer", "h1", "h2", "h3", "p", "ul", "ol",
        "li",
        "span", "code", "pre", "nav", "a", "section", "div", "table", "thead", "tbody", "tr", "th", "td", "figure",
        "figcaption", "svg", "defs", "g", "use", "rect", "line", "path", "text", "tspan", "input", "label", "details",
        "summary",
    ]
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "http-equiv", "content", "name", "class", "id", "href", "style", "xmlns", "viewbox", "width",
        "height", "role", "x", "y", "x1", "y1", "x2", "y2", "d", "rx", "dy", "rowspan", "colspan", "type", "for",
        "aria-label", "aria-hidden", "checked",
    ]

    /// Writes the hostile inputs to a fresh directory and runs `body` there.
    static func withInputs(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try hostile.write(to: directory.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
        try pasted.write(to: directory.appendingPathComponent("pasted.txt"), atomically: true, encoding: .utf8)
        try scenario.write(to: directory.appendingPathComponent("hostile.scenario"), atomically: true, encoding: .utf8)
        try body(directory)
    }

    static func reports(in directory: URL) throws -> [(String, String, Int)] {
        let payloads = [
            directory.appendingPathComponent(fileName).path, directory.appendingPathComponent("pasted.txt").path,
        ]
        let simulate = try CommandRunner.run(["simulate", "--format", "html"] + payloads)
        let classify = try CommandRunner.run(["classify", "--format", "html"] + payloads)
        let scenario = try CommandRunner.run([
            "simulate", "--format", "html", "--scenario", directory.appendingPathComponent("hostile.scenario").path,
        ])
        #expect(simulate.status == 0 && classify.status == 0 && scenario.status == 0)
        return [
            ("simulate", simulate.standardOutput, 12), ("classify", classify.standardOutput, 0),
            ("scenario", scenario.standardOutput, 1),
        ]
    }

    @Test func hostilePayloadsAddNoElementOrAttribute() throws {
        try Self.withInputs { directory in
            for (name, html, diagrams) in try Self.reports(in: directory) {
                let parsed = try ParsedHTML(html)
                let tags = Set(parsed.elements.map(\.tag))
                #expect(tags.isSubset(of: Self.allowedElements), "\(name): \(tags.subtracting(Self.allowedElements))")
                let attributes = Set(parsed.elements.flatMap { $0.attributes.map(\.name) })
                #expect(
                    attributes.isSubset(of: Self.allowedAttributes),
                    "\(name): \(attributes.subtracting(Self.allowedAttributes))")
                // A cell is drawn, or links to the same diagram drawn for another (the hidden
                // <svg class="shapes"> holds the shapes the diagrams share).
                let drawn = parsed.elements.filter {
                    $0.tag == "svg" && $0.attributes.contains { $0 == ("class", "sequence") }
                }
                let cells = drawn.count + (try ParsedHTML.sameDiagrams(html)).count
                #expect(cells == diagrams, "\(name): no diagram closed early")
                for element in parsed.elements {
                    for (attribute, value) in element.attributes {
                        #expect(
                            !(value ?? "").contains("alert("), "\(name): <\(element.tag) \(attribute)=\(value ?? "")>")
                        if attribute == "href" { #expect(value?.hasPrefix("#") == true) }
                    }
                }
            }
        }
    }

    @Test func hostileTextIsShownAsText() throws {
        try Self.withInputs { directory in
            let reports = try Self.reports(in: directory)
            let simulate = try ParsedHTML(reports[0].1).text
            for shown in [
                "<script>alert(1)</script>", "</svg><img src=x onerror=alert(2)>", #""><svg onload=alert(3)>'"#,
                "<script>key</script>",
                "&lt;already&gt; &amp; </title></text></tspan></svg></figure><iframe src=//evil>",
                #"\u202Eevil\u200F\u2066<b>bold</b>"#, #"\u0001\u0007\u001B[31m\u0085"#, "<script>alert(6)</script>",
            ] {
                #expect(simulate.contains(shown), "not shown as text: \(shown)")
            }
            #expect(
                try ParsedHTML(reports[1].1).text.contains(#"x"<svg onload=alert(9)>\u202E.json"#),
                "the file name, in classify")
            #expect(try ParsedHTML(reports[2].1).text.contains("<script>alert(8)</script>"))
        }
    }

    /// No control character but line feeds, and no bidirectional formatting character, gets
    /// into a report: they are written as visible escapes.
    @Test func noHiddenCharactersGetThrough() throws {
        try Self.withInputs { directory in
            for (name, html, _) in try Self.reports(in: directory) {
                let hidden = html.unicodeScalars.filter { scalar in
                    (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                        || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value)
                        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                }
                #expect(hidden.isEmpty, "\(name): \(hidden.map { String($0.value, radix: 16) })")
            }
        }
    }
}
