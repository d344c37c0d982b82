/// One line the SDKs or iOS print on the push path, declared as data (`PushPathLines`): the
/// words that identify it, who prints it, what it means, where its push id and value stand.
struct PushPathLine: Sendable {
    /// Words of the format string that no other line has (matched case-sensitively anywhere
    /// in the message, after the SDK's tag for an SDK line).
    let anchor: StaticString
    let source: LogEventSource
    let kind: LogEventKind
    /// Which push the line names, and where its id stands.
    var push: PushField = .none
    /// Where `LogEvent.value` stands: the word after these words, searched from the anchor
    /// (`""`: right after it); nil for none.
    var valueAfter: StaticString?
    /// A value the line's words state themselves (`not set`, `track`).
    var fixedValue: StaticString?
    /// Words that must follow the anchor on the line (`Notification Clicked` in an event's JSON).
    var requires: StaticString?
    /// The SDK level the line is printed at; a Leanplum line's printed level wins.
    var level: SDKLogLevel?
    /// The anchor must open the message, right after the SDK's tag (for words as plain as `Setting `).
    var startsMessage = false

    /// Where a line's push stands.
    enum PushField: Sendable {
        case none
        /// The dictionary printed after the anchor on the same entry.
        case payload
        /// iOS's request digest: the word after these words (searched from the anchor).
        case request(after: StaticString)
        /// Leanplum's message id: the word after these words (searched from the anchor).
        case message(after: StaticString)
        /// dasd's activity: the word starting `com.apple.pushLaunch.` anywhere in the message.
        case activity
    }
}

extension LogEventSource {
    /// The tag an SDK starts each line with; nil for a source that has none.
    var tag: StaticString? {
        switch self {
        case .leanplum: "[LEANPLUM] ["  // LPLogManager.m
        case .clevertap: "[CleverTap]: "  // CTConstants.h, CTLogger.swift
        default: nil
        }
    }
}
