import PushRouteCore

/// `pushroute normalize`: each payload as correct JSON, written by jansson's encoder.
public enum NormalizeCommand: Command {
    public static let name = "normalize"
    public static let summary = "print each payload as correct JSON, saying what was repaired"

    static let indentRange = 0...31
    static let defaultIndent = 2
    public static let indent = Option.integer(
        "indent", in: indentRange, help: "spaces per level", default: defaultIndent
    )
    .manual(
        """
        *N* spaces per level, \(indentRange.lowerBound) to \(indentRange.upperBound) (default \(defaultIndent); 0 writes one line with spaces).
        """)
    public static let compact = Option.flag("compact", help: "one line per payload, no spaces").manual(
        """
        One line per payload, without spaces.
        Cannot be combined with `--indent`.
        """)
    public static let sortKeys = Option.flag(
        "sort-keys", help: "keys sorted (without it, keys stay in the order they were written in)"
    ).manual("Keys sorted.")
    public static let strict = Option.flag("strict", help: "refuse payloads that needed a repair (exit 1)").manual(
        """
        Refuse every payload that needed a repair, or is partial: its repairs are reported as errors, it is not written, and the exit status is 1.
        """)
    public static let apns = Option.text(
        "apns", valueName: "BUNDLE_ID",
        help: "write a file for 'xcrun simctl push': adds \"Simulator Target Bundle\" and checks what simctl checks"
    ).manual(
        """
        Write a file ready for `xcrun simctl push`: add the key `"Simulator Target Bundle"` with the value *BUNDLE_ID* as the first key (or replace its value), and refuse, as errors of rule `simulator-file`, what simctl refuses: a payload that is not an object, has no `aps` key, or is longer than 4096 bytes written compactly.
        simctl takes one payload a file: an input holding several is refused (exit status 1), naming the lines they start at, and so are several *FILE*s (a usage error), unless `--output` *DIR* names a folder: then each payload is written to a file of its own there, *DIR*`/`*NAME*`-1.apns`, *DIR*`/`*NAME*`-2.apns`, ... (*NAME* the input's name without its extension, `stdin` for standard input; *DIR*`/`*NAME*`.apns` for an input of one payload), each reported by a note, and nothing when one of the input's payloads is refused.
        """)

    public static let write = Option.flag(
        "write",
        help: "rewrite each FILE in place as normalized JSON (a file holding one payload, and nothing around it)"
    ).manual(
        """
        Rewrite each *FILE* in place as its normalized JSON (nothing is printed on standard output), keeping its mode; see `REWRITING FILES`.
        A file holding several payloads, a payload that cannot be read whole (invalid or partial), a push inside an envelope or an array, or text around it is never rewritten, and is reported.
        """)
    public static let check = Option.flag(
        "check", help: "write nothing; report each FILE that is not normalized JSON, and exit 1"
    ).manual(
        """
        Write nothing; report each *FILE* that is not normalized JSON (`not normalized`, rule `not-normalized`) and exit 1.
        Cannot be combined with `--write`.
        """)
    public static let diff = Option.flag(
        "diff", help: "print the unified diff of what --write would change, and write nothing"
    ).manual("Print the unified diff of what `--write` would change, and write nothing.")
    /// `--output` as `normalize` reads it: a folder with `--apns`.
    static let output = OutputFileOption.output.valueNamed("FILE|DIR").manual(
        """
        Write standard output to *FILE* as `classify` does; with `--apns`, a folder *DIR* gets one file per payload.
        """)
    /// `--jobs` as `normalize` reads it.
    static let jobs = JobsOption.jobs.manual(
        """
        As for `classify`: files are shared out among the workers, and the output is the same whatever *N*.
        With `--write` one worker rewrites the files, one after another.
        """)

    /// Its options, in the order its synopsis names them.
    public static let options: [OptionDeclaration] = synopsis.options

    /// `--indent` or `--compact`, `--write` or `--check`.
    public static let synopsis = Synopsis(
        [.optional(.oneOf(.option(indent.declaration), .option(compact.declaration)))]
            + SynopsisItem.optional(each: [sortKeys.declaration, strict.declaration, apns.declaration])
            + [.optional(.oneOf(.option(write.declaration), .option(check.declaration)))]
            + SynopsisItem.optional(
                each: [diff.declaration, output.declaration, jobs.declaration] + ReaderLimitOptions.declarations + [
                    QuietOption.quiet.declaration, VerboseOption.verbose.declaration, ForceOption.force.declaration,
                    InputWalk.noIgnore.declaration,
                ]) + [.inputs])

    public static let discussion = """
        Reads payloads as people paste them (JSON, NSDictionary descriptions, Swift print,
        lldb dumps, log lines, hand-edited hybrids) and prints each one as correct JSON,
        one document per payload. Every repair is reported on standard error.
        A DIR is walked for *.json and *.apns files, leaving out build products,
        dependencies and what git ignores (see pushroute(1), FOLDERS; --no-ignore).

        --write rewrites a file as its normalized JSON, keeping its mode; --check and
        --diff show what it would change. A file holding several payloads, a payload
        that cannot be read, or text around it, is never rewritten.
        """

    public static func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
        if options.has(indent), options.isSet(compact) {
            throw UsageError("options '--indent' and '--compact' cannot be used together")
        }
        if options.isSet(write), options.isSet(check) {
            throw UsageError("options '--write' and '--check' cannot be used together")
        }
        if options.isSet(write), !options.isSet(diff) { try StandardInputRewrite.refuse("--write", options.operands) }
        let sorted = options.isSet(sortKeys)
        let style =
            options.isSet(compact)
            ? JSONStyle(compact: true, sortKeys: sorted)
            : JSONStyle(indent: options[indent] ?? defaultIndent, sortKeys: sorted)
        let inPlace =
            [write, check, diff].contains(where: options.isSet)
            ? NormalizeRun.InPlace(write: options.isSet(write), check: options.isSet(check), diff: options.isSet(diff))
            : nil
        let strict = options.isSet(strict)
        let bundle = options[apns]
        let limits = ReaderLimitOptions.limits(options)
        let apnsDirectory = writesIntoDirectory(options) ? options[OutputFileOption.output] : nil
        // Files rewritten in place are rewritten by one worker, one after another.
        let jobs = inPlace?.write == true && inPlace?.diff == false ? 1 : JobsOption.jobs(options)
        let walked = InputWalk.inputs(options, context: context)
        guard !walked.inputs.isEmpty else { return walked.status }
        context.listsRepairs = VerboseOption.listsRepairs(options, inputs: walked.inputs)
        if bundle != nil, apnsDirectory == nil, walked.inputs.count > 1 {
            throw UsageError(
                "option '--apns' writes one payload for 'xcrun simctl push'; give one FILE, or --output DIR to write one file per payload"
            )
        }
        // Every input, before any is read: a payload's .apns file must not replace one (p.json's
        // p.apns beside an input p.apns).
        let runInputs =
            apnsDirectory == nil
            ? [:] : NormalizeRun.inputFiles(walked.inputs, standardInput: context.standardInput)
        return walked.status.combined(
            with: context.forEachInput(names: walked.inputs, jobs: jobs) { input, context in
                NormalizeRun(
                    style: style, strict: strict, bundle: bundle, limits: limits, inPlace: inPlace,
                    apnsDirectory: apnsDirectory, runInputs: runInputs,
                    context: context
                ).process(input)
            })
    }

    /// `--apns` with `--output DIR`, an existing folder: each payload is written to a file of
    /// its own there (`NormalizeRun`), and `--output` is not one file.
    public static func writesIntoDirectory(_ options: ParsedOptions) -> Bool {
        guard options.has(apns), let path = options[OutputFileOption.output], path != "-" else { return false }
        return FileStatus.of(path, followLinks: true)?.kind == .directory
    }
}
