import PushRouteCore

/// Which CleverTap instance an expression of one file is: `CleverTap.sharedInstance()`
/// (`shared`), the instance Leanplum hands over in `Leanplum.addCleverTapInstance(callback:)`
/// (`leanplum`), or one from `CleverTap.instance(with:)` (`leanplum`, with a doubt: CleverTap
/// 7.7.0 `CleverTap.m` `_instanceWithConfig:andCleverTapID:` keeps one instance per account,
/// so it is Leanplum's only for the account Leanplum's server sends), or a variable assigned
/// one of those in this file. A name this file does not assign is left for the repository's
/// table (`InstanceSymbols`); anything else is not read: the reading names it.
struct CleverTapInstances {
    /// What an expression was read as: an instance (with a doubt, or none), or why not.
    struct Reading: Equatable, Sendable {
        var instance: DelegateInstance?
        /// The doubt of a `leanplum` read from `instance(with:)`; the reason for no instance.
        var note: String?
        /// The variable or property this file does not assign (`InstanceSymbols` looks it up
        /// in the other files).
        var unresolved: String? = nil
        /// Where the repository's table found its origin, in another file.
        var origins: [CodeSite] = []
        /// The account of the config an instance from `instance(with:)` was asked for, when the
        /// code names it as a string literal (`byAccount` compares it with the Info.plist's).
        var configAccount: String? = nil
    }

    /// One assignment of an instance to a name: `local` for a `let`/`var` or `CleverTap *x`
    /// declaration, which a function's body keeps to itself.
    struct Assignment {
        var name: String
        var index: Int
        var reading: Reading
        var local: Bool
    }

    private let tokens: CodeTokens
    /// The file's bytes, for the string literals the tokens leave blank.
    private let source: [UInt8]
    /// The account literal of each name assigned a `CleverTapInstanceConfig` in this file.
    private var configAccounts: [String: String] = [:]
    /// Variables (and properties: `self.x` is `x`) assigned an instance in this file.
    private var bindings: [String: Reading] = [:]
    /// The blocks passed to `addCleverTapInstance` with their parameter: Leanplum's instance.
    private var callbacks: [(body: Range<Int>, parameter: String)] = []
    /// Their parameters' names: most names are none of them, and need no look at the blocks.
    private var parameters: Set<String> = []
    /// Every assignment of an instance, in order.
    private(set) var assignments: [Assignment] = []

    static let fromConfig = Reading(
        instance: .leanplum,
        note:
            "an instance from CleverTap.instance(with:), Leanplum's only when its account is the one Leanplum's server sends"
    )
    static let shared = Reading(instance: .shared, note: nil)
    static let handedOver = Reading(instance: .leanplum, note: nil)

    /// One pass over the tokens for the callbacks, one for the configs, one for the assignments.
    init(_ tokens: CodeTokens, source: [UInt8]) {
        self.tokens = tokens
        self.source = source
        for index in 0..<tokens.count where tokens[index] == "CleverTapInstanceConfig" {
            // `x = CleverTapInstanceConfig(…)`, `x = [[CleverTapInstanceConfig alloc] init…]`.
            var equals = index - 1
            while equals > 0 && tokens[equals] == "[" && index - equals <= 2 { equals -= 1 }
            guard equals > 0, tokens[equals] == "=", let account = accountLiteral(after: index),
                let (name, _) = assigned(before: equals)
            else { continue }
            configAccounts[name] = account
        }
        for index in 0..<tokens.count where tokens[index].hasPrefix("addCleverTapInstance") {
            let arguments = tokens.arguments(after: index)
            if let parameter = Self.blockParameter(tokens, arguments) {
                callbacks.append((arguments, parameter))
                parameters.insert(parameter)
            }
        }
        for index in 0..<tokens.count
        where tokens[index] == "=" && !["=", "!", "<", ">"].contains(tokens[index - 1]) && tokens[index + 1] != "=" {
            guard let (name, local) = assigned(before: index), let reading = expression(startingAt: index + 1) else {
                continue
            }
            bindings[name] = reading
            assignments.append(Assignment(name: name, index: index, reading: reading, local: local))
        }
        for index in 0..<tokens.count where tokens[index] == "var" || tokens[index] == "-" || tokens[index] == "+" {
            guard let (name, body) = getter(at: index), let reading = expression(startingAt: body) else { continue }
            bindings[name] = reading
            assignments.append(Assignment(name: name, index: index, reading: reading, local: true))
        }
    }

    /// Tokens of a computed property's type read for its `{`: a few, so a run of `var` stays linear.
    static let maxGetterTypeTokens = 8

    /// A getter declared at `index` returning its first expression: Swift's `var x: CleverTap? {
    /// CleverTap.sharedInstance() }` (with or without `get {` and `return`), Objective-C's
    /// `- (CleverTap *)x { return [CleverTap sharedInstance]; }`: its name and where that
    /// expression starts.
    private func getter(at index: Int) -> (String, Int)? {
        var name = index + 1
        var open: Int
        if tokens[index] == "var" {
            guard Self.isIdentifier(tokens, name), tokens[name + 1] == ":",
                let brace = tokens.first("{", from: name + 2, before: name + 2 + Self.maxGetterTypeTokens),
                tokens.first("=", from: name + 2, before: brace) == nil
            else { return nil }
            open = brace
        } else {
            guard tokens[index + 1] == "(" else { return nil }
            name = tokens.closing(index + 1)
            guard Self.isIdentifier(tokens, name), tokens[name + 1] == "{" else { return nil }
            open = name + 1
        }
        if tokens[open + 1] == "get" && tokens[open + 2] == "{" { open += 2 }
        return (tokens[name], tokens[open + 1] == "return" ? open + 2 : open + 1)
    }

    /// The instance a receiver ending at `end` is (`CleverTap.sharedInstance()?`, `[CleverTap
    /// sharedInstance]`, `instance`, `self.cleverTap`); nil for the class `CleverTap` itself.
    func receiver(endingAt end: Int) -> Reading? {
        var end = end
        while tokens[end] == "?" || tokens[end] == "!" { end -= 1 }
        if let open = tokens.opening(end) { return call(named: open - 1, classAt: open - 3) }
        if let open = tokens.openingSquare(end) { return call(named: open + 2, classAt: open + 1) }
        let name = tokens[end]
        guard Self.isIdentifier(tokens, end) else { return Reading(instance: nil, note: "a receiver that is not read") }
        if name == "CleverTap" { return nil }
        // Objective-C's dot syntax: `CleverTap.sharedInstance`.
        if tokens[end - 1] == ".", tokens[end - 2] == "CleverTap" { return call(named: end, classAt: end - 2) }
        if isHandedOver(name, at: end) { return Self.handedOver }
        return bindings[name] ?? Reading(instance: nil, note: "'\(name)', whose origin is not read", unresolved: name)
    }

    /// `CleverTap.sharedInstance`, `CleverTap.instance(with:)`, `[CleverTap instanceWithConfig:]`.
    private func call(named index: Int, classAt classIndex: Int) -> Reading {
        guard tokens[classIndex] == "CleverTap" else {
            return Reading(instance: nil, note: "the result of \(tokens[index]), which is not read")
        }
        switch tokens[index] {
        case "sharedInstance": return Self.shared
        case "instance", "instanceWithConfig":
            var reading = Self.fromConfig
            reading.configAccount = configAccount(passedAfter: index)
            return reading
        default: return Reading(instance: nil, note: "the result of CleverTap.\(tokens[index]), which is not read")
        }
    }

    /// The account of the config passed to `instance(with:)` / `instanceWithConfig:` named at
    /// `index`: the literal of a config built in the argument, or of the one this file assigns to
    /// the name passed (`config`, `Self.config`); nil when the code does not name it.
    private func configAccount(passedAfter index: Int) -> String? {
        guard let colon = (index + 1..<min(index + 4, tokens.count)).first(where: { tokens[$0] == ":" }) else {
            return nil
        }
        // A config built in the argument: `CleverTapInstanceConfig(…)`, `[[CleverTapInstanceConfig …] …]`.
        let built =
            colon + 3 < tokens.count && [tokens[colon + 1], tokens[colon + 3]].contains("CleverTapInstanceConfig")
        if built { return accountLiteral(after: colon) }
        var name = colon + 1
        while Self.isIdentifier(tokens, name + 2), tokens[name + 1] == "." { name += 2 }
        return Self.isIdentifier(tokens, name) ? configAccounts[tokens[name]] : nil
    }

    /// Tokens a config's `accountId:` is looked for in, after its type or the call.
    static let maxConfigTokens = 16

    /// The string literal of `accountId:` (Swift) or `initWithAccountId:` (Objective-C, `@"…"`)
    /// within a few tokens after `index` (CleverTap 7.7.0 `CleverTapInstanceConfig.h`).
    private func accountLiteral(after index: Int) -> String? {
        let end = min(index + Self.maxConfigTokens, tokens.count - 3)
        guard index + 1 < end,
            let label = (index + 1..<end).first(where: {
                (tokens[$0] == "accountId" || tokens[$0] == "initWithAccountId") && tokens[$0 + 1] == ":"
            })
        else { return nil }
        let open = tokens[label + 2] == "@" ? label + 3 : label + 2
        guard open + 1 < tokens.count, tokens[open] == "\"", tokens[open + 1] == "\"" else { return nil }
        let bytes = source[(tokens.tokens[open].offset + 1)..<tokens.tokens[open + 1].offset]
        guard !bytes.isEmpty, bytes.count <= 64, !bytes.contains(UInt8(ascii: "\\")) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The instance the expression at `start` is: one of CleverTap's constructors, or the
    /// callback's parameter inside its block.
    private func expression(startingAt start: Int) -> Reading? {
        if tokens[start] == "[", tokens[start + 1] == "CleverTap" { return call(named: start + 2, classAt: start + 1) }
        if tokens[start] == "CleverTap", tokens[start + 1] == "." { return call(named: start + 2, classAt: start) }
        if isHandedOver(tokens[start], at: start) { return Self.handedOver }
        return nil
    }

    /// Whether `name` at `index` is the parameter of an `addCleverTapInstance` block holding it.
    private func isHandedOver(_ name: String, at index: Int) -> Bool {
        parameters.contains(name) && callbacks.contains { $0.parameter == name && $0.body.contains(index) }
    }

    /// The variable an `=` at `index` assigns (`x =`, `self.x =`, `let x: CleverTap? =`,
    /// `CleverTap *x =`), and whether it is declared there.
    private func assigned(before index: Int) -> (String, Bool)? {
        var at = index - 1
        while tokens[at] == "?" || tokens[at] == "!" { at -= 1 }
        if tokens[at - 1] == ":" { at -= 2 }
        guard Self.isIdentifier(tokens, at) else { return nil }
        return (tokens[at], ["let", "var", "*"].contains(tokens[at - 1]))
    }

    /// The parameter of the block among `arguments`: Swift's `{ instance in`, `{ [weak self]
    /// (instance: CleverTap) in`, Objective-C's `^(CleverTap *instance)`.
    private static func blockParameter(_ tokens: CodeTokens, _ arguments: Range<Int>) -> String? {
        if let caret = arguments.first(where: { tokens[$0] == "^" }), tokens[caret + 1] == "(" {
            let close = tokens.closing(caret + 1) - 1
            return Self.isIdentifier(tokens, close - 1) ? tokens[close - 1] : nil
        }
        guard let open = arguments.first(where: { tokens[$0] == "{" }),
            let keyword = tokens.first("in", from: open + 1, before: min(open + 20, arguments.upperBound))
        else { return nil }
        var start = open + 1
        // A capture list `[weak self]` closes before the `in`; one that does not is no block's.
        if tokens[start] == "[" { start = tokens.closing(start) }
        guard start <= keyword else { return nil }
        return (start..<keyword).first { tokens.tokens[$0].isIdentifier && tokens[$0] != "_" }.map { tokens[$0] }
    }

    /// An instance from `instance(with:)` whose config names the Info.plist's account is the one
    /// `sharedInstance()` returns: CleverTap keeps one instance per account, whichever asked
    /// first (CleverTap 7.7.0 `CleverTap.m` `_instanceWithConfig:andCleverTapID:`,
    /// `_instances[config.accountId]`, which `_sharedInstanceWithCleverTapID:` also asks with the
    /// Info.plist's account). Another account keeps the reading, its note naming both.
    static func byAccount(_ reading: Reading, plistAccount: String?) -> Reading {
        guard let account = reading.configAccount, reading.instance == .leanplum else { return reading }
        guard account == plistAccount else {
            var other = reading
            let plist = plistAccount.map { "the Info.plist's '\($0)'" } ?? "no Info.plist account read"
            other.note = (other.note ?? "") + "; its config's account is '\(account)', \(plist)"
            return other
        }
        return Reading(
            instance: .shared,
            note:
                "CleverTap.instance(with:) with the Info.plist's account '\(account)': CleverTap keeps one instance per account, so it is the one CleverTap.sharedInstance() returns",
            origins: reading.origins, configAccount: account)
    }

    private static func isIdentifier(_ tokens: CodeTokens, _ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens.tokens[index].isIdentifier
    }
}
