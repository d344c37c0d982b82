import PushRouteCore

/// Why a property list is not read, and where when that is known: an XML tag's line and column;
/// a binary plist has no lines, its byte offset is in the message.
public struct PlistRefusal: Error, Equatable, Sendable {
    public var location: SourceLocation?
    public var message: String

    public init(at location: SourceLocation? = nil, _ message: String) {
        self.location = location
        self.message = message
    }

    /// libplist refused the text without saying where or why.
    public static let unreadable = PlistRefusal("not a property list libplist can read")

    static var tooDeep: String { "nested deeper than \(TreeLimits.maxDepth) levels" }
    static var tooMany: String { "more than \(TreeLimits.maxNodes) values" }
}
