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

    /// One pass over the tokens for the callbacks, one for the assignments.
    init(_ tokens: CodeTokens) {
        self.tokens = tokens
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
        case "instance", "instanceWithConfig": return Self.fromConfig
        default: return Reading(instance: nil, note: "the result of CleverTap.\(tokens[index]), which is not read")
        }
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
        if tokens[start] == "[" { start = tokens.closing(start) }
        return (start..<keyword).first { tokens.tokens[$0].isIdentifier && tokens[$0] != "_" }.map { tokens[$0] }
    }

    private static func isIdentifier(_ tokens: CodeTokens, _ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens.tokens[index].isIdentifier
    }
}
