import Foundation
import Testing

@testable import PushRouteCLI

/// The Homebrew formula (`packaging/homebrew/pushroute.rb.in`, filled by `fill.sh`), which
/// cannot be installed here (no macOS, no public URL yet): filled from a local `git archive`
/// tarball, it parses as Ruby (`ruby -c`, where Ruby is installed), names the tarball's
/// SHA-256, depends on the C libraries Package.swift and `make deps` name, and builds and
/// installs through the Makefile's own `install` target, whose steps are run here (a dry run
/// of the build; the install itself, of the debug binary, into a scratch prefix).
@Suite struct HomebrewFormulaTests {
    static let root = CommandRunner.root
    static let rubyAvailable =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/ruby")
        || (try? run("/bin/sh", ["-c", "command -v ruby"]).status) == 0

    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, executable: program, in: directory)
    }

    /// A scratch folder holding a `git archive` tarball of HEAD and the formula filled from it.
    struct Filled {
        var directory: URL
        var tarball: URL
        var formula: String
    }

    static func fill() throws -> Filled {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pushroute-brew-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let version = CommandLineTool.version
        let tarball = directory.appendingPathComponent("pushroute-\(version).tar.gz")
        let archive = try run(
            "/usr/bin/env",
            ["git", "archive", "--format=tar.gz", "--prefix=pushroute-\(version)/", "-o", tarball.path, "HEAD"],
            in: root)
        #expect(archive.status == 0, "\(archive.standardError)")
        let filled = try run(
            "/bin/bash",
            [
                "packaging/homebrew/fill.sh", version, tarball.path,
                "https://example.invalid/pushroute-\(version).tar.gz", "https://example.invalid/pushroute",
            ],
            in: root)
        #expect(filled.status == 0, "\(filled.standardError)")
        return Filled(directory: directory, tarball: tarball, formula: filled.standardOutput)
    }

    /// `NAME "VALUE"` lines of the formula, by name (`url`, `sha256`, `version`).
    static func field(_ name: String, in formula: String) -> String? {
        for line in formula.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces)
            guard words.hasPrefix(name + " \"") else { continue }
            return words.dropFirst(name.count + 2).split(separator: "\"").first.map(String.init)
        }
        return nil
    }

    @Test func filledFromATarballItNamesItsDigestAndVersion() throws {
        let filled = try Self.fill()
        defer { try? FileManager.default.removeItem(at: filled.directory) }
        #expect(!filled.formula.contains("@"), "a placeholder left: \(filled.formula)")
        let digest = try Self.run(
            "/bin/sh", ["-c", "exec < \"$0\"; " + ScreenshotCurrencyTests.digest, filled.tarball.path])
        #expect(
            Self.field("sha256", in: filled.formula)
                == digest.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(Self.field("version", in: filled.formula) == CommandLineTool.version)
        #expect(
            Self.field("url", in: filled.formula)
                == "https://example.invalid/pushroute-\(CommandLineTool.version).tar.gz")
    }

    @Test(
        .enabled(if: rubyAvailable, "ruby is not installed: the formula's syntax is not checked (apt-get install ruby)")
    )
    func theFormulaParsesAsRuby() throws {
        let filled = try Self.fill()
        defer { try? FileManager.default.removeItem(at: filled.directory) }
        let file = filled.directory.appendingPathComponent("pushroute.rb")
        try filled.formula.write(to: file, atomically: true, encoding: .utf8)
        let check = try Self.run("/usr/bin/env", ["ruby", "-c", file.path])
        #expect(
            check.status == 0 && check.standardOutput == "Syntax OK\n", "\(check.standardOutput)\(check.standardError)")
    }

    /// The libraries: Package.swift's Homebrew providers, and the Makefile's `DEPS_BREW`, whose
    /// pkg-config is a build dependency (`pkgconf`, its Homebrew name).
    @Test func dependsOnWhatPackageSwiftAndMakeDepsName() throws {
        let template = try readText(Self.root.appendingPathComponent("packaging/homebrew/pushroute.rb.in").path)
        let dependencies = template.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("depends_on \"") }
        let runtime = Set(
            dependencies.filter { !$0.contains(":build") }.compactMap {
                $0.split(separator: "\"").dropFirst().first.map(String.init)
            })
        let package = try readText(Self.root.appendingPathComponent("Package.swift").path)
        var providers: Set<String> = []
        for part in package.components(separatedBy: ".brew([").dropFirst() {
            for name in part.prefix(while: { $0 != "]" }).split(separator: ",") {
                providers.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: " \"")))
            }
        }
        #expect(!providers.isEmpty && runtime == providers)
        let makefile = try readText(Self.root.appendingPathComponent("Makefile").path)
        let deps = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DEPS_BREW = ") })
        let brew = Set(deps.dropFirst("DEPS_BREW = ".count).split(separator: " ").map(String.init))
        #expect(brew == providers.union(["pkg-config"]))
        #expect(dependencies.contains("depends_on \"pkgconf\" => :build"))
    }

    /// The formula's one build step is `make install PREFIX=#{prefix}` with its flags: in the
    /// tarball, make's dry run of it builds the release configuration (as
    /// packaging/release-build.sh does) with those flags and installs the binary, the man
    /// page, the three completions and the schemas under the prefix; and the install part,
    /// run for real on the debug binary, puts each of them there.
    @Test func itBuildsAndInstallsThroughTheMakefile() throws {
        let filled = try Self.fill()
        defer { try? FileManager.default.removeItem(at: filled.directory) }
        let system = try #require(
            filled.formula.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("system ") })
        let words = system.dropFirst("system ".count).components(separatedBy: ", ").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        #expect(Array(words.prefix(3)) == ["make", "install", "PREFIX=#{prefix}"])
        let prefix = filled.directory.appendingPathComponent("prefix")
        let makeArguments = Array(words.dropFirst(1)).map { $0.replacing("#{prefix}", with: prefix.path) }
        let untar = try Self.run("/usr/bin/env", ["tar", "-xzf", filled.tarball.path, "-C", filled.directory.path])
        #expect(untar.status == 0, "\(untar.standardError)")
        let source = filled.directory.appendingPathComponent("pushroute-\(CommandLineTool.version)")
        let dryRun = try Self.run("/usr/bin/env", ["make", "-n"] + makeArguments, in: source)
        #expect(dryRun.status == 0, "\(dryRun.standardError)")
        let release = try readText(Self.root.appendingPathComponent("packaging/release-build.sh").path)
        #expect(release.contains("build -c release"))
        let build = try #require(dryRun.standardOutput.split(separator: "\n").first { $0.contains(" build -c ") })
        #expect(
            build.contains(" build -c release")
                && makeArguments.dropFirst(2).allSatisfy {
                    build.contains($0.split(separator: "=", maxSplits: 1).last!)
                })
        let installed = [
            "bin/pushroute", "share/man/man1/pushroute.1", "share/bash-completion/completions/pushroute",
            "share/zsh/site-functions/_pushroute", "share/fish/vendor_completions.d/pushroute.fish",
            "share/pushroute/schemas/simulate.schema.json",
        ]
        // The schemas are installed by a glob: their folder is what the dry run names.
        for path in installed.dropLast() + ["share/pushroute/schemas"] {
            #expect(dryRun.standardOutput.contains(prefix.appendingPathComponent(path).path), "\(path)")
        }
        // The install itself, of the binary the tests run, from the repository.
        let install = try Self.run(
            "/usr/bin/env",
            [
                "make", "--no-print-directory", "install-files", "PREFIX=\(prefix.path)",
                "BIN=\(CommandRunner.binary.path)",
            ], in: Self.root)
        #expect(install.status == 0, "\(install.standardError)")
        for path in installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        let schemas = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("docs/schemas").path)
        let installedSchemas = try FileManager.default.contentsOfDirectory(
            atPath: prefix.appendingPathComponent("share/pushroute/schemas").path)
        #expect(Set(installedSchemas) == Set(schemas.filter { $0.hasSuffix(".schema.json") }))
    }
}
