import PushRouteCore

/// A function or method the app declares, read so that a notification method's calls can be
/// followed into it (issue 35, item 2; docs/app-infer.md): its own calls to CleverTap's push
/// API and the names it calls, in its body outside the functions nested in it.
struct FunctionFinding: Sendable {
    var name: String
    var site: CodeSite
    /// The profile's method key when it is one of the app's notification methods
    /// (`DelegateSignature`): such a method is followed from, never into.
    var methodKey: ProfileKey?
    var ownCalls: [HelperCleverTapCall] = []
    /// The names it calls, each at its first call.
    var callees: [Callee] = []
}

/// A call by name: `handle(` in Swift, `[x handle:` or `[x handle]` in Objective-C.
struct Callee: Equatable, Sendable {
    var name: String
    var site: CodeSite
}

/// A call to CleverTap's push API in a function that is not a notification method.
struct HelperCleverTapCall: Sendable {
    var site: CodeSite
    var call: AppCleverTapCall
    var instance: CleverTapInstances.Reading?
}

/// A name assigned a CleverTap instance outside a function's locals (a property, a global,
/// a static), for the repository's table (`InstanceSymbols`).
struct InstanceBinding: Sendable {
    var name: String
    var reading: CleverTapInstances.Reading
    var site: CodeSite
}

extension CodeScanner {
    /// One sweep over the tokens, each owned by the innermost declaration around it: every
    /// function's own CleverTap calls and callees, the count of calls per name, and the
    /// instance assignments that are not a function's locals.
    mutating func readFunctionCalls() {
        let owners = innermostDeclarations()
        var functions = declarations.map { FunctionFinding(name: $0.name, site: $0.site, methodKey: $0.methodKey) }
        var seen = [Set<String>](repeating: [], count: functions.count)
        for index in 0..<tokens.count where tokens.tokens[index].isIdentifier && !reachability.dead[index] {
            let owner = Int(owners[index])
            if isCall(index) {
                findings.callCounts[tokens[index], default: 0] += 1
                if owner >= 0, seen[owner].insert(tokens[index]).inserted {
                    functions[owner].callees.append(Callee(name: tokens[index], site: site(index)))
                }
            }
            if owner >= 0, let call = ownCleverTapCall(index) {
                let instance = call == .handlePushNotification ? nil : delegateInstance(index)
                functions[owner].ownCalls.append(HelperCleverTapCall(site: site(index), call: call, instance: instance))
            }
        }
        findings.functions = functions
        for assignment in instances.assignments where !(assignment.local && owners[assignment.index] >= 0) {
            findings.instanceBindings.append(
                InstanceBinding(
                    name: InstanceSymbols.key(assignment.name), reading: assignment.reading,
                    site: site(assignment.index)))
        }
    }

    /// A call by name at `index`: Swift's `name(` (not its declaration) or `name {` (a trailing
    /// closure, the only argument), C's `name(`, Objective-C's first selector piece after a
    /// receiver (`[x name:`, `[[X shared] name]`).
    private func isCall(_ index: Int) -> Bool {
        let next = tokens[index + 1]
        if next == "(" {
            // Not a declaration: Swift's `func name(`, C's `void name(` (a type word before it).
            let before = index > 0 ? tokens[index - 1] : ""
            return swift ? before != "func" : !(tokens.tokens[max(index - 1, 0)].isIdentifier && before != "return")
        }
        if swift && next == "{" { return isTrailingClosureCall(index) }
        guard !swift, next == ":" || next == "]" else { return false }
        return tokens.tokens[max(index - 1, 0)].isIdentifier && index >= 2 && tokens[index - 2] == "["
            || tokens[index - 1] == "]"
    }

    /// Words before `name {` that make `name` no call: a declaration's name or type, a
    /// statement's condition or sequence, an accessor.
    static let notBeforeTrailingClosure: Set<String> = [
        "func", "class", "struct", "enum", "extension", "protocol", "actor", "typealias", "var", "let", ":", ",",
        "if", "guard", "while", "switch", "for", "in", "else", "case", "where", "->", "=", "return", "some", "any",
    ]
    /// Words that open a block and are no function's name.
    static let blockWords: Set<String> = [
        "do", "defer", "repeat", "else", "get", "set", "willSet", "didSet", "init", "deinit", "catch", "throws",
        "rethrows", "async",
    ]

    /// `name {` at `index` is a call with a trailing closure: `name` is no keyword, and the word
    /// before it neither declares it nor makes it a condition or a type.
    private func isTrailingClosureCall(_ index: Int) -> Bool {
        guard !Self.blockWords.contains(tokens[index]), index > 0 else { return false }
        let before = tokens[index - 1]
        // `->`, is two tokens: `-` `>`.
        if before == ">" && index > 1 && tokens[index - 2] == "-" { return false }
        return !Self.notBeforeTrailingClosure.contains(before)
    }

    /// Per token, the index in `declarations` of the innermost declaration whose body holds
    /// it, or -1: the bodies nest, and one sweep with a stack of those open reads them all.
    private func innermostDeclarations() -> [Int32] {
        var owners = [Int32](repeating: -1, count: tokens.count)
        var open: [Int] = []
        var next = 0
        for index in 0..<tokens.count {
            while let top = open.last, declarations[top].body.upperBound <= index { open.removeLast() }
            while next < declarations.count && declarations[next].body.lowerBound <= index {
                while let top = open.last, declarations[top].body.upperBound <= declarations[next].body.lowerBound {
                    open.removeLast()
                }
                open.append(next)
                next += 1
            }
            if let top = open.last, declarations[top].body.contains(index) { owners[index] = Int32(top) }
        }
        return owners
    }
}
