import PushRouteCore

/// `--fix` and `--write` never rewrite standard input, by any name (`-`, `/dev/stdin`,
/// `/dev/fd/0`, `/proc/self/fd/0`: `DescriptorPath`): a usage error, before anything is read.
enum StandardInputRewrite {
    static func refuse(_ option: String, _ operands: [String]) throws(UsageError) {
        guard let named = operands.isEmpty ? "-" : operands.first(where: DescriptorPath.isDescriptorName) else {
            return
        }
        let shown = named == "-" ? "" : " ('\(named)' names it through a descriptor)"
        throw UsageError("option '\(option)' rewrites files; it cannot rewrite standard input\(shown)")
    }
}
