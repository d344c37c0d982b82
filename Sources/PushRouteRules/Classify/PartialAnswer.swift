import PushRouteCore
import PushRouteReader

/// For a payload the text holds only in part (status `partial`, docs/pasted-forms.md §4.13):
/// which answers the missing part could change. A Leanplum key decides the owner whatever
/// follows; a CleverTap key, or none, does not, while the top level has a gap (a Leanplum key
/// could stand in it: docs/routing-model.md §1). `content-available` and `mutable-content`
/// are known once `aps` was read whole, or once the key itself was read.
public struct PartialAnswer: Equatable, Sendable {
    public var handler: Bool
    public var contentAvailable: Bool
    public var mutableContent: Bool

    public init(handler: Bool, contentAvailable: Bool, mutableContent: Bool) {
        self.handler = handler
        self.contentAvailable = contentAvailable
        self.mutableContent = mutableContent
    }

    /// What the gaps of `value` leave open, given how it was classified.
    public init(_ classification: Classification, value: JSONValue, gaps: [PayloadGap]) {
        let topOpen = gaps.contains { $0.path.isEmpty }
        let apsOpen = gaps.contains { $0.path == ["aps"] }
        let aps = value.objectValue?.member("aps")?.value
        func open(_ key: String) -> Bool {
            guard let aps else { return topOpen }
            guard let members = aps.objectValue else { return false }
            return members.member(key) == nil && apsOpen
        }
        self.init(
            handler: topOpen && classification.handler != .leanplum, contentAvailable: open("content-available"),
            mutableContent: open("mutable-content"))
    }

    /// The record's `could_change`: the answers the missing part could change.
    public var names: [String] {
        var names: [String] = []
        if handler { names.append("handler") }
        if contentAvailable { names.append("content_available") }
        if mutableContent { names.append("mutable_content") }
        return names
    }
}
