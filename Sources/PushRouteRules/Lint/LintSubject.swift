import PushRouteCore
import PushRouteReader

/// One payload as every rule sees it: the reader's result, the sending options, and
/// the facts several rules need, worked out once.
public struct LintSubject: Sendable {
    public let payload: ReadPayload
    public let options: LintOptions
    /// The top-level object, when the payload is one.
    public let object: JSONObject?
    /// The `aps` member, when the top level is an object that has one.
    public let apsMember: JSONObject.Member?
    /// Who handles the payload, by `Classifier`'s rules.
    public let classification: Classification?
    /// The payload's size as sent: compact JSON as jansson writes it, in UTF-8 bytes.
    public let sentBytes: Int?

    public init(_ payload: ReadPayload, options: LintOptions = LintOptions()) {
        self.payload = payload
        self.options = options
        object = payload.value?.objectValue
        apsMember = object?.member("aps")
        classification = payload.value.map(Classifier.classify)
        sentBytes = payload.value.map { value in
            var bytes: [UInt8] = []
            Jansson.encode(value, style: .record, into: &bytes)
            return bytes.count
        }
    }

    public var file: String { payload.file }
    public var start: SourceLocation { payload.start }
    public var value: JSONValue? { payload.value }
    public var aps: JSONObject? { apsMember?.value.objectValue }

    /// Sent as a background push: `--push-type background`, or no push type and a
    /// silent payload (content-available 1 and no alert, badge or sound).
    public var isBackgroundPush: Bool {
        if let pushType = options.pushType { return pushType == .background }
        return classification?.silent ?? false
    }

    /// A Live Activity update: `--push-type liveactivity`, or an `aps` with `event` or
    /// `content-state`.
    public var isLiveActivity: Bool {
        options.pushType == .liveactivity || aps?["event"] != nil || aps?["content-state"] != nil
    }
}
