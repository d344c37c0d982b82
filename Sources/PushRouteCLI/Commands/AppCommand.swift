import PushRouteApp
import PushRouteCore
import PushRouteReader
import PushRouteSimulator

/// `pushroute app infer DIR`: an app profile read from the app's repository, each field with
/// its source and certainty (pushroute(1), APP INFER).
public enum AppCommand: Command {
    public static let name = "app"
    public static let summary = "read an app's repository into an app profile (app infer DIR)"
    public static let subcommands = ["infer"]

    public static let format = Option.choice(
        "format", short: "f", of: InferredProfileFormat.self,
        help: "the profile and its sources as comments, the profile alone, or every field as JSON", default: .text
    ).manual(
        """
        `text` (the default): the profile, then its sources as `//` comment lines, which the profile reader leaves out when they end the file, so that `app infer` *DIR* `> app.json` is a profile `simulate --app app.json` reads; `profile`: the profile alone, to save and edit; `json`: one object with `repository`, `profile` and `fields`, each field an object with `key`, `value`, `certainty`, `sources` (*file*`:`*line*, relative to *DIR*), `note` and `in_profile` (whether the profile holds it).
        """)

    public static let options = [
        format.declaration, OutputFileOption.output.declaration, QuietOption.quiet.declaration,
    ]
    public static let synopsis = Synopsis(
        [.literal("infer")] + SynopsisItem.optional(each: options) + [.operand("DIR")])

    public static let discussion = """
        Reads an app's repository (lock files, Podfile, Package.resolved, Cartfile.resolved,
        the Xcode project, Info.plist and entitlements, Swift and Objective-C code) and
        prints the app profile it implies: valid input for 'simulate --app'. Each field
        comes with where it was read (file:line, relative to DIR) and how sure it is:
        certain, likely or unknown. The fields no repository holds (the migration state,
        a first run, the account of Leanplum's CleverTap instance) are listed to fill in.

        'simulate --app DIR' infers the profile on the fly.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        guard let first = options.operands.first, subcommands.contains(first) else {
            throw UsageError(
                options.operands.first.map {
                    "unknown app subcommand '\(TerminalEscaping.escaped($0))'; expected 'infer'"
                }
                    ?? "'app' needs a subcommand: app infer DIR")
        }
        guard options.operands.count == 2 else { throw UsageError("'app infer' reads one directory: app infer DIR") }
        let directory = options.operands[1]
        guard let checked = infer(directory, context: context) else { return .unreadableInput }
        // `--output` is applied by `CommandLineTool`, as for every command: `context` already writes to it.
        (options[format] ?? .text).write(checked, repository: directory, to: context.standardOutput)
        // A folder or file of the repository the walk could not see (`AppRepository.problems`).
        return checked.diagnostics.contains { $0.severity == .error } ? .unreadableInput : .success
    }

    /// The checked profile of `directory`, its warnings reported; nil (reported) when it is not
    /// a directory.
    static func infer(_ directory: String, context: CommandContext) -> InferredProfile? {
        guard let inferred = AppInference.infer(root: directory) else {
            context.report([.error(directory, "not a directory that can be read: app infer reads an app's repository")])
            return nil
        }
        let located = inferred.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = FilePath.join(directory, diagnostic.file)
            return diagnostic
        }
        context.report(located, showRule: true)
        return InferredSettings.checked(inferred)
    }
}
