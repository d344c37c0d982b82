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

/// `LogPushFinder.mayHoldPush`, the screen of an entry with no SDK push line: each of its words
/// on its own, in texts shorter and longer than a block of `ByteSearch`.
@Suite struct MayHoldPushTests {
    static let padding = String(repeating: "padding ", count: 8)

    @Test(arguments: [
        ("{\"aps\":{}}", false, true), ("{aps: {}}", false, true), ("[AnyHashable(\"aps\"): 1]", false, true),
        ("maps and collapse {}", false, false),
        // The entitlement iOS's registration errors name is no push key.
        ("UserInfo={NSLocalizedDescription=no valid “aps-environment” entitlement}", false, false),
        ("{userInfo = {a = 1}}", false, true), ("{remoteNotification: 1}", false, true), ("{payload: 1}", false, true),
        ("{\"data\": {\"wzrk_id\": 1}}", false, true), ("{\"data\": {\"screen\": 1}}", false, false),
        ("{\"metadata\": {\"wzrk_id\": 1}}", false, false), ("{data: {_lpm: 1}}", false, true),
        ("{messageId: 1, sentTime: 2}", false, true), ("{messageId = 1; status = ok;}", false, false),
        ("Bundle[{wzrk_pn=true, wzrk_id=1}]", false, true), ("{wzrk_pn=true}", true, true),
        ("{wzrk_pn=true}", false, false),
        ("{\"google.message_id\": \"0:1\"}", true, true), ("{\"google.message_id\": \"0:1\"}", false, false),
    ])
    func screensEachWord(_ text: String, _ android: Bool, _ mayHold: Bool) {
        for padded in [text, Self.padding + text, text + Self.padding, Self.padding + text + Self.padding] {
            Array(padded.utf8).withUnsafeBytes { bytes in
                #expect(LogPushFinder.mayHoldPush(bytes, android: android) == mayHold, "\(padded)")
            }
        }
    }
}
