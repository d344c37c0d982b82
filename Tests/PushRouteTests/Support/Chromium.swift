import Foundation
import Testing

/// Headless Chromium for the browser tests: Debian's `chromium`, which `make test` installs
/// when it is missing and it runs as root with apt-get (`make browser-deps`). Without it the
/// browser tests are skipped, and the skip says why.
enum Chromium {
    /// `$PUSHROUTE_CHROMIUM`, or `chromium` or `chromium-browser` on the PATH.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["PUSHROUTE_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return explicit
        }
        return ExecutableSearch.onPath(["chromium", "chromium-browser"])
    }()

    /// `make asan-test` sets `PUSHROUTE_BROWSER_TESTS=skip`: the browser adds nothing under
    /// AddressSanitizer (the reports themselves are checked by the other tests), and `make
    /// test` runs them.
    static let skippedOnPurpose = ProcessInfo.processInfo.environment["PUSHROUTE_BROWSER_TESTS"] == "skip"

    static var available: Bool { !skippedOnPurpose && path != nil }

    static var skipReason: Comment {
        if skippedOnPurpose {
            return
                "PUSHROUTE_BROWSER_TESTS=skip: the browser tests are skipped here (make asan-test); make test runs them"
        }
        return """
            no headless Chromium: the browser tests are skipped. `make test` installs Debian's chromium \
            when it runs as root with apt-get; otherwise install it (sudo apt-get install -y chromium) \
            or set PUSHROUTE_CHROMIUM to the browser
            """
    }

    /// `chromium --dump-dom`: the document as Chromium built it from the file.
    static func dumpDOM(_ file: URL) throws -> String {
        let profile = try temporaryDirectory("pushroute-chromium-")
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try CommandRunner.run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)", "--dump-dom",
                file.absoluteString,
            ],
            executable: path!)
        #expect(result.status == 0, "chromium --dump-dom: \(result.standardError)")
        return result.standardOutput
    }

    /// What `Tests/Browser/chromium_page.py` found on each page.
    struct Page: Decodable {
        struct Message: Decodable {
            var level: String?
            var text: String?
            var source: String?
        }
        struct Sort: Decodable {
            var radio: String
            var checked: Bool
            var rows: Int
            var in_order: Bool
        }
        var file: String
        var seconds: Double
        var console: [Message]
        var sorted: [Sort]?
    }

    static let pageScript = CommandRunner.root.appendingPathComponent("Tests/Browser/chromium_page.py").path

    /// Opens `files` in one headless Chromium through the DevTools protocol.
    static func open(_ files: [URL], options: [String] = []) throws -> [Page] {
        let result = try CommandRunner.run(
            ["python3", pageScript, "--chromium", path!] + options + files.map(\.path), executable: "/usr/bin/env")
        guard result.status == 0 else {
            throw ParsedHTML.ParseFailure(
                description: "chromium_page.py exited \(result.status): \(result.standardError)")
        }
        return try result.standardOutput.split(separator: "\n").map {
            try JSONDecoder().decode(Page.self, from: Data($0.utf8))
        }
    }

    static func temporaryDirectory(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
