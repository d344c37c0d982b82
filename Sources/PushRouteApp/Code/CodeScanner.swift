import PushRouteCore
import PushRouteReader

/// Finds the integration's calls and the app's notification methods in one Swift,
/// Objective-C or Objective-C++ file, on its code without comments and literals
/// (`SourceText`), each finding with its line and `#if` conditions.
///
/// Linear in the file: every search across tokens is a table lookup (`CodeTokens`), a
/// setter's arguments are read for its last call only (the one that decides), and a method's
/// body once per kind of method.
struct CodeScanner {
    let file: String
    let text: SourceText
    let tokens: CodeTokens
    let swift: Bool
    /// The tokens after a `return` of their block: never run, never read.
    let reachability: Reachability
    /// Which CleverTap instance a receiver is (`CleverTapInstances`).
    let instances: CleverTapInstances
    var findings = CodeFindings()
    /// The scanner's limits hit in this file (`maxSourceBytes`, `SourceText.maxConditionDepth`).
    var diagnostics: [Diagnostic] = []

    /// Largest source file scanned: the first bytes of a larger one are, with a warning
    /// (pushroute(1), LIMITS).
    static let maxSourceBytes = ReaderLimits.defaultMaxPayloadBytes

    init(file: String, bytes: [UInt8]) {
        self.file = file
        let cut = bytes.count > Self.maxSourceBytes
        swift = file.hasSuffix(".swift")
        let scanned = cut ? Array(bytes.prefix(Self.maxSourceBytes)) : bytes
        text = SourceText(scanned, swift: swift)
        tokens = CodeTokens(text.code)
        reachability = Reachability(tokens, text, swift: swift)
        instances = CleverTapInstances(tokens, source: scanned)
        if cut {
            diagnostics.append(
                Diagnostic(
                    file: file, at: nil, severity: .warning, rule: AppInferenceRule.codeLimit,
                    message:
                        "larger than \(Self.maxSourceBytes >> 20) MiB: only its first \(Self.maxSourceBytes >> 20) MiB are scanned"
                ))
        }
        if let line = text.firstTooDeepLine {
            diagnostics.append(
                Diagnostic(
                    file: file, at: SourceLocation(line: line, column: 1), severity: .warning,
                    rule: AppInferenceRule.codeLimit,
                    message:
                        "#if nested deeper than \(SourceText.maxConditionDepth) levels: the conditions deeper are not read"
                ))
        }
        mentionsDelegateCenter = Self.firstOnLine("UNUserNotificationCenter", tokens, text)
    }

    static let sourceExtensions = [".swift", ".m", ".mm"]

    func site(_ index: Int) -> CodeSite {
        let offset = tokens.tokens[min(index, tokens.count - 1)].offset
        return CodeSite(
            file: file, line: text.line(of: offset), offset: offset, conditions: text.conditions(at: offset))
    }

    mutating func scan() -> CodeFindings {
        guard tokens.count > 0 else { return findings }
        for index in 0..<tokens.count where tokens.tokens[index].isIdentifier && !reachability.dead[index] {
            scanToken(index)
        }
        readLastArguments()
        scanMethods()
        findings.leanplumStartInLaunch = findings.leanplumStart.filter(isInLaunch)
        readStartHelpers()
        readFunctionCalls()
        return findings
    }

    /// The receiver of the call whose method name is at `index`: `Leanplum` in
    /// `Leanplum.start(...)` and `[Leanplum start...]`.
    private func receiver(_ index: Int) -> String {
        if tokens[index - 1] == "." { return tokens[index - 2] == ")" ? receiverOfCall(index - 2) : tokens[index - 2] }
        if tokens[index - 2] == "[" { return tokens[index - 1] }
        return ""
    }

    /// `CleverTap.sharedInstance()?.x`: the name before the call's parentheses.
    private func receiverOfCall(_ close: Int) -> String {
        tokens.opening(close).map { tokens[$0 - 1] } ?? ""
    }

    private mutating func scanToken(_ index: Int) {
        let name = tokens[index]
        let from = receiver(index)
        switch name {
        case _ where name.hasPrefix("autoIntegrate") && (from == "CleverTap" || tokens[index - 1] == "CleverTap"):
            findings.autoIntegrate.append(site(index))
        case _ where name.hasPrefix("start") && from == "Leanplum":
            findings.leanplumStart.append(site(index))
            startIndexes.append(index)
        case "setPushNotificationPresentationOption" where from == "Leanplum":
            findings.presentation.sites.append(site(index))
            lastCalls.presentation = index
        case "setHandleCleverTapNotification" where from == "Leanplum":
            findings.handleCleverTapNotification.sites.append(site(index))
            if handleCleverTapCalls.count < Self.comparedCalls {
                handleCleverTapCalls.append((passesNil(index), enclosingBrace(index)))
            }
            lastCalls.handleCleverTap = index
        case "setShouldOpenNotificationHandler" where from == "Leanplum":
            findings.shouldHandleNotification.sites.append(site(index))
            lastCalls.shouldHandle = index
        case "setPushDeliveryTrackingEnabled" where from == "Leanplum":
            findings.deliveryTracking.sites.append(site(index))
            lastCalls.deliveryTracking = index
        case "setCleverTapOpenDeepLinksInForeground" where from == "Leanplum":
            findings.openDeepLinksInForeground.sites.append(site(index))
            lastCalls.openDeepLinks = index
        case "setPushNotificationDelegate", "setUrlDelegate":
            if name == "setUrlDelegate" { findings.urlDelegate.append(site(index)) }
            findings.delegateSettings.append(
                DelegateSetting(site: site(index), setter: name, instance: delegateInstance(index)))
        case _ where (name == "pushNotificationDelegate" || name == "urlDelegate") && isAssigned(index):
            let setter = name == "urlDelegate" ? "setUrlDelegate" : "setPushNotificationDelegate"
            findings.delegateSettings.append(
                DelegateSetting(site: site(index), setter: setter, instance: delegateInstance(index)))
        case _
        where (name == "isPaused" || name == "isEnabled") && isAssigned(index) && isActionManager(endingAt: index - 2):
            findings.actionManager.append(
                ActionManagerWrite(site: site(index), property: name, value: literalBool(index + 2..<index + 3)))
        case _ where (name == "setIsPaused" || name == "setIsEnabled") && isActionManager(endingAt: receiverEnd(index)):
            let property = name == "setIsPaused" ? "isPaused" : "isEnabled"
            findings.actionManager.append(
                ActionManagerWrite(site: site(index), property: property, value: literalBool(index + 2..<index + 3)))
        case "delegate" where tokens[index + 1] == "=" && lineMentionsDelegateCenter(index):
            findings.notificationDelegate.append(site(index))
        case "CTNotificationServiceExtension" where tokens[index - 1] == ":":
            let declared = tokens[index - 2]
            findings.cleverTapServiceClasses.append((site(index), declared))
        case _ where name.hasPrefix("recordNotificationViewedEvent"):
            findings.recordsNotificationViewed.append(site(index))
        default: break
        }
    }

    /// `x.name = ...`: a property of a receiver assigned (not compared).
    private func isAssigned(_ index: Int) -> Bool {
        tokens[index - 1] == "." && tokens[index + 1] == "=" && tokens[index + 2] != "="
    }

    /// The last token of the receiver of the call or property at `index`: before the `.` of
    /// `x.name`, or the receiver of an Objective-C message `[x name...]`.
    private func receiverEnd(_ index: Int) -> Int {
        tokens[index - 1] == "." ? index - 2 : index - 1
    }

    /// The instance a delegate setter at `index` is called on; a call without a receiver is
    /// not read.
    func delegateInstance(_ index: Int) -> CleverTapInstances.Reading {
        instances.receiver(endingAt: receiverEnd(index))
            ?? CleverTapInstances.Reading(
                instance: nil, note: "a call on the class CleverTap, which is not an instance")
    }

    /// Leanplum's `ActionManager` (Leanplum 6.6.1 `ClassesSwift/Actions/ActionManager.swift`,
    /// `@objc(LPActionManager)`, `shared`; `ClassesSwift/Leanplum.swift`, `Leanplum.actionManager`):
    /// `ActionManager.shared`, `Leanplum.actionManager`, `[LPActionManager shared]`,
    /// `[Leanplum actionManager]`, ending at `end`.
    private func isActionManager(endingAt end: Int) -> Bool {
        let classes = ["ActionManager", "LPActionManager"]
        if let open = tokens.openingSquare(end) {
            return (classes.contains(tokens[open + 1]) && tokens[open + 2] == "shared")
                || (tokens[open + 1] == "Leanplum" && tokens[open + 2] == "actionManager")
        }
        guard tokens[end - 1] == "." else { return false }
        return (tokens[end] == "shared" && classes.contains(tokens[end - 2]))
            || (tokens[end] == "actionManager" && tokens[end - 2] == "Leanplum")
    }

    /// The method name of the last call of each setter whose arguments are read: at run time
    /// the last call wins, and reading every call's arguments would be O(n²) on calls nested
    /// in one another's arguments.
    private var lastCalls:
        (presentation: Int?, handleCleverTap: Int?, shouldHandle: Int?, deliveryTracking: Int?, openDeepLinks: Int?)

    /// The first calls of `setHandleCleverTapNotification`: whether each passes nil, and the
    /// `{` of the block it is in (-1 at the top level).
    private var handleCleverTapCalls: [(passesNil: Bool, block: Int)] = []
    /// How many calls of a setter are compared: finding each one's block walks back.
    static let comparedCalls = 32

    /// The `{` of the innermost block holding the token at `index`; -1 when none does.
    private func enclosingBrace(_ index: Int) -> Int {
        var open = index - 1
        while open >= 0 {
            if tokens[open] == "{" && tokens.closing(open) > index { return open }
            open -= 1
        }
        return -1
    }

    private mutating func readLastArguments() {
        if let index = lastCalls.presentation {
            findings.presentation.last = PresentationWords.options(in: tokens, tokens.arguments(after: index))
        }
        if let index = lastCalls.handleCleverTap {
            let arguments = tokens.arguments(after: index)
            findings.handleCleverTapNotification.last =
                isNilHandler(arguments) ? "nil" : BlockReading.defaultHandlerUse(tokens, arguments)
            findings.handleCleverTapNotification.lastPassesNil = passesNil(index)
            let calls = handleCleverTapCalls
            findings.handleCleverTapNotification.disagree = calls.contains { one in
                calls.contains { other in one.passesNil != other.passesNil && one.block != other.block }
            }
        }
        if let index = lastCalls.shouldHandle {
            findings.shouldHandleNotification.last = !isNilHandler(tokens.arguments(after: index))
        }
        if let index = lastCalls.deliveryTracking {
            findings.deliveryTracking.last = literalBool(tokens.arguments(after: index))
        }
        if let index = lastCalls.openDeepLinks {
            findings.openDeepLinksInForeground.last = literalBool(tokens.arguments(after: index))
        }
    }

    /// Per line (1-based), the index of the first token `word` on it.
    private let mentionsDelegateCenter: [Int: Int]

    private static func firstOnLine(_ word: String, _ tokens: CodeTokens, _ text: SourceText) -> [Int: Int] {
        var first: [Int: Int] = [:]
        for (index, token) in tokens.tokens.enumerated() where token.text == word {
            let line = text.line(of: token.offset)
            if first[line] == nil { first[line] = index }
        }
        return first
    }

    /// Whether the line of the token at `index` names `UNUserNotificationCenter` before it.
    private func lineMentionsDelegateCenter(_ index: Int) -> Bool {
        mentionsDelegateCenter[text.line(of: tokens.tokens[index].offset)].map { $0 < index } ?? false
    }

    /// The call at `index` passes `nil` alone: `f(nil)` or `[X f:nil]` (constant time, where
    /// `isNilHandler` reads the last call's arguments).
    private func passesNil(_ index: Int) -> Bool {
        ["(", ":"].contains(tokens[index + 1]) && tokens[index + 2] == "nil" && [")", "]"].contains(tokens[index + 3])
    }

    /// A handler argument that is `nil` (`(nil)`, `:nil`, `handler: nil`, `completionHandler: nil`):
    /// no handler is set.
    private func isNilHandler(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0] == "nil" && ["(", ":"].contains(tokens[$0 - 1]) }
            && !range.contains { tokens[$0] == "{" || tokens[$0] == "^" }
    }

    /// The literal `true`/`YES` or `false`/`NO` among the arguments; nil when none is literal.
    private func literalBool(_ range: Range<Int>) -> Bool? {
        for index in range {
            switch tokens[index] {
            case "true", "YES": return true
            case "false", "NO": return false
            default: continue
            }
        }
        return nil
    }

    // MARK: Methods

    /// Each method declaration (`func` in Swift, `-`/`+` at a line's start in Objective-C)
    /// with its body.
    private mutating func scanMethods() {
        var index = 0
        while index < tokens.count {
            guard !reachability.dead[index], isDeclarationStart(index), let open = tokens.first("{", from: index + 1)
            else {
                index += 1
                continue
            }
            // A declaration ends at its body's `{`; a `;` before it is a protocol requirement.
            if let semicolon = tokens.first(";", from: index + 1, before: open), semicolon < open {
                index += 1
                continue
            }
            let end = tokens.closing(open)
            let cFunction = !swift && tokens.tokens[index].isIdentifier
            let declaration =
                swift
                ? MethodDeclaration.swift(tokens, at: index, open: open)
                : cFunction
                    ? MethodDeclaration.cFunction(tokens, at: index, open: open)
                    : MethodDeclaration.objectiveC(tokens, at: index, open: open)
            // A line that only looks like a C function's start (`NSString *s = ^{`) skips nothing.
            if cFunction && declaration == nil {
                index += 1
                continue
            }
            if let declaration {
                let key = DelegateSignature.matching(declaration, swift: swift)?.key
                declarations.append(
                    Declared(name: declaration.name, body: open..<end, site: site(index), methodKey: key))
                readMethod(declaration, site: site(index), body: open..<end)
            }
            index = open + 1
        }
    }

    /// Swift's `func`; in Objective-C, `-`/`+` at a line's start, or a C function's first word
    /// there (`static void name(…) {`: a word, more words or `*`, a name and `(`).
    private func isDeclarationStart(_ index: Int) -> Bool {
        if tokens[index] == "func" { return true }
        guard !swift else { return false }
        let method = (tokens[index] == "-" || tokens[index] == "+") && tokens[index + 1] == "("
        let function =
            tokens.tokens[index].isIdentifier && !MethodDeclaration.cKeywords.contains(tokens[index])
            && index + 1 < tokens.count && (tokens.tokens[index + 1].isIdentifier || tokens[index + 1] == "*")
        guard method || function else { return false }
        return index == 0 || text.lineBreaks(from: tokens.tokens[index - 1].offset, to: tokens.tokens[index].offset)
    }

    private mutating func readMethod(_ declaration: MethodDeclaration, site: CodeSite, body: Range<Int>) {
        guard let signature = DelegateSignature.matching(declaration, swift: swift) else {
            if declaration.name.hasPrefix("shouldHandleCleverTap")
                || declaration.parameters.first?.label.hasPrefix("shouldHandleCleverTap") == true
            {
                findings.urlDelegateAnswers.append((site, returnedBools(body)))
            }
            return
        }
        let key = signature.key
        if key == .didFinishLaunching { addLaunchBody(body) }
        // Only the first method of a kind is kept: the body of the others is not read.
        guard findings.methods[key] == nil else { return }
        let live = body.filter { !reachability.dead[$0] && tokens.tokens[$0].isIdentifier }
        // The completion handler is the last parameter of the methods that have one.
        let handler = signature.swift.last!.hasSuffix("CompletionHandler") ? declaration.parameters.last?.name : nil
        let completion = live.filter { tokens[$0] == handler }
        let calls = completion.filter { tokens[$0 + 1] == "(" }
        var method = MethodFinding(
            site: site, callsCompletion: !completion.isEmpty, callsLeanplum: callsLeanplum(key, live))
        if key == .willPresent {
            let arguments = calls.first.map { tokens.arguments(after: $0) }
            method.options = arguments.map { PresentationWords.options(in: tokens, $0) }
            if let arguments, let name = PresentationWords.variable(in: tokens, arguments) {
                let declared = declaredOptions(name)
                method.optionsVariable = (name, declared.map { self.site($0.lowerBound) })
                method.options = declared.map { PresentationWords.options(in: tokens, $0) }
            }
            method.recordsViewed = live.contains { tokens[$0].hasPrefix("recordNotificationViewedEvent") }
        }
        if key == .fetch {
            method.result = calls.first.flatMap {
                PresentationWords.fetchResult(in: tokens, tokens.arguments(after: $0))
            }
        }
        findings.methods[key] = method
        if let callSite = Self.callSites[key] { readOwnCleverTapCalls(live, in: callSite) }
    }

    /// The initial value of a Swift `var name: T = [...]` (or `= .option`) the file declares:
    /// its tokens; nil when the file declares no such variable.
    private func declaredOptions(_ name: String) -> Range<Int>? {
        for index in tokens.tokens.indices where tokens[index] == name && ["var", "let"].contains(tokens[index - 1]) {
            guard let equals = tokens.first("=", from: index + 1, before: min(index + 12, tokens.count)) else {
                continue
            }
            let value = equals + 1
            if tokens[value] == "[" { return value..<tokens.closing(value) }
            if tokens[value] == "." { return value..<value + 2 }
        }
        return nil
    }

    /// The app's notification methods in which its own CleverTap calls are read.
    static let callSites: [ProfileKey: AppCallSite] = [
        .didReceive: .didReceive, .willPresent: .willPresent, .fetch: .fetch,
    ]

    /// The app's own calls to CleverTap's push API among a method's live identifiers.
    private mutating func readOwnCleverTapCalls(_ live: [Int], in callSite: AppCallSite) {
        for index in live {
            guard let call = ownCleverTapCall(index) else { continue }
            let instance = call == .handlePushNotification ? nil : delegateInstance(index)
            findings.ownCleverTapCalls.append(
                OwnCleverTapCall(site: site(index), call: call, method: callSite, instance: instance))
        }
    }

    /// CleverTap 7.7.0 `CleverTap.h`: `+handlePushNotification:openDeepLinksInForeground:`
    /// (Swift `CleverTap.handlePushNotification(_:openDeepLinksInForeground:)`),
    /// `-handleNotificationWithData:` and `-handleNotificationWithData:openDeepLinksInForeground:`
    /// (`handleNotification(withData:)`), `-recordNotificationClickedEventWithData:`
    /// (`recordNotificationClickedEvent(withData:)`).
    func ownCleverTapCall(_ index: Int) -> AppCleverTapCall? {
        let swiftWithData = tokens[index + 1] == "(" && tokens[index + 2] == "withData"
        switch tokens[index] {
        case "handlePushNotification" where receiver(index) == "CleverTap": return .handlePushNotification
        case "handleNotificationWithData": return .handleNotificationWithData
        case "handleNotification" where swiftWithData: return .handleNotificationWithData
        case "recordNotificationClickedEventWithData": return .recordClicked
        case "recordNotificationClickedEvent" where swiftWithData: return .recordClicked
        default: return nil
        }
    }

    /// Leanplum's method for each of the app's (`Leanplum.h`, "when Swizzling is Disabled"),
    /// as the start of its Swift and Objective-C names: `+applicationDidFinishLaunchingWithOptions:`
    /// (`applicationDidFinishLaunching(withOptions:)`), `+willPresentNotification:`,
    /// `+didReceiveNotificationResponse:`, `+didReceiveRemoteNotification:`,
    /// `+didRegisterForRemoteNotificationsWithDeviceToken:`.
    static let leanplumMethods: [ProfileKey: (prefix: String, not: String?)] = [
        .didFinishLaunching: ("applicationDidFinishLaunching", nil), .willPresent: ("willPresent", nil),
        .didReceive: ("didReceive", "didReceiveRemoteNotification"), .fetch: ("didReceiveRemoteNotification", nil),
        .didRegisterToken: ("didRegisterForRemoteNotifications", nil),
    ]

    /// Whether `body` (its live identifiers) calls Leanplum's method for the app's method `key`.
    private func callsLeanplum(_ key: ProfileKey, _ body: [Int]) -> Bool {
        guard let method = Self.leanplumMethods[key] else { return false }
        return body.contains { index in
            let name = tokens[index]
            guard name.hasPrefix(method.prefix), method.not.map({ !name.hasPrefix($0) }) ?? true else { return false }
            return receiver(index) == "Leanplum"
        }
    }

    /// The token indexes of `findings.leanplumStart`, in order.
    var startIndexes: [Int] = []
    /// A method or function declared: its name, body, place, and its profile key when it is
    /// one of the app's notification methods.
    struct Declared {
        var name: String
        var body: Range<Int>
        var site: CodeSite
        var methodKey: ProfileKey?
    }

    /// Every method or function declared, in order of their `{`.
    var declarations: [Declared] = []

    /// The outermost bodies of `didFinishLaunching` (a Leanplum start in one is `at-launch`),
    /// in order and disjoint: one nested in another adds nothing.
    var launchBodies: [Range<Int>] = []

    private mutating func addLaunchBody(_ body: Range<Int>) {
        if let last = launchBodies.last, body.lowerBound < last.upperBound { return }
        launchBodies.append(body)
    }

    /// Per token index, how many `return true`/`return YES` and `return false`/`return NO`
    /// come before it: a body's answers in constant time, however many bodies nest.
    private lazy var returnCounts: (yes: [Int], no: [Int]) = {
        var yes = [0]
        var no = [0]
        yes.reserveCapacity(tokens.count + 1)
        no.reserveCapacity(tokens.count + 1)
        for index in 0..<tokens.count {
            let returns = tokens[index] == "return"
            let next = tokens[index + 1]
            yes.append(yes[index] + (returns && (next == "true" || next == "YES") ? 1 : 0))
            no.append(no[index] + (returns && (next == "false" || next == "NO") ? 1 : 0))
        }
        return (yes, no)
    }()

    private mutating func returnedBools(_ body: Range<Int>) -> Set<Bool> {
        let counts = returnCounts
        var answers: Set<Bool> = []
        if counts.yes[body.upperBound] > counts.yes[body.lowerBound] { answers.insert(true) }
        if counts.no[body.upperBound] > counts.no[body.lowerBound] { answers.insert(false) }
        return answers
    }

    /// Whether the finding at `site` is inside a `didFinishLaunching` body of this file: a
    /// binary search of the disjoint bodies.
    func isInLaunch(_ site: CodeSite) -> Bool {
        var low = 0
        var high = launchBodies.count
        while low < high {
            let middle = (low + high) / 2
            let body = launchBodies[middle]
            if body.lowerBound < tokens.count && tokens.tokens[body.lowerBound].offset > site.offset {
                high = middle
            } else if body.upperBound >= tokens.count || site.offset < tokens.tokens[body.upperBound - 1].offset {
                return body.lowerBound < tokens.count
            } else {
                low = middle + 1
            }
        }
        return false
    }
}

/// Presentation option and fetch result names in argument tokens, Swift's and Objective-C's.
enum PresentationWords {
    /// `.banner`, `UNNotificationPresentationOptionBanner`...: the profile's names (`alert` is
    /// banner and list, as iOS 14 split it). Objective-C also compiles authorization options
    /// passed for presentation options (`UNAuthorizationOptionSound | UNAuthorizationOptionAlert`,
    /// in CleverTap's Flutter example): both are `NSUInteger` bits, read by their values, which
    /// UserNotifications' headers declare alike (`UNUserNotificationCenter.h`: Badge 1 << 0,
    /// Sound 1 << 1, Alert 1 << 2, CarPlay 1 << 3, CriticalAlert 1 << 4; its presentation
    /// options: Badge 1 << 0, Sound 1 << 1, Alert 1 << 2, List 1 << 3, Banner 1 << 4).
    static func options(in tokens: CodeTokens, _ range: Range<Int>) -> [String] {
        var found: [String] = []
        for index in range where tokens.tokens[index].isIdentifier {
            var word = tokens[index]
            if word.hasPrefix("UNNotificationPresentationOption") {
                word = String(word.dropFirst("UNNotificationPresentationOption".count)).lowercased()
            } else if word.hasPrefix("UNAuthorizationOption") {
                word = authorizationBits[String(word.dropFirst("UNAuthorizationOption".count))] ?? word
            }
            if let name = PresentationOptionName(rawValue: word) {
                found.append(name.rawValue)
            } else if word == "alert" {
                found += [PresentationOptionName.banner.rawValue, PresentationOptionName.list.rawValue]
            }
        }
        return PresentationOptionName.words.filter(found.contains)
    }

    /// The presentation option with each authorization option's bit value.
    static let authorizationBits = [
        "Badge": "badge", "Sound": "sound", "Alert": "alert", "CarPlay": "list", "CriticalAlert": "banner",
    ]

    /// The one name a completion call passes when it passes a variable, not options written
    /// out (`completionHandler(notificationOptions)`, `completionHandler(self.options)`); nil
    /// otherwise.
    static func variable(in tokens: CodeTokens, _ range: Range<Int>) -> String? {
        let names = range.filter { tokens.tokens[$0].isIdentifier && tokens[$0] != "self" }.map { tokens[$0] }
        guard names.count == 1, let name = names.first, tokens[range.lowerBound] == "(",
            name.first?.isNumber == false, options(in: tokens, range).isEmpty,
            !["nil", "UNNotificationPresentationOptionNone"].contains(name)
        else { return nil }
        return name
    }

    static func fetchResult(in tokens: CodeTokens, _ range: Range<Int>) -> String? {
        for index in range {
            let word = tokens[index]
            if let result = FetchResult.allCases.first(where: { word == $0.rawValue || word == Self.objectiveC($0) }) {
                return result.rawValue
            }
        }
        return nil
    }

    /// A result's Objective-C name: `UIBackgroundFetchResultNewData`.
    private static func objectiveC(_ result: FetchResult) -> String {
        "UIBackgroundFetchResult" + result.rawValue.prefix(1).uppercased() + result.rawValue.dropFirst()
    }
}

/// The block given to `Leanplum.setHandleCleverTapNotification`
/// (`LeanplumHandleCleverTapNotificationBlock` in Leanplum.h: `userInfo`, `isNotificationOpen`,
/// `response`): whether it calls its third parameter, `response`, always, only for opens
/// (under an `if`/`guard` on its second), or never.
enum BlockReading {
    static func defaultHandlerUse(_ tokens: CodeTokens, _ range: Range<Int>) -> String {
        guard let open = range.first(where: { tokens[$0] == "{" }) else { return "never" }
        let parameters = blockParameters(tokens, range, open: open)
        guard parameters.count >= 3 else { return "never" }
        let isOpen = parameters[1]
        let response = parameters[2]
        let body = open..<tokens.closing(open)
        let calls = body.filter { tokens[$0] == response && tokens[$0 + 1] == "(" }
        guard !calls.isEmpty else { return "never" }
        let guarded = covered(openGuards(tokens, body, isOpen: isOpen), in: body)
        return calls.allSatisfy { guarded[$0 - body.lowerBound] } ? "opens" : "always"
    }

    /// Per index of `body`, whether one of `ranges` holds it: O(body + ranges), where asking
    /// each call of each range would be O(calls × ranges).
    private static func covered(_ ranges: [Range<Int>], in body: Range<Int>) -> [Bool] {
        var starts = [Int](repeating: 0, count: body.count + 1)
        for range in ranges {
            let low = max(range.lowerBound, body.lowerBound) - body.lowerBound
            let high = min(range.upperBound, body.upperBound) - body.lowerBound
            guard low < high else { continue }
            starts[low] += 1
            starts[high] -= 1
        }
        var open = 0
        return (0..<body.count).map { offset in
            open += starts[offset]
            return open > 0
        }
    }

    /// Longest condition read between `if`/`guard` and its `{`: a test of the block's flag is
    /// a few tokens, and a bound keeps a run of `if`s before one `{` linear.
    static let maxConditionTokens = 64

    /// Swift's `{ a, b, c in`, or Objective-C's `^(T *a, BOOL b, Block c) {`.
    private static func blockParameters(_ tokens: CodeTokens, _ range: Range<Int>, open: Int) -> [String] {
        if let caret = range.first(where: { tokens[$0] == "^" }), caret < open, tokens[caret + 1] == "(" {
            let close = tokens.closing(caret + 1) - 1
            var names: [String] = []
            var last = ""
            for index in (caret + 2)..<close {
                if tokens[index] == "," {
                    names.append(last)
                } else if tokens.tokens[index].isIdentifier {
                    last = tokens[index]
                }
            }
            return names + [last]
        }
        guard let keyword = tokens.first("in", from: open + 1, before: min(open + 20, tokens.count)) else { return [] }
        return (open + 1..<keyword).filter { tokens.tokens[$0].isIdentifier && tokens[$0 + 1] != ":" }.map {
            tokens[$0]
        }
        .filter { !["_", "Bool", "BOOL"].contains($0) }
    }

    /// The token ranges only reached when `isOpen` holds: `if isOpen { ... }`, and everything
    /// after `guard isOpen else { ... }` or `if (!isOpen) { return; }`.
    private static func openGuards(_ tokens: CodeTokens, _ body: Range<Int>, isOpen: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let returns = PrefixCount(tokens, body) { $0 == "return" }
        for index in body {
            guard tokens[index] == "if" || tokens[index] == "guard",
                let brace = tokens.first("{", from: index + 1, before: body.upperBound),
                brace - index <= maxConditionTokens
            else { continue }
            let condition = (index + 1..<brace).map { tokens[$0] }
            guard condition.contains(isOpen) else { continue }
            let block = brace..<tokens.closing(brace)
            if condition.contains("!") {
                // `if (!isOpen) { return; }`: what follows runs only for opens.
                if tokens[index] == "if" && returns.count(in: block) > 0 {
                    ranges.append(block.upperBound..<body.upperBound)
                }
                continue
            }
            ranges.append(tokens[index] == "if" ? block : block.upperBound..<body.upperBound)
        }
        return ranges
    }
}

/// How many tokens of a range satisfy a test, for any range inside the one it was built on,
/// in constant time after one pass.
struct PrefixCount {
    private let start: Int
    private let counts: [Int]

    init(_ tokens: CodeTokens, _ range: Range<Int>, _ test: (String) -> Bool) {
        start = range.lowerBound
        var counts = [0]
        counts.reserveCapacity(range.count + 1)
        for index in range { counts.append(counts[counts.count - 1] + (test(tokens[index]) ? 1 : 0)) }
        self.counts = counts
    }

    func count(in range: Range<Int>) -> Int {
        let low = min(max(range.lowerBound - start, 0), counts.count - 1)
        let high = min(max(range.upperBound - start, 0), counts.count - 1)
        return counts[high] - counts[low]
    }
}
