import Foundation
import Testing

/// Whether the app's CleverTap delegates reach the instance that handles a push is the same
/// question as what `sharedInstance()` returns: CleverTap keys instances by account, so with
/// the Info.plist account equal to Leanplum's, `sharedInstance()` is Leanplum's instance and a
/// delegate set on it is asked (docs/routing-model.md §3, "Instances are keyed by account").
@Suite struct DelegateInstanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// Info.plist `CleverTapAccountID` (nil: none).
        var plistAccount: String?
        var delegatesOn: String
        /// The note of Leanplum's forward's `pushNotificationTapped` step.
        var tapped: String
        var otherInstanceWarning: Bool
        var testDescription: String { "plist \(plistAccount ?? "none"), delegates on \(delegatesOn)" }
    }

    static let reached = "the app's CleverTapPushNotificationDelegate, if set, gets the payload without aps"
    static let notOnShared =
        "not called: the app set its CleverTapPushNotificationDelegate on CleverTap.sharedInstance(), not on this instance"

    /// The push's account is `W84-WW7-123A`, which Leanplum's instance takes.
    static let cases = [
        Case(plistAccount: "W84-WW7-123A", delegatesOn: "shared", tapped: reached, otherInstanceWarning: false),
        Case(plistAccount: "TEST-R78-ZZK-955Z", delegatesOn: "shared", tapped: notOnShared, otherInstanceWarning: true),
        Case(plistAccount: nil, delegatesOn: "shared", tapped: notOnShared, otherInstanceWarning: true),
        Case(plistAccount: "W84-WW7-123A", delegatesOn: "leanplum", tapped: reached, otherInstanceWarning: false),
        Case(plistAccount: "TEST-R78-ZZK-955Z", delegatesOn: "leanplum", tapped: reached, otherInstanceWarning: false),
    ]

    @Test(arguments: cases)
    func delegatesReachTheInstanceSharedInstanceReturns(_ testCase: Case) throws {
        let scratch = try Scratch()
        let plist = testCase.plistAccount.map { "\"\($0)\"" } ?? "null"
        try scratch.write(
            "app.json",
            """
            {"profile": 1, "clevertap": {"plist_account": \(plist), "url_delegate_opens": true, "delegates_on": "\(testCase.delegatesOn)"}}
            """)
        let result = try scratch.run([
            "simulate", "--app", "app.json", "--state", "background", "--event", "open",
            CommandRunner.root.appendingPathComponent("samples/clevertap-rich-media.json").path,
        ])
        #expect(result.status == 0)
        let notes = result.standardOutput.split(separator: "\n").filter {
            $0.contains("pushNotificationTapped(withCustomExtras:) — ")
        }
        .map { String($0[$0.range(of: " — ")!.upperBound...]) }
        #expect(notes == [testCase.tapped])
        #expect(result.standardError.contains("[delegate-on-other-instance]") == testCase.otherInstanceWarning)
    }
}
