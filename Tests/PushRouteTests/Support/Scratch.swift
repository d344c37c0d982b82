import Foundation
import Testing

/// A scratch folder of one test, where `lint --fix`, `normalize --write` and
/// `--write-baseline` may write. Fixtures are copied into it, never used in place: a run
/// that rewrites files is refused when an argument points outside the folder, and
/// `checkFixturesIntact()` shows every fixture copied still has its bytes. So no test can
/// lose a fixture's bytes.
final class Scratch {
    let url: URL
    /// The fixtures copied in, with their bytes at the time.
    private var sources: [(path: String, bytes: Data)] = []

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pushroute-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func read(_ relative: String) throws -> String { try readText(path(relative)) }

    func data(_ relative: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(relative)) }

    /// Copies a file of the repository (`Tests/Fixtures/fix/a.json`, `samples/x.json`) to `relative`.
    func copy(_ fixture: String, to relative: String) throws {
        let source = CommandRunner.root.appendingPathComponent(fixture)
        let bytes = try Data(contentsOf: source)
        sources.append((source.path, bytes))
        try write(relative, bytes)
    }

    /// Every file and folder under the scratch folder, hidden ones included, sorted.
    func listing() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    /// Runs pushroute in the scratch folder.
    func run(
        _ arguments: [String], environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> CommandRunner.Result
    {
        let writes =
            ["--fix", "--write", "--write-baseline"].contains(where: arguments.contains)
            && !arguments.contains("--diff")
        if writes, let outside = arguments.first(where: { $0.hasPrefix("/") && !$0.hasPrefix(url.path) }) {
            Issue.record(
                "refused: a run that rewrites files names '\(outside)', outside the scratch folder",
                sourceLocation: sourceLocation)
            return CommandRunner.Result(status: -1, standardOutput: "", standardError: "")
        }
        return try CommandRunner.run(arguments, environment: environment, in: url)
    }

    /// Every fixture copied in still has the bytes it had.
    func checkFixturesIntact(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for source in sources {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: source.path)) == source.bytes, "\(source.path) changed",
                sourceLocation: sourceLocation)
        }
    }
}
