import Testing

@testable import PushRouteReader

/// The screens `LogPushFinder` asks of an entry before anything is parsed find what one plain
/// search per word finds: `holdsDictionary` (`{`, `["`, `[AnyHashable`) and `markerEnd` (the end
/// of the first-ending SDK push line, `SDKLogLines.pushMarkers`).
@Suite struct LogPushScreenTests {
    static let texts = [
        "", "no bracket at all", "[", "[x] [y", "a {", "[\"a\": 1]", "tail [", "[AnyHashabl",
        "[AnyHashable(\"aps\"): 1]",
        "x [\"", "[[\"", "( only )", "\"{ quoted }\"",
        "[CleverTap]: handling push notification: {", "Handling notification: [AnyHashable",
        "Leanplum will handle the notification: {} found push notification at launch: {",
        "found push notification at launch: {} [CleverTap]: Handling notification: {",
        "Called leanplum_applicationDidFinishLaunching: [", "Application Launched with notification:",
        "push notification not from CleverTap, not processing: {", "notification: handling push notification",
    ]

    static func naiveMarkerEnd(_ text: String) -> Int? {
        SDKLogLines.pushMarkers.compactMap { marker -> Int? in
            guard let range = text.utf8.firstRange(of: marker.description.utf8) else { return nil }
            return text.utf8.distance(from: text.utf8.startIndex, to: range.upperBound)
        }.min()
    }

    @Test(arguments: texts)
    func screensAsPlainSearches(_ text: String) {
        let dictionary = ["{", "[\"", "[AnyHashable"].contains { text.contains($0) }
        Array(text.utf8).withUnsafeBytes { bytes in
            #expect(LogPushFinder.holdsDictionary(bytes) == dictionary)
            #expect(LogPushFinder.markerEnd(in: bytes) == Self.naiveMarkerEnd(text))
        }
    }
}
