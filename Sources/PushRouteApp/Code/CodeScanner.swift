/// Finds the integration's calls and the app's notification methods in one Swift,
/// Objective-C or Objective-C++ file, on its code without comments and literals
/// (`SourceText`), each finding with its line and `#if` conditions.
struct CodeScanner {
    let file: String
    let text: SourceText
    let tokens: CodeTokens
    var findings = CodeFindings()

    init(file: String, bytes: [UInt8]) {
        self.file = file
        text = SourceText(bytes, swift: file.hasSuffix(".swift"))
        tokens = CodeTokens(text.code)
    }

    static let sourceExtensions = [".swift", ".m", ".mm"]

    func site(_ index: Int) -> CodeSite {
        let offset = tokens.tokens[min(index, tokens.count - 1)].offset
        return CodeSite(file: file, line: text.line(of: offset), offset: offset, conditions: text.conditions(at: offset))
    }

    mutating func scan() -> CodeFindings {
        guard tokens.count > 0 else { return findings }
        for index in 0..<tokens.count where tokens.tokens[index].isIdentifier {
            scanToken(index)
        }
        scanMethods()
        findings.leanplumStartInLaunch = findings.leanplumStart.filter(isInLaunch)
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
        var depth = 0
        var index = close
        while index > 0 {
            if tokens[index] == ")" { depth += 1 }
            if tokens[index] == "(" {
                depth -= 1
                if depth == 0 { return tokens[index - 1] }
            }
            index -= 1
        }
        return ""
    }

    private mutating func scanToken(_ index: Int) {
        let name = tokens[index]
        let from = receiver(index)
        switch name {
        case _ where name.hasPrefix("autoIntegrate") && (from == "CleverTap" || tokens[index - 1] == "CleverTap"):
            findings.autoIntegrate.append(site(index))
        case _ where name.hasPrefix("start") && from == "Leanplum":
            findings.leanplumStart.append(site(index))
        case "setPushNotificationPresentationOption" where from == "Leanplum":
            findings.presentation.append((site(index), PresentationWords.options(in: tokens, tokens.arguments(after: index))))
        case "setHandleCleverTapNotification" where from == "Leanplum":
            findings.handleCleverTapNotification.append((site(index), BlockReading.defaultHandlerUse(tokens, tokens.arguments(after: index))))
        case "setShouldOpenNotificationHandler" where from == "Leanplum":
            findings.shouldHandleNotification.append(site(index))
        case "setPushDeliveryTrackingEnabled" where from == "Leanplum":
            findings.deliveryTracking.append((site(index), literalBool(tokens.arguments(after: index))))
        case "setCleverTapOpenDeepLinksInForeground" where from == "Leanplum":
            findings.openDeepLinksInForeground.append((site(index), literalBool(tokens.arguments(after: index))))
        case "setUrlDelegate":
            findings.urlDelegate.append(site(index))
        case "delegate" where tokens[index + 1] == "=" && lineMentions(index, "UNUserNotificationCenter"):
            findings.notificationDelegate.append(site(index))
        case "CTNotificationServiceExtension" where tokens[index - 1] == ":":
            let declared = tokens[index - 2]
            findings.cleverTapServiceClasses.append((site(index), declared))
        case _ where name.hasPrefix("recordNotificationViewedEvent"):
            findings.recordsNotificationViewed.append(site(index))
        default: break
        }
    }

    /// Whether the line of the token at `index` names `word` in its code.
    private func lineMentions(_ index: Int, _ word: String) -> Bool {
        let line = text.line(of: tokens.tokens[index].offset)
        var back = index
        while back > 0 && text.line(of: tokens.tokens[back - 1].offset) == line { back -= 1 }
        return (back..<index).contains { tokens[$0] == word }
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
            guard isDeclarationStart(index), let open = tokens.first("{", from: index + 1) else {
                index += 1
                continue
            }
            // A declaration ends at its body's `{`; a `;` before it is a protocol requirement.
            if let semicolon = tokens.first(";", from: index + 1, before: open), semicolon < open {
                index += 1
                continue
            }
            let end = tokens.closing(open)
            let words = (index..<open).map { tokens[$0] }
            readMethod(words, site: site(index), body: open..<end)
            index = open + 1
        }
    }

    private func isDeclarationStart(_ index: Int) -> Bool {
        if tokens[index] == "func" { return true }
        guard tokens[index] == "-" || tokens[index] == "+", tokens[index + 1] == "(" else { return false }
        return index == 0 || text.line(of: tokens.tokens[index - 1].offset) < text.line(of: tokens.tokens[index].offset)
    }

    private mutating func readMethod(_ words: [String], site: CodeSite, body: Range<Int>) {
        let joined = words.joined(separator: " ")
        let key: String
        if joined.contains("didFinishLaunchingWithOptions") {
            key = "did_finish_launching"
        } else if joined.contains("userNotificationCenter") && joined.contains("willPresent") {
            key = "will_present"
        } else if joined.contains("userNotificationCenter") && joined.contains("didReceive") {
            key = "did_receive"
        } else if joined.contains("didReceiveRemoteNotification") && joined.contains("fetchCompletionHandler") {
            key = "fetch"
        } else if joined.contains("didRegisterForRemoteNotificationsWithDeviceToken") {
            key = "did_register_token"
        } else if words.contains(where: { $0.hasPrefix("shouldHandleCleverTap") }) {
            findings.urlDelegateAnswers.append((site, returnedBools(body)))
            return
        } else {
            return
        }
        let completion = body.filter { tokens.tokens[$0].isIdentifier && tokens[$0].lowercased().contains("completion") }
        let calls = completion.filter { tokens[$0 + 1] == "(" }
        var method = MethodFinding(site: site, callsCompletion: !completion.isEmpty, callsLeanplum: callsLeanplum(key, body))
        if key == "will_present" {
            method.options = calls.first.map { PresentationWords.options(in: tokens, tokens.arguments(after: $0)) }
        }
        if key == "fetch" {
            method.result = calls.first.flatMap { PresentationWords.fetchResult(in: tokens, tokens.arguments(after: $0)) }
        }
        if findings.methods[key] == nil { findings.methods[key] = method }
        if key == "did_finish_launching" { launchBodies.append(body) }
    }

    /// Leanplum's method for each of the app's (`Leanplum.h`, "when Swizzling is Disabled"),
    /// as the start of its Swift and Objective-C names: `+applicationDidFinishLaunchingWithOptions:`
    /// (`applicationDidFinishLaunching(withOptions:)`), `+willPresentNotification:`,
    /// `+didReceiveNotificationResponse:`, `+didReceiveRemoteNotification:`,
    /// `+didRegisterForRemoteNotificationsWithDeviceToken:`.
    static let leanplumMethods: [String: (prefix: String, not: String?)] = [
        "did_finish_launching": ("applicationDidFinishLaunching", nil), "will_present": ("willPresent", nil),
        "did_receive": ("didReceive", "didReceiveRemoteNotification"), "fetch": ("didReceiveRemoteNotification", nil),
        "did_register_token": ("didRegisterForRemoteNotifications", nil),
    ]

    /// Whether `body` calls Leanplum's method for the app's method `key`.
    private func callsLeanplum(_ key: String, _ body: Range<Int>) -> Bool {
        guard let method = Self.leanplumMethods[key] else { return false }
        return body.contains { index in
            let name = tokens[index]
            guard name.hasPrefix(method.prefix), method.not.map({ !name.hasPrefix($0) }) ?? true else { return false }
            return receiver(index) == "Leanplum"
        }
    }

    /// The bodies of `didFinishLaunching` (a Leanplum start in one is `at-launch`).
    var launchBodies: [Range<Int>] = []

    private func returnedBools(_ body: Range<Int>) -> Set<Bool> {
        var answers: Set<Bool> = []
        for index in body where tokens[index] == "return" {
            switch tokens[index + 1] {
            case "true", "YES": answers.insert(true)
            case "false", "NO": answers.insert(false)
            default: continue
            }
        }
        return answers
    }

    /// Whether the finding at `site` is inside a `didFinishLaunching` body of this file.
    func isInLaunch(_ site: CodeSite) -> Bool {
        launchBodies.contains { body in
            body.lowerBound < tokens.count && tokens.tokens[body.lowerBound].offset <= site.offset
                && (body.upperBound >= tokens.count || site.offset < tokens.tokens[body.upperBound - 1].offset)
        }
    }
}

/// Presentation option and fetch result names in argument tokens, Swift's and Objective-C's.
enum PresentationWords {
    /// `.banner`, `UNNotificationPresentationOptionBanner`...: the profile's names (`alert` is
    /// banner and list, as iOS 14 split it).
    static func options(in tokens: CodeTokens, _ range: Range<Int>) -> [String] {
        var found: [String] = []
        for index in range where tokens.tokens[index].isIdentifier {
            var word = tokens[index]
            if word.hasPrefix("UNNotificationPresentationOption") { word = String(word.dropFirst("UNNotificationPresentationOption".count)).lowercased() }
            switch word {
            case "banner", "list", "sound", "badge": found.append(word)
            case "alert": found += ["banner", "list"]
            default: continue
            }
        }
        let order = ["banner", "sound", "badge", "list"]
        return order.filter(found.contains)
    }

    static func fetchResult(in tokens: CodeTokens, _ range: Range<Int>) -> String? {
        for index in range {
            switch tokens[index] {
            case "newData", "UIBackgroundFetchResultNewData": return "newData"
            case "noData", "UIBackgroundFetchResultNoData": return "noData"
            case "failed", "UIBackgroundFetchResultFailed": return "failed"
            default: continue
            }
        }
        return nil
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
        let guarded = openGuards(tokens, body, isOpen: isOpen)
        return calls.allSatisfy { call in guarded.contains { $0.contains(call) } } ? "opens" : "always"
    }

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
        return (open + 1..<keyword).filter { tokens.tokens[$0].isIdentifier && tokens[$0 + 1] != ":" }.map { tokens[$0] }
            .filter { !["_", "Bool", "BOOL"].contains($0) }
    }

    /// The token ranges only reached when `isOpen` holds: `if isOpen { ... }`, and everything
    /// after `guard isOpen else { ... }` or `if (!isOpen) { return; }`.
    private static func openGuards(_ tokens: CodeTokens, _ body: Range<Int>, isOpen: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in body {
            guard tokens[index] == "if" || tokens[index] == "guard", let brace = tokens.first("{", from: index + 1, before: body.upperBound)
            else { continue }
            let condition = (index + 1..<brace).map { tokens[$0] }
            guard condition.contains(isOpen) else { continue }
            let block = brace..<tokens.closing(brace)
            if condition.contains("!") {
                // `if (!isOpen) { return; }`: what follows runs only for opens.
                if tokens[index] == "if" && block.contains(where: { tokens[$0] == "return" }) {
                    ranges.append(block.upperBound..<body.upperBound)
                }
                continue
            }
            ranges.append(tokens[index] == "if" ? block : block.upperBound..<body.upperBound)
        }
        return ranges
    }
}
