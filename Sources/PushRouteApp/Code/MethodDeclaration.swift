import PushRouteCore

/// One method declaration as the scanner reads it: its name, its parameters' labels (Swift) or
/// selector pieces (Objective-C), their internal names and types. The app's notification
/// methods are recognised by this whole signature (`DelegateSignature`), never by a word in it.
struct MethodDeclaration: Equatable {
    struct Parameter: Equatable {
        /// Swift's argument label (`_`, `willPresent`) or Objective-C's selector piece.
        var label: String
        /// The name the body uses (`completionHandler`).
        var name: String
        /// The identifiers of its type (`UNNotification`; `void`, `UNNotificationPresentationOptions`).
        var types: [String]
    }

    var name: String
    var parameters: [Parameter]
    /// `private`, `fileprivate`, `static` or `class` (Swift), `+` (Objective-C): such a method
    /// is not the delegate's instance method.
    var isHidden: Bool

    /// Modifiers that keep a Swift method from being a delegate protocol's witness.
    private static let hiding: Set<String> = ["private", "fileprivate", "static", "class"]

    /// Tokens of a parameter read for its names and type: a delegate method's are a few, and
    /// the bound keeps parameters nested in one another's types linear.
    static let maxParameterTokens = 16

    /// The Swift `func` at `index`, up to its body's `{` at `open`: `func name(parameters)`
    /// (a generic function's parameters are not read).
    static func swift(_ tokens: CodeTokens, at index: Int, open: Int) -> MethodDeclaration? {
        let name = tokens[index + 1]
        guard index + 1 < open, tokens.tokens[index + 1].isIdentifier else { return nil }
        var parameters: [Parameter] = []
        if tokens[index + 2] == "(", tokens.closing(index + 2) <= open {
            parameters = split(tokens, index + 3..<tokens.closing(index + 2) - 1).map { range -> Parameter in
                let head = range.lowerBound..<min(range.upperBound, range.lowerBound + maxParameterTokens)
                let colon = head.first { tokens[$0] == ":" } ?? head.upperBound
                let names = (head.lowerBound..<colon).filter { tokens.tokens[$0].isIdentifier }.map { tokens[$0] }
                let types = (colon..<head.upperBound).filter { tokens.tokens[$0].isIdentifier && tokens[$0 - 1] != "@" }
                    .map { tokens[$0] }
                return Parameter(label: names.first ?? "", name: names.last ?? "", types: types)
            }
        }
        var hidden = false
        var back = index - 1
        // A few modifiers at most: the walk stays short however many words come before.
        while back >= max(0, index - 8), tokens.tokens[back].isIdentifier || tokens[back] == "@", tokens[back] != "func"
        {
            if hiding.contains(tokens[back]) { hidden = true }
            back -= 1
        }
        return MethodDeclaration(name: name, parameters: parameters, isHidden: hidden)
    }

    /// The Objective-C `-`/`+` at `index`, up to its body's `{` at `open`:
    /// `- (void)piece:(Type *)name piece:(Type)name {`.
    static func objectiveC(_ tokens: CodeTokens, at index: Int, open: Int) -> MethodDeclaration? {
        var at = tokens.closing(index + 1)
        var parameters: [Parameter] = []
        var name = ""
        while at < open, tokens.tokens[at].isIdentifier {
            let piece = tokens[at]
            if name.isEmpty { name = piece }
            guard tokens[at + 1] == ":" else { break }
            var types: [String] = []
            at += 2
            if tokens[at] == "(" {
                let end = tokens.closing(at)
                types = (at..<min(end, at + maxParameterTokens)).filter { tokens.tokens[$0].isIdentifier }.map {
                    tokens[$0]
                }
                at = end
            }
            guard at < open, tokens.tokens[at].isIdentifier else { break }
            parameters.append(Parameter(label: piece, name: tokens[at], types: types))
            at += 1
        }
        guard !name.isEmpty else { return nil }
        return MethodDeclaration(name: name, parameters: parameters, isHidden: tokens[index] == "+")
    }

    /// Words that open a C statement, never a function's type or name.
    static let cKeywords: Set<String> = [
        "if", "else", "while", "for", "switch", "return", "do", "case", "default", "goto", "sizeof", "typedef",
    ]
    /// Words before a C function's type.
    private static let cQualifiers: Set<String> = ["static", "inline", "extern", "const"]
    /// Identifiers of a C function's return type read (`unsigned long`, `NS_INLINE void`).
    static let maxCTypeWords = 3

    /// The C function declared at `index` in an Objective-C file, its body's `{` at `open`:
    /// `static void name(NSDictionary *userInfo) {` (a return type of a few words and `*`s, then
    /// the name and its parameters right before the body); its parameters are not read.
    static func cFunction(_ tokens: CodeTokens, at index: Int, open: Int) -> MethodDeclaration? {
        var at = index
        while at < open, cQualifiers.contains(tokens[at]) { at += 1 }
        var words = 0
        while at < open, tokens.tokens[at].isIdentifier, tokens[at + 1] != "(" {
            guard !cKeywords.contains(tokens[at]), words < maxCTypeWords else { return nil }
            words += 1
            at += 1
            while tokens[at] == "*" { at += 1 }
        }
        guard words > 0, at < open, tokens.tokens[at].isIdentifier, !cKeywords.contains(tokens[at]),
            tokens[at + 1] == "(", tokens.closing(at + 1) == open
        else { return nil }
        return MethodDeclaration(name: tokens[at], parameters: [], isHidden: true)
    }

    /// The ranges between the commas of `range` outside brackets.
    private static func split(_ tokens: CodeTokens, _ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var at = range.lowerBound
        while at < range.upperBound {
            if tokens[at] == "," {
                parts.append(start..<at)
                start = at + 1
            }
            at = CodeTokens.pairs[tokens[at]] != nil ? min(tokens.closing(at), range.upperBound) : at + 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }
}

/// The app's notification methods (`UIApplicationDelegate`, `UNUserNotificationCenterDelegate`)
/// by their full signature in Swift and Objective-C: the name, every label or selector piece,
/// and the type of the parameters that tell them apart.
struct DelegateSignature {
    /// The profile's method key (`app_delegate.will_present`).
    var key: ProfileKey
    var swift: [String]
    var objectiveC: [String]
    /// Per parameter, a type one of whose identifiers it must name (nil: any type).
    var types: [Set<String>?]

    static let all: [DelegateSignature] = [
        .init(
            key: .didFinishLaunching, swift: ["application", "_", "didFinishLaunchingWithOptions"],
            objectiveC: ["application", "didFinishLaunchingWithOptions"], types: [["UIApplication"], nil]),
        .init(
            key: .willPresent, swift: ["userNotificationCenter", "_", "willPresent", "withCompletionHandler"],
            objectiveC: ["userNotificationCenter", "willPresentNotification", "withCompletionHandler"],
            types: [["UNUserNotificationCenter"], ["UNNotification"], nil]),
        .init(
            key: .didReceive, swift: ["userNotificationCenter", "_", "didReceive", "withCompletionHandler"],
            objectiveC: ["userNotificationCenter", "didReceiveNotificationResponse", "withCompletionHandler"],
            types: [["UNUserNotificationCenter"], ["UNNotificationResponse"], nil]),
        .init(
            key: .fetch, swift: ["application", "_", "didReceiveRemoteNotification", "fetchCompletionHandler"],
            objectiveC: ["application", "didReceiveRemoteNotification", "fetchCompletionHandler"],
            types: [["UIApplication"], nil, nil]),
        .init(
            key: .didRegisterToken, swift: ["application", "_", "didRegisterForRemoteNotificationsWithDeviceToken"],
            objectiveC: ["application", "didRegisterForRemoteNotificationsWithDeviceToken"],
            types: [["UIApplication"], ["Data", "NSData"]]),
    ]

    /// The signature `declaration` has, if it is one of `all`.
    static func matching(_ declaration: MethodDeclaration, swift: Bool) -> DelegateSignature? {
        guard !declaration.isHidden else { return nil }
        let words =
            swift ? [declaration.name] + declaration.parameters.map(\.label) : declaration.parameters.map(\.label)
        return all.first { signature in
            (swift ? signature.swift : signature.objectiveC) == words
                && zip(signature.types, declaration.parameters).allSatisfy { expected, parameter in
                    expected.map { !$0.isDisjoint(with: parameter.types) } ?? true
                }
        }
    }
}
