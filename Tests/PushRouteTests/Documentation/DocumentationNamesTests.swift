import Foundation
import Testing

/// The Swift names `docs/*.md` give, in the table columns that say what implements a rule
/// (`implemented by`, `pushroute type`, `raised by`, `pushroute`), exist in `Sources`: a
/// type (`Device`), and each member after it (`Device.hooksInstalled`).
@Suite struct DocumentationNamesTests {
    static let columns: Set<String> = ["implemented by", "pushroute type", "raised by", "pushroute"]

    /// Every word of the sources, and the names they declare as types.
    static let sources: (types: Set<String>, words: Set<String>) = {
        let root = CommandRunner.root.appendingPathComponent("Sources")
        var text = ""
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" {
            text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        let words = Set(text.matches(of: /\w+/).map { String($0.output) })
        let types = Set(text.matches(of: /\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)/).map { String($0.output.1) })
        return (types, words)
    }()

    /// `(file, line, name)` for each Swift-looking name in the implementing columns.
    static func namesInDocs() throws -> [(String, Int, String)] {
        let docs = CommandRunner.root.appendingPathComponent("docs")
        var names: [(String, Int, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where file.hasSuffix(".md") {
            let lines = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            var chosen: [Int] = []
            for (index, line) in lines.enumerated() {
                guard line.hasPrefix("|") else {
                    chosen = []
                    continue
                }
                let cells = Self.cells(line)
                if index + 1 < lines.count, lines[index + 1].hasPrefix("| ---") {
                    chosen = cells.indices.filter { Self.columns.contains(cells[$0]) }
                    continue
                }
                for column in chosen where column < cells.count {
                    for match in cells[column].matches(of: /`([A-Z][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([^`]*\))?`/) {
                        names.append(("docs/" + file, index + 1, String(match.output.1)))
                    }
                }
            }
        }
        return names
    }

    /// A table row's cells, trimmed (`\|` is a pipe inside a cell).
    static func cells(_ line: Substring) -> [String] {
        line.replacing("\\|", with: "\u{1}").split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { $0.replacing("\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
    }

    @Test func implementingNamesExistInSources() throws {
        let names = try Self.namesInDocs()
        #expect(names.count > 100, "the tables were found")
        for (file, line, name) in names {
            let parts = name.split(separator: ".").map(String.init)
            #expect(Self.sources.types.contains(parts[0]), "\(file):\(line): no type \(parts[0]) in Sources (`\(name)`)")
            for member in parts.dropFirst() {
                #expect(Self.sources.words.contains(member), "\(file):\(line): no \(member) in Sources (`\(name)`)")
            }
        }
    }
}
