import Testing

@testable import PushRouteCLI
@testable import PushRouteCore

/// Every usage error of the command line with its exact message, in the manner of
/// swift-argument-parser's ErrorMessageTests: status 64, the reason, and the hint.
@Suite struct UsageErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: [String], _ message: String) {
            self.arguments = arguments
            self.message = message
        }

        /// The command named, whose help the hint points at; for `help`, the tool's help,
        /// which lists the commands.
        var hint: String {
            guard let first = arguments.first, first != "help",
                CommandLineTool.commands.contains(where: { $0.name == first })
            else {
                return "pushroute --help"
            }
            return "pushroute \(first) --help"
        }
    }

    static let cases: [Case] = [
        // The command
        .init(["clasify"], "unknown command 'clasify'; did you mean 'classify'?"),
        .init(["frobnicate"], "unknown command 'frobnicate'"),
        // Option names
        .init(["classify", "--formt", "json"], "unknown option '--formt'; did you mean '--format'?"),
        .init(["lint", "-x"], "unknown option '-x'"),
        .init(["simulate", "--legacyy"], "unknown option '--legacyy'; did you mean '--legacy'?"),
        // Flags and values
        .init(["classify", "--lines=yes"], "option '--lines' takes no value"),
        .init(["classify", "--format"], "option '--format' needs a value"),
        .init(
            ["simulate", "--token", "--legacy"],
            "option '--token' needs a value, found the option '--legacy'; to give it as the value, write '--token=--legacy'"
        ),
        .init(
            ["normalize", "--apns", "--strict"],
            "option '--apns' needs a value, found the option '--strict'; to give it as the value, write '--apns=--strict'"
        ),
        // Values
        .init(
            ["classify", "--format", "xml"], "invalid value 'xml' for '--format'; expected one of: text, json, html"),
        .init(
            ["classify", "--max-depth", "0"],
            "invalid value '0' for '--max-depth'; expected a whole number from 1 to 1000"),
        .init(
            ["lint", "--max-depth", "10000"],
            "invalid value '10000' for '--max-depth'; expected a whole number from 1 to 1000"),
        .init(
            ["classify", "--max-bytes=lots"],
            "invalid value 'lots' for '--max-bytes'; expected a whole number from 1 to 1073741824"),
        .init(
            ["normalize", "--indent", "32"], "invalid value '32' for '--indent'; expected a whole number from 0 to 31"),
        .init(
            ["simulate", "--token=--legacy"],
            "invalid value '--legacy' for '--token'; expected an even number of hexadecimal digits"),
        .init(
            ["simulate", "--token", "abc"],
            "invalid value 'abc' for '--token'; expected an even number of hexadecimal digits"),
        .init(
            ["simulate", "--presentation", "popup"],
            "invalid value 'popup' for '--presentation'; expected none, or a comma-separated list of banner, sound, badge, list"
        ),
        .init(
            ["simulate", "--migration", "both"],
            "invalid value 'both' for '--migration'; expected one of: undefined, lp, lp+ct, ct"),
        .init(
            ["simulate", "--open-deep-links-in-foreground", "yes"],
            "invalid value 'yes' for '--open-deep-links-in-foreground'; expected one of: true, false"),
        .init(
            ["simulate", "--leanplum-sdk", "6.9.9"],
            "invalid value '6.9.9' for '--leanplum-sdk'; expected a Leanplum iOS SDK release: 5.0.0, 6.0.0, 6.0.1, 6.0.2, 6.0.3, 6.0.4, 6.0.5, 6.1.0, 6.1.1, 6.2.0, 6.3.0, 6.4.0, 6.4.1, 6.4.2, 6.5.0, 6.6.0, 6.6.1 (or a major.minor such as 6.5: its newest patch)"
        ),
        .init(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1,6.6.1"],
            "invalid value '6.0.0,6.1.1,6.6.1' for '--compare-sdk'; expected one side B or two sides A,B, each a Leanplum release or lp@VERSION+ct@VERSION, e.g. 6.0.0,6.6.1 or lp@6.5.0+ct@7.0.1,lp@6.5.0+ct@7.0.2"
        ),
        .init(
            ["simulate", "--compare-sdk", "6.1.1,6.1.1"],
            "invalid value '6.1.1,6.1.1' for '--compare-sdk'; both sides run Leanplum 6.1.1 with CleverTap 5.0.1: compare two different releases"
        ),
        .init(
            ["simulate", "--start", "soon"],
            "invalid value 'soon' for '--start'; expected one of: at-launch, later, never"),
        .init(
            ["lint", "--fail-on", "note"], "invalid value 'note' for '--fail-on'; expected one of: error, warning, info"
        ),
        .init(["lint", "--priority", "7"], "invalid value '7' for '--priority'; expected one of: 10, 5, 1"),
        // Combinations
        .init(["classify", "--state", "foreground"], "option '--state' needs '--trace'"),
        .init(["classify", "--event", "open"], "option '--event' needs '--trace'"),
        .init(
            ["classify", "--format", "html", "--trace"],
            "'--trace' cannot be used with '--format html'; 'pushroute simulate --format html' draws the traces"),
        .init(["classify", "--app", "samples/apps/plain-migration.json"], "option '--app' needs '--trace'"),
        .init(
            ["simulate", "--compare-app", "a.json"],
            "invalid value 'a.json' for '--compare-app'; expected two app profile files, e.g. old.json,new.json"),
        .init(
            ["simulate", "--app", "a.json", "--compare-app", "a.json,b.json"],
            "'--app' and '--compare-app' each choose the profile: give one of them"),
        .init(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1", "--compare-app", "a.json,b.json"],
            "'--compare-sdk' and '--compare-app': compare one thing at a time"),
        .init(
            ["simulate", "--print-app", "samples/seed-leanplum.json"],
            "'--print-app' prints the profile and exits: no FILE, '--scenario' or '--compare-*' with it"),
        .init(
            ["normalize", "--indent", "4", "--compact"], "options '--indent' and '--compact' cannot be used together"),
        .init(
            ["simulate", "--scenario", "s.scenario", "--state", "foreground"],
            "'--scenario' takes no FILE, '--state', '--event' or '--token': the scenario's steps set them"),
        .init(
            ["simulate", "--leanplum-sdk", "6.0.0", "--legacy"],
            "'--leanplum-sdk', '--legacy' and '--compare-sdk A,B' each choose the release: give one of them ('--compare-sdk B' alone compares B with the release the others choose)"
        ),
        .init(
            ["simulate", "--compare-sdk", "6.0.0,6.1.1", "--leanplum-sdk", "6.1.0"],
            "'--leanplum-sdk', '--legacy' and '--compare-sdk A,B' each choose the release: give one of them ('--compare-sdk B' alone compares B with the release the others choose)"
        ),
        // Lint rules
        .init(["lint", "--enable", "aps-bagde"], "unknown rule 'aps-bagde' for '--enable'; did you mean 'aps-badge'?"),
        .init(
            ["lint", "--disable", "nothing-like-it"],
            "unknown rule 'nothing-like-it' for '--disable'; see '--list-rules'"),
        .init(
            ["lint", "--enable", "aps-badge", "--disable", "aps-badge"], "rule 'aps-badge' is both enabled and disabled"
        ),
        // Configuration, baseline and fixes
        .init(
            ["lint", "--config", "c.json", "--no-config"],
            "options '--config' and '--no-config' cannot be used together"),
        .init(
            ["lint", "--baseline", "b.json", "--write-baseline", "b.json"],
            "options '--baseline' and '--write-baseline' cannot be used together"),
        .init(
            ["lint", "--diff", "--write-baseline", "b.json", "x.json"],
            "options '--diff' and '--write-baseline' cannot be used together"),
        .init(
            ["lint", "--diff", "--format", "sarif", "x.json"],
            "option '--diff' prints a diff, not findings; it cannot be used with '--format sarif'"),
        .init(["lint", "--fix"], "option '--fix' rewrites files; it cannot rewrite standard input"),
        .init(["lint", "--fix", "a.json", "-"], "option '--fix' rewrites files; it cannot rewrite standard input"),
        .init(
            ["lint", "--print-config", "a.json", "b.json"],
            "option '--print-config' prints the settings of its one FILE; give no other FILE"),
        .init(["lint", "--fixx"], "unknown option '--fixx'; did you mean '--fix'?"),
        .init(
            ["normalize", "--write", "--check", "a.json"], "options '--write' and '--check' cannot be used together"),
        .init(["normalize", "--write"], "option '--write' rewrites files; it cannot rewrite standard input"),
        // Completion scripts
        .init(["completion"], "no shell given; expected one of: bash, zsh, fish"),
        .init(["completion", "bahs"], "unknown shell 'bahs'; did you mean 'bash'?"),
        .init(["completion", "powershell"], "unknown shell 'powershell'; expected one of: bash, zsh, fish"),
        .init(["completion", "bash", "zsh"], "expected one shell, found 2: 'bash' and 'zsh'"),
        .init(["completion", "--shell", "bash"], "unknown option '--shell'; did you mean '--help'?"),
        // Help
        .init(["help", "nosuch"], "unknown command 'nosuch'"),
        .init(["help", "clasify"], "unknown command 'clasify'; did you mean 'classify'?"),
        .init(["help", "lint", "simulate"], "expected one command, found 2: 'lint' and 'simulate'"),
        .init(["help", "app", "infr"], "expected one command, found 2: 'app' and 'infr'"),
    ]

    @Test(arguments: cases)
    func usageError(_ testCase: Case) {
        let run = InProcessRun(testCase.arguments)
        #expect(run.status == .usage)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "pushroute: error: \(testCase.message)\nhint: see '\(testCase.hint)'\n")
    }

    @Test func noCommand() {
        let run = InProcessRun([])
        #expect(run.status == .usage)
        #expect(
            run.standardError == """
                pushroute: error: no command given; expected one of: classify, normalize, simulate, session, lint, explain, app, completion, help
                hint: see 'pushroute --help'

                """)
    }
}

/// `pushroute ARGUMENTS` run in this process, with its output collected in memory.
struct InProcessRun {
    var status: PushRouteCLI.ExitStatus
    var standardOutput: String
    var standardError: String

    init(_ arguments: [String], environment: [String: String] = [:]) {
        let output = OutputSink.memory()
        let errors = OutputSink.memory()
        let context = CommandContext(standardOutput: output, standardError: errors, environment: environment)
        status = CommandLineTool.main(arguments, context: context)
        standardOutput = String(decoding: output.pending, as: UTF8.self)
        standardError = String(decoding: errors.pending, as: UTF8.self)
    }
}
