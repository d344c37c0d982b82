import Testing

@testable import PushRouteCLI

/// The manual's SYNOPSIS names every command and exactly the options each one declares, short
/// names included (`-f`), so the page cannot fall behind `--help`, which is generated from
/// the same declarations.
@Suite struct ManualSynopsisTests {
    /// The options each command's SYNOPSIS lines name (`--format`, `-f`), by command.
    static func synopsisOptions() throws -> [String: Set<String>] {
        let page = try readText(CommandRunner.root.appendingPathComponent("man/pushroute.1").path)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: ".SH SYNOPSIS"))
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") })
        var options: [String: Set<String>] = [:]
        var command: String?
        for line in lines[(start + 1)..<end] {
            if line == ".br" {
                command = nil
                continue
            }
            if line.hasPrefix(".B "), command == nil, line != ".B pushroute" {
                command = String(line.dropFirst(3).split(separator: " ").first ?? "")
            }
            guard let command else { continue }
            options[command, default: []].formUnion([])
            for word in line.replacing("\\-", with: "-").split(whereSeparator: { " []|".contains($0) })
            where word.hasPrefix("-") {
                options[command, default: []].insert(String(word))
            }
        }
        return options
    }

    @Test(arguments: CommandLineTool.commands.map(\.name))
    func synopsisNamesTheDeclaredOptions(_ name: String) throws {
        let command = try #require(CommandLineTool.commands.first { $0.name == name })
        let declared = Set(command.options.flatMap(\.spellings))
        #expect(try Self.synopsisOptions()[name] == declared)
    }
}
