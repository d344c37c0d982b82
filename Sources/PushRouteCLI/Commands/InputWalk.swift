import PushRouteCore
import PushRouteReader
import PushRouteRules
import PushRouteSimulator

/// The one walk every command does of the folders among its operands (`DirectoryWalker`,
/// `WalkRules`; docs/commands.md "Folders", pushroute(1) FOLDERS), and `--no-ignore`.
enum InputWalk {
    static let noIgnore = Option.flag(
        "no-ignore",
        help:
            "walk folders whole: no default skips (hidden entries, build products, dependencies, Xcode bundles, what git ignores, pushroute's own documents)"
    ).manual(
        """
        Walk folders whole: no default skips (hidden entries, build products, dependencies, Xcode bundles, what git ignores, pushroute's own documents); see `FOLDERS`.
        """)

    /// JSON documents that are not payloads, which a walk leaves out: pushroute's app profiles
    /// and baselines, and JSON Schemas (a top-level `$schema`, as `docs/schemas/` holds).
    static let ownDocuments = [
        OwnDocument(name: "app profile", keys: [AppProfile.versionKey]),
        OwnDocument(name: "baseline", keys: Baseline.topKeys),
        OwnDocument(name: "JSON Schema", keys: ["$schema"]),
    ]

    /// The inputs of `operands` (standard input when there are none), each folder walked, and
    /// the status of the walk (2 when a folder could not be read). An entry the walk skips (a
    /// dangling link, a FIFO) is a warning, and a folder without payload files too.
    /// `includes` says whether a paste met in a walk (absolute path) is included by its
    /// configuration.
    static func inputs(
        _ operands: [String], options: ParsedOptions, context: CommandContext, includes: @escaping (String) -> Bool
    ) -> (inputs: [InputName], status: ExitStatus) {
        names(operands, options: options, context: context, includes: includes)
    }

    /// `inputs` as names that keep the folder each was found in; `rewriting` (`lint --fix`)
    /// skips a link leading outside that folder, with a warning.
    static func names(
        _ operands: [String], options: ParsedOptions, context: CommandContext, rewriting: Bool = false,
        includes: @escaping (String) -> Bool
    ) -> (inputs: [InputName], status: ExitStatus) {
        let rules = WalkRules(
            useDefaults: !options.isSet(noIgnore), includesPaste: includes, ownDocuments: ownDocuments,
            environment: context.environment)
        let walker = DirectoryWalker(rules: rules, rewriting: rewriting)
        var inputs: [InputName] = []
        var status = ExitStatus.success
        for operand in operands.isEmpty ? ["-"] : operands {
            let found = walker.expand(operand)
            for entry in found {
                switch entry {
                case .file(let input): inputs.append(input)
                case .unreadable(let error):
                    context.report(error)
                    status = status.combined(with: .unreadableInput)
                case .skipped(let warning): context.report([warning])
                }
            }
            if found.isEmpty {
                let kinds = WalkRules.payloadExtensions.sorted().map { "*." + $0 }.joined(separator: ", ")
                context.report([
                    Diagnostic(
                        file: operand, at: nil, severity: .warning, rule: nil,
                        message: "no payload files (\(kinds)) found")
                ])
            }
        }
        return (inputs, status)
    }

    /// `inputs` for the commands without lint's `--config`: a paste is included by the
    /// `.pushroute.json` found above it.
    static func inputs(_ options: ParsedOptions, context: CommandContext) -> (inputs: [InputName], status: ExitStatus) {
        let discovery = ConfigDiscovery(
            workingDirectory: WorkingDirectory.path, home: context.environment[ConfigDiscovery.homeVariable]
        ) { context.report([$0]) }
        return inputs(options.operands, options: options, context: context) { path in
            guard case .success(let config) = discovery.configuration(forFile: path) else { return false }
            return config.includes(path)
        }
    }
}
