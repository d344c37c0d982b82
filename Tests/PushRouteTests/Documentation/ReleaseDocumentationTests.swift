import Foundation
import Testing

@testable import PushRouteSimulator

/// docs/routing-model.md §8 and the man page's RELEASES say what `LeanplumRelease.table` and
/// `CleverTapRelease.changes` hold: every push path with its releases, every pin with the
/// releases it allows, every CleverTap change with its pull request and source.
@Suite struct ReleaseDocumentationTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOf: CommandRunner.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Consecutive Leanplum releases that share `key`, oldest first.
    static func groups<Key: Equatable>(_ key: (LeanplumRelease.Row) -> Key) -> [(versions: [String], key: Key)] {
        var groups: [(versions: [String], key: Key)] = []
        for row in LeanplumRelease.table {
            if let last = groups.last, last.key == key(row) {
                groups[groups.count - 1].versions.append(row.version)
            } else {
                groups.append(([row.version], key(row)))
            }
        }
        return groups
    }

    /// `6.0.2 to 6.0.5`, `6.0.0, 6.0.1` or `6.1.0`, as the doc's tables name releases.
    static func markdownRange(_ versions: [String]) -> String {
        switch versions.count {
        case 1: versions[0]
        case 2: versions.joined(separator: ", ")
        default: "\(versions.first!) to \(versions.last!)"
        }
    }

    /// `.BR 6.0.2 \(en 6.0.5`, `.BR 6.0.0 ", " 6.0.1` or `.B 6.1.0`, as the man page names them.
    static func manRange(_ versions: [String]) -> String {
        switch versions.count {
        case 1: ".B \(versions[0])"
        case 2: ".BR \(versions[0]) \", \" \(versions[1])"
        default: ".BR \(versions.first!) \\(en \(versions.last!)"
        }
    }

    /// The part of the man page under `.SH RELEASES`.
    static func manReleases() throws -> String {
        let page = try read("man/pushroute.1")
        let start = try #require(page.range(of: ".SH RELEASES\n"))
        let end = try #require(page.range(of: "\n.SH ", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// The text of docs/routing-model.md §8.
    static func docSection() throws -> String {
        let doc = try read("docs/routing-model.md")
        let start = try #require(doc.range(of: "## 8. Versions that changed the push path"))
        let end = try #require(doc.range(of: "\n## ", range: start.upperBound..<doc.endIndex))
        return String(doc[start.upperBound..<end.lowerBound])
    }

    @Test func everyPushPathHasItsRowAndEntry() throws {
        let doc = try Self.docSection()
        let man = try Self.manReleases()
        for group in Self.groups(\.path) {
            #expect(doc.contains("\n| \(Self.markdownRange(group.versions)) ("), "§8 row for \(group.versions)")
            #expect(man.contains(".TP\n\(Self.manRange(group.versions))\n"), "RELEASES entry for \(group.versions)")
        }
    }

    @Test func everyPinHasItsRowAndEntry() throws {
        let doc = try Self.docSection()
        let man = try Self.manReleases()
        for group in Self.groups(\.pin) {
            let versions = Self.markdownRange(group.versions)
            guard let requirement = group.key else {
                #expect(doc.contains("\n| \(versions) | none | CleverTap is not linked |"))
                continue
            }
            let pin = CleverTapPin(requirement)
            #expect(doc.contains("\n| \(versions) | `\(requirement)` | \(pin.range) |"), "§8 pin row for \(versions)")
            #expect(
                man.contains(".TP\n\(Self.manRange(group.versions))\n.B \(requirement)\n(\(pin.range))\n"),
                "RELEASES pin for \(versions)")
        }
    }

    @Test(arguments: CleverTapRelease.changes.map(\.release.version))
    func everyCleverTapChangeHasItsRowAndEntry(_ version: String) throws {
        let change = try #require(CleverTapRelease.changes.first { $0.release.version == version })
        #expect(try Self.docSection().contains("\n| \(version) | \(change.pullRequest) | `\(change.source)` | "))
        #expect(try Self.manReleases().contains(".TP\n.B \(version)\n(\(change.pullRequest))"))
    }

    /// §8's CleverTap table has no row the changes lack.
    @Test func theDocNamesNoOtherCleverTapChange() throws {
        let doc = try Self.docSection()
        let rows = doc.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | #") }
        #expect(rows.count == CleverTapRelease.changes.count)
    }
}
