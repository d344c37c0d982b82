import PushRouteCore

/// `pushroute normalize`: each payload as correct JSON, written by jansson's encoder.
public enum NormalizeCommand: Command {
    public static let name = "normalize"
    public static let summary = "print each payload as correct JSON, saying what was repaired"

    public static let indent = Option.integer("indent", in: 0...31, help: "spaces per level", default: 2)
    public static let compact = Option.flag("compact", help: "one line per payload, no spaces")
    public static let sortKeys = Option.flag(
        "sort-keys", help: "keys sorted (without it, keys stay in the order they were written in)")
    public static let strict = Option.flag("strict", help: "refuse payloads that needed a repair (exit 1)")
    public static let apns = Option.text(
        "apns", valueName: "BUNDLE_ID",
        help: "write a file for 'xcrun simctl push': adds \"Simulator Target Bundle\" and checks what simctl checks")

    public static let options = [
        indent.declaration, compact.declaration, sortKeys.declaration, strict.declaration, apns.declaration,
        JobsOption.jobs.declaration,
    ] + ReaderLimitOptions.declarations

    public static let discussion = """
        Reads payloads as people paste them (JSON, NSDictionary descriptions, Swift print,
        lldb dumps, log lines, hand-edited hybrids) and prints each one as correct JSON,
        one document per payload. Every repair is reported on standard error.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        if options.has(indent), options.isSet(compact) {
            throw UsageError("options '--indent' and '--compact' cannot be used together")
        }
        let sorted = options.isSet(sortKeys)
        let style = options.isSet(compact)
            ? JSONStyle(compact: true, sortKeys: sorted)
            : JSONStyle(indent: options[indent] ?? 2, sortKeys: sorted)
        let strict = options.isSet(strict), bundle = options[apns], limits = ReaderLimitOptions.limits(options)
        return context.forEachInput(options.operands, jobs: JobsOption.jobs(options)) { input, context in
            NormalizeRun(style: style, strict: strict, bundle: bundle, limits: limits, context: context).process(input)
        }
    }
}
