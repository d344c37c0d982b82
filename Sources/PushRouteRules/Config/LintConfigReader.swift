import PushRouteCore
import PushRouteReader

/// Why a configuration or a baseline was refused: its errors, and its text for their source
/// lines. The command line reports them and exits with status 64.
public struct SettingsFileError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public var text: [UInt8]

    public init(diagnostics: [Diagnostic], text: [UInt8]) {
        self.diagnostics = diagnostics
        self.text = text
    }
}

/// Reads a configuration with the project's own reader (strict JSON, key positions) and
/// checks it whole: every unknown key or rule, bad glob and value of the wrong type is an
/// error at its line and column, with a did-you-mean where one is close.
public enum LintConfigReader {
    public static func read(_ bytes: [UInt8], file: String, directory: String) -> Result<LintConfig, SettingsFileError>
    {
        // With positions even when valid: a repeated key, an error, is only seen by the locator.
        let payloads = PayloadReader(limits: .withoutOptions, locateKeys: true, recognizePushes: false).payloads(
            in: bytes, file: file)
        let (config, diagnostics, omitted) = bytes.withUnsafeBytes { text in
            var parser = ConfigParser(text: text, file: file)
            return (parser.parse(payloads, directory: directory), parser.diagnostics, parser.omitted)
        }
        if let config, diagnostics.isEmpty { return .success(config) }
        let sorted = diagnostics.enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }
        let more =
            omitted == 0
            ? []
            : [
                Diagnostic.error(
                    file, "\(omitted) more errors not shown; the first \(ConfigParser.maxErrors) are above")
            ]
        return .failure(SettingsFileError(diagnostics: sorted.map(\.element) + more, text: bytes))
    }
}

/// One configuration's checks, collecting every error.
private struct ConfigParser {
    let file: String
    /// Where the elements of its arrays start, found in one pass when an error needs one.
    var places: JSONElementLocator
    var diagnostics: [Diagnostic] = []
    /// The errors found past `maxErrors`, counted, not kept.
    var omitted = 0
    /// Most errors reported of one configuration (pushroute(1), LIMITS): a hand-written file
    /// has a few; a generated one of a million unknown rules would flood the terminal.
    static let maxErrors = 100

    /// `text` must outlive the parser.
    init(text: UnsafeRawBufferPointer, file: String) {
        self.file = file
        places = JSONElementLocator(text)
    }

    mutating func parse(_ payloads: [ReadPayload], directory: String) -> LintConfig? {
        guard let payload = payloads.first else { return nil }
        if payloads.count > 1 {
            error(
                .syntax, at: payloads[1].start,
                "a configuration holds one JSON object; found \(payloads.count) documents")
        }
        guard let value = payload.value else {
            for problem in payload.diagnostics { error(.syntax, at: problem.location, problem.message) }
            return nil
        }
        for repair in payload.diagnostics { error(.syntax, at: repair.location, "not strict JSON: " + repair.message) }
        guard let object = value.objectValue else {
            error(
                .wrongType, at: payload.start,
                "expected an object for the configuration, found \(value.foundDescription)")
            return nil
        }
        checkDuplicates(object, in: nil)
        var settings = LintConfig.Settings()
        var overrides: [LintConfig.Override] = []
        for member in object.members {
            if setting(member, into: &settings, prefix: "") { continue }
            switch member.key {
            case "$schema":
                if member.value.stringValue == nil {
                    wrongType(member, "a string (the JSON Schema's location)", "$schema")
                }
            case "overrides": overrides = self.overrides(member)
            default: unknownKey(member, among: LintConfig.keys, in: nil)
            }
        }
        return LintConfig(file: file, directory: directory, settings: settings, overrides: overrides)
    }

    /// Reads one of the keys a configuration and an override share; false for any other key.
    private mutating func setting(_ member: JSONObject.Member, into settings: inout LintConfig.Settings, prefix: String)
        -> Bool
    {
        let name = prefix + member.key
        switch member.key {
        case "rules": settings.rules = rules(member, name: name)
        case "fail_on":
            settings.failOn = word(member, name: name, among: ["error", "warning", "info"]).flatMap(
                Severity.init(rawValue:))
        case "push_type":
            settings.pushType = word(member, name: name, among: APNsPushType.allCases.map(\.rawValue)).flatMap(
                APNsPushType.init(rawValue:))
        case "priority":
            if let priority = member.value.integerValue, [10, 5, 1].contains(priority) {
                settings.priority = Int(priority)
            } else {
                wrongType(member, "one of 10, 5, 1", name)
            }
        case "exclude": settings.exclude = globs(member, name: name)
        case "include": settings.include = globs(member, name: name)
        default: return false
        }
        return true
    }

    private mutating func rules(_ member: JSONObject.Member, name: String) -> [LintConfig.Settings.Rule] {
        guard let object = member.value.objectValue else {
            wrongType(member, "an object of rule ids and \(Self.settingWords)", name)
            return []
        }
        checkDuplicates(object, in: name)
        var rules: [LintConfig.Settings.Rule] = []
        for rule in object.members {
            guard LintRules.rule(rule.key) != nil else {
                error(.unknownRule, at: rule.keyLocation, Self.unknownRule(rule.key, in: name))
                continue
            }
            if let setting = word(rule, name: "\(name).\(rule.key)", among: RuleSetting.words).flatMap(RuleSetting.init)
            {
                rules.append(.init(id: rule.key, setting: setting))
            }
        }
        return rules
    }

    private static func unknownRule(_ key: String, in name: String) -> String {
        let message = "unknown rule '\(key)' in '\(name)'" + Suggestion.didYouMean(key, among: LintRules.ids)
        return message.hasSuffix("?") ? message : message + "; see 'pushroute lint --list-rules'"
    }

    private static let settingWords = "\"on\", \"off\", \"error\", \"warning\" or \"info\""

    /// A string that must be one of `words`; nil after reporting anything else.
    private mutating func word(_ member: JSONObject.Member, name: String, among words: [String]) -> String? {
        if let text = member.value.stringValue, words.contains(text) { return text }
        error(.wrongType, at: member.valueLocation, Self.notOneOf(words, for: name, found: member.value))
        return nil
    }

    private static func notOneOf(_ words: [String], for name: String, found value: JSONValue) -> String {
        let message = LintText.expected(
            "one of " + words.map { "\"\($0)\"" }.joined(separator: ", "), for: name, found: value)
        return message + (value.stringValue.map { Suggestion.didYouMean($0, among: words) } ?? "")
    }

    private mutating func globs(_ member: JSONObject.Member, name: String) -> [Glob] {
        guard case .array(let elements) = member.value else {
            wrongType(member, "an array of globs", name)
            return []
        }
        var globs: [Glob] = []
        for (index, element) in elements.enumerated() {
            guard let pattern = element.stringValue else {
                let place = places.location(ofElement: index, inArrayAt: member.valueLocation)
                error(
                    .wrongType, at: place,
                    LintText.expected("a glob (a string)", for: "\(name)[\(index)]", found: element))
                continue
            }
            do {
                globs.append(try Glob(pattern))
            } catch {
                self.error(
                    .badGlob, at: places.location(ofElement: index, inArrayAt: member.valueLocation), error.message)
            }
        }
        return globs
    }

    private mutating func overrides(_ member: JSONObject.Member) -> [LintConfig.Override] {
        guard case .array(let elements) = member.value else {
            wrongType(member, "an array of objects, each with 'files'", "overrides")
            return []
        }
        var overrides: [LintConfig.Override] = []
        for (index, element) in elements.enumerated() {
            let name = "overrides[\(index)]"
            guard let object = element.objectValue else {
                let place = places.location(ofElement: index, inArrayAt: member.valueLocation)
                error(.wrongType, at: place, LintText.expected("an object with 'files'", for: name, found: element))
                continue
            }
            checkDuplicates(object, in: name)
            var settings = LintConfig.Settings()
            var files: [Glob]?
            for field in object.members {
                if setting(field, into: &settings, prefix: name + ".") { continue }
                if field.key == "files" {
                    files = globs(field, name: name + ".files")
                    if case .array(let globs) = field.value, globs.isEmpty {
                        error(
                            .wrongType, at: field.valueLocation,
                            "'\(name).files' is empty; an override applies to the files its globs match")
                    }
                } else {
                    unknownKey(field, among: LintConfig.overrideKeys, in: name)
                }
            }
            if files == nil {
                let place = places.location(ofElement: index, inArrayAt: member.valueLocation)
                error(
                    .wrongType, at: place, "'\(name)' has no 'files'; an override applies to the files its globs match")
            }
            overrides.append(LintConfig.Override(files: files ?? [], settings: settings))
        }
        return overrides
    }

    private mutating func checkDuplicates(_ object: JSONObject, in name: String?) {
        for duplicate in object.duplicates {
            let place = name.map { " in '\($0)'" } ?? ""
            error(
                .syntax, at: duplicate.keyLocation,
                "key '\(duplicate.key)' appears more than once\(place); write it once")
        }
    }

    private mutating func unknownKey(_ member: JSONObject.Member, among keys: [String], in name: String?) {
        let place = name.map { "'\($0)'" } ?? "the configuration"
        error(
            .unknownKey, at: member.keyLocation,
            "unknown key '\(member.key)' in \(place)" + Suggestion.didYouMean(member.key, among: keys))
    }

    private mutating func wrongType(_ member: JSONObject.Member, _ what: String, _ name: String) {
        error(.wrongType, at: member.valueLocation, LintText.expected(what, for: name, found: member.value))
    }

    /// Records an error; past `maxErrors` only counts it, its message never built (a
    /// did-you-mean compares with every rule id).
    private mutating func error(_ rule: ConfigRule, at location: SourceLocation?, _ message: @autoclosure () -> String)
    {
        guard diagnostics.count < Self.maxErrors else { return omitted += 1 }
        diagnostics.append(Diagnostic(file: file, at: location, severity: .error, rule: rule, message: message()))
    }
}
