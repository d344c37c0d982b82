import Foundation
import Testing

/// The shapes of real pastes (docs/pasted-forms.md §4.9–§4.16, §11), each written as a
/// made-up fixture in `Tests/Fixtures/pasted`, read end to end: whole outputs compared with
/// golden files `pasted/<name>.out` and `.err`.
@Suite struct PastedShapesEndToEndTests {
    /// Every fixture, with the exit status `classify` gives it.
    static let fixtures: [(name: String, status: Int32)] = [
        // Inside source comments: //, #, ` * ` in /* */, --, /// with a fence; label lines, notes after values.
        ("comment-slashes", 0), ("comment-hash", 0), ("comment-star", 0), ("comment-dashes", 0),
        ("comment-doc-fence", 0),
        ("comment-quoted-reply", 0),
        // Dictionaries without their outer braces.
        ("no-braces-openstep", 0), ("no-braces-json", 0), ("hand-typed-key-brace", 0),
        // Listings of `key: value` lines without braces whose first value is a dictionary: bare
        // keys and `:`, `=`, quoted keys, the dictionary over several lines (§4.18).
        ("listing-colon-words", 0), ("listing-equals", 0), ("listing-quoted-keys", 0), ("listing-multiline-value", 0),
        // A listing with no push key but FCM's `google.message_id`: a message that arrived (§4.18).
        ("listing-fcm-delivered", 0),
        // Swift prints whose bare values hold separators; re-wrapped; [String: Any]; Optional(...).
        ("swift-print-separators", 0), ("swift-print-rewrapped", 0), ("swift-print-string-any", 0),
        ("swift-print-optional", 0),
        // Source literals.
        ("swift-literal", 0), ("objc-literal", 0), ("escaped-json-string", 0),
        // One entry a log line, debugger views.
        ("log-entries-arrow", 0), ("log-entries-key-value", 0), ("ide-arrow-view", 0),
        // Payloads built in code: Java and Kotlin `put…("key", value)` calls; values that are code.
        ("code-put-calls", 0), ("code-put-calls-kotlin", 0),
        ("expression-js-literal", 0), ("expression-ruby-hash", 0), ("expression-kotlin-bundleof", 0),
        // A Node script's firebase-admin message: a template literal, a shorthand property.
        ("expression-js-template", 0),
        // Flags given as code: content-available and mutable-content unknown, the code named.
        ("expression-flags", 0),
        // Kotlin and Java calls building a map in one expression: bundleOf, mapOf nested, Map.of.
        ("map-call-kotlin-bundleof", 0), ("map-call-nested-java", 0),
        // PHP's array(): its keys quoted, `=>`, its first key on the line after the `(`; its `(`
        // on the line after `array`, a comment line, a nested list of values.
        ("map-call-php-array", 0), ("map-call-php-fields", 0),
        // Python's firebase-admin: constructors called with keyword arguments, a dict literal.
        ("map-call-python-kwargs", 0),
        // The same cut off inside its calls: what was read, partial (§4.17).
        ("map-call-python-cut", 0),
        // Go's firebase-admin: composite literals, their types skipped, fields as it sends them.
        ("go-firebase-admin", 0),
        // Markdown's emphasis left inside JSON; a line wrapped inside a key.
        ("markdown-emphasis", 0), ("wrapped-key", 0),
        // Empty values (Android's Bundle, Dart maps); a key whose closing quote is missing.
        ("empty-values-android-bundle", 0), ("empty-values-dart-map", 0), ("unterminated-key", 0),
        ("lldb-array", 0), ("lldb-flat", 0), ("lldb-lost-root", 0),
        // Chrome DevTools' object trees; a `[ … ]` listing of `key: value` lines without separators.
        ("devtools-separate-lines", 0), ("devtools-expanded", 0), ("key-listing-words", 0), ("key-listing-quoted", 0),
        // Chrome DevTools' properties copied without their summary line: nesting shown by
        // `[[Prototype]]` lines; not shown (partial); one-line rows marked ▼ and ▶.
        ("devtools-constructor-summary", 0), ("devtools-no-summary", 0), ("devtools-no-summary-unplaced", 0),
        ("devtools-no-summary-rows", 0),
        // A push key left in the text next to an object that is no push, or an `aps:` label
        // above lines without `aps`: partial, not a confident `none` / `no` (§10.3).
        ("skipped-key-log-prefix", 0), ("skipped-key-aps-label", 0),
        // Truncated and elided.
        ("truncated-cut", 0), ("truncated-ellipsis", 0), ("elided-line", 0), ("elided-markers", 0),
        ("elided-no-aps", 0), ("elided-spread-js", 0),
        // Prose after a dictionary's '}', the payload's own never written: partial (§4.13).
        ("truncated-prose-after-brace", 0),
        // JSON typed into a string without escaping its quotes, over lines and on one (§4.21).
        ("unescaped-json-string", 0),
        // Envelopes.
        ("envelope-sns", 0), ("envelope-sns-objects", 0), ("envelope-fcm-v1", 0), ("envelope-onesignal", 0),
        ("envelope-payload-key", 0),
        ("envelope-fcm-data", 0),
        // Read as Firebase sends them: a legacy request's fields, firebase-admin's camelCase.
        ("envelope-fcm-legacy", 0), ("envelope-firebase-admin", 0),
        // firebase-admin's legacy sendToDevice: the payload and the options in two objects.
        ("envelope-firebase-admin-legacy", 0),
        // The same with the payload a variable: the options alone, partial.
        ("envelope-firebase-admin-options", 0),
        // A PHP array passed to a builder's call; React Native's console's type names.
        ("map-call-php-argument", 0), ("type-name-console", 0),
        // Dart's type arguments before map and list literals (Flutter code sending an FCM request);
        // its collection ifs before members.
        ("type-name-dart", 0), ("collection-if-dart", 0),
        // An app's print of an FCM message on iOS: its aps rebuilt from the message's fields.
        ("envelope-fcm-message-flags", 0),
        // A request to Expo's push service: its aps built from the request, its data under `body`.
        ("envelope-expo", 0),
        // A request to OneSignal's REST API in a curl command: the push OneSignal builds from it.
        ("envelope-onesignal-api", 0),
        // react-native-push-notification's notification object: the push under `data`.
        ("envelope-rn-push-notification", 0),
        // A push held deeper than any envelope: an Expo notification's request.trigger.payload (§11.6).
        ("holder-expo-notification", 0),
        // On Android: the FCM message's data under request.trigger.remoteMessage, with no SDK key.
        ("holder-expo-android", 0),
        // Bytes.
        ("nsdata-hex", 0), ("nsdata-ios13", 0),
        // Printed by the platforms (§4.19, §4.20): a Dart map from Flutter, Android Bundles from
        // logcat, a CFDictionary's description from lldb. Three logcat lines are a log
        // (docs/device-logs.md §2, `logcat`): the push after CleverTap's line is read, the
        // parcelled Bundle and the response are no push (PrintedMapFormTests reads a parcelled one).
        ("dart-map-flutter", 0), ("android-bundle-logcat", 0), ("cf-basic-hash", 0),
        // Not a dictionary; braces in prose; typographic quotes.
        ("not-a-dictionary-array", 0), ("not-a-dictionary-string", 1), ("not-a-dictionary-mixed", 1),
        ("prose-braces", 0),
        ("smart-quotes", 0),
        // A React Native notification object logged before the push's NSLog: skipped, a note (§11.5).
        ("beside-push-js-object", 0),
        // Dictionaries printed after labels naming no message, in a paste without a push: no
        // record, a note each, exit 0 (§11.7).
        ("label-no-push", 0),
        // Push services' answers to a send request (FCM's, APNs's), with no push: a note each (§11.8).
        ("service-responses", 0),
        // The same in strict JSON, alone: classify's strict path hands it to the full reader.
        ("service-response-strict", 0),
        // Mixed.
        ("mixed-comment-truncated-swift", 0), ("mixed-log-envelope-array", 0), ("mixed-ticket", 0),
        ("mixed-expression-elided-empty", 0), ("mixed-devtools-map-call", 0), ("mixed-listing-prose", 0),
    ]

    static func path(_ name: String) -> String { "Tests/Fixtures/pasted/\(name).txt" }

    @Test(arguments: fixtures.map(\.name))
    func classify(_ name: String) throws {
        let status = try #require(Self.fixtures.first { $0.name == name }?.status)
        try GoldenCase(name: name, arguments: ["classify", Self.path(name)], status: status).check(in: "pasted")
    }

    /// Flags given as code: the HTML table says unknown in the three answers they decide, as
    /// the text line and the JSON record do (`expression-flags.out`, `records-json.out`).
    @Test func flagsGivenAsCodeAreUnknownInTheTable() throws {
        let result = try CommandRunner.run(["classify", "--format", "html", Self.path("expression-flags")])
        #expect(result.status == 0)
        let cells = result.standardOutput.components(separatedBy: "<span class=\"muted\">unknown (code)</span>")
        #expect(cells.count - 1 == 3, "content-available, mutable-content and silent")
    }

    @Test func everyFixtureIsListed() throws {
        let directory = CommandRunner.root.appendingPathComponent("Tests/Fixtures/pasted").path
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".txt") }
        #expect(Set(files) == Set(Self.fixtures.map { $0.name + ".txt" }))
    }

    /// Records of the new kinds: `partial` with `could_change`, `envelope` and `payload_path`,
    /// array elements; normalize and lint on the same inputs.
    static let cases: [GoldenCase] = [
        .init(
            name: "records-json",
            arguments: ["classify", "--format", "json"]
                + [
                    "truncated-cut", "elided-line", "elided-no-aps", "envelope-sns", "envelope-fcm-v1",
                    "not-a-dictionary-array", "not-a-dictionary-string", "expression-flags",
                ]
                .map(path),
            status: 1),
        .init(
            name: "normalize",
            arguments: ["normalize", "--compact"]
                + [
                    "envelope-sns", "truncated-ellipsis", "not-a-dictionary-array", "nsdata-hex", "envelope-fcm-legacy",
                    "envelope-firebase-admin", "unescaped-json-string", "envelope-fcm-message-flags", "envelope-expo",
                    "envelope-firebase-admin-legacy", "envelope-firebase-admin-options",
                ].map(path),
            status: 0),
        .init(
            name: "normalize-listings",
            arguments: ["normalize", "--compact"]
                + [
                    "listing-colon-words", "listing-equals", "listing-quoted-keys", "listing-multiline-value",
                    "listing-fcm-delivered",
                ].map(path),
            status: 0),
        .init(
            name: "normalize-code",
            arguments: ["normalize", "--compact"]
                + ["map-call-python-kwargs", "map-call-python-cut", "type-name-dart", "go-firebase-admin"].map(path),
            status: 0),
        .init(
            name: "normalize-printed",
            arguments: ["normalize", "--compact"]
                + ["dart-map-flutter", "android-bundle-logcat", "cf-basic-hash"].map(path),
            status: 0),
        .init(
            name: "normalize-strict-refuses-partial", arguments: ["normalize", "--strict", path("truncated-cut")],
            status: 1),
        .init(name: "lint", arguments: ["lint", "Tests/Fixtures/pasted"], status: 1),
        .init(
            name: "lines", arguments: ["classify", "--lines", "--format", "json"],
            stdin: #"[{"aps":{}},{"_lpm":1}]"# + "\n" + #"{"APNS":"{\"aps\":{\"content-available\":1}}"}"# + "\n"
                + #"{"aps":{"alert":"cut"# + "\n",
            status: 0),
    ]

    @Test(arguments: cases)
    func wholeOutput(_ testCase: GoldenCase) throws {
        try testCase.check(in: "pasted")
    }
}
