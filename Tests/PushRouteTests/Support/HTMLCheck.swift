import Foundation
import Testing

/// An HTML report read by a real HTML parser: `Tests/Browser/htmlcheck.py`, Python's
/// html.parser, run on the report's text (or on Chromium's DOM dump of it).
struct ParsedHTML {
    struct Element {
        var tag: String
        var attributes: [(name: String, value: String?)]
    }

    var elements: [Element]
    /// The text of every text node, in order, character references decoded.
    var text: String

    /// One `<svg class="sequence">`: its own title, its arrows and warnings, and each step's
    /// call (its wrapped lines joined by spaces).
    struct Diagram: Decodable, Equatable {
        var title: String
        var arrows: Int
        var warnings: Int
        var calls: [String]
    }

    static let script = CommandRunner.root.appendingPathComponent("Tests/Browser/htmlcheck.py").path

    /// Runs the parser; fails the test (never passes it silently) when python3 is missing.
    static func run(_ command: String, on html: String) throws -> Data {
        let result = try CommandRunner.run(
            ["python3", script, command], input: Data(html.utf8), executable: "/usr/bin/env")
        guard result.status == 0 else {
            throw ParseFailure(description: "htmlcheck.py \(command) exited \(result.status): \(result.standardError)")
        }
        return Data(result.standardOutput.utf8)
    }

    struct ParseFailure: Error, CustomStringConvertible { var description: String }

    init(_ html: String) throws {
        let object = try JSONSerialization.jsonObject(with: Self.run("elements", on: html)) as? [String: Any]
        let elements = object?["elements"] as? [[Any]] ?? []
        self.elements = elements.map { pair in
            let attributes = (pair[1] as? [[Any]] ?? []).map { ($0[0] as? String ?? "", $0[1] as? String) }
            return Element(tag: pair[0] as? String ?? "", attributes: attributes)
        }
        text = object?["text"] as? String ?? ""
    }

    static func diagrams(_ html: String) throws -> [Diagram] {
        try JSONDecoder().decode([Diagram].self, from: run("diagrams", on: html))
    }

    /// A cell whose diagram the page draws for another: its diagram's title, and the title
    /// of the diagram drawn.
    struct SameDiagram: Decodable, Equatable {
        var title: String
        var drawn_as: String
    }

    static func sameDiagrams(_ html: String) throws -> [SameDiagram] {
        try JSONDecoder().decode([SameDiagram].self, from: run("same", on: html))
    }

    /// The number of rows of each `<tbody>`.
    static func rows(_ html: String) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: run("rows", on: html))
    }
}
