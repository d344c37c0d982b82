import Foundation
import Testing

/// `ct-app-handles-twice` says what this run's two handlings did: how many Notification
/// Clicked and how many opens of the deep link CleverTap's main-queue blocks made, and
/// nothing of a deep link the push does not carry (docs/routing-model.md §7.1: the second
/// `handleNotification(withData:)` opens none when its block finds the app active).
@Suite struct AppHandlesTwiceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var app: String
        var push: String
        var state: String
        /// The warning's message, after its cell and step; nil: no `ct-app-handles-twice`.
        var message: String?
        var testDescription: String { "\(app) \(push) \(state)" }
    }

    static let suffix = " (CleverTap iOS de-duplicates no push)"
    static let classMethod =
        "push handled twice by CleverTap: the app's own didReceive calls CleverTap.handlePushNotification, and Leanplum's manager forwarded it too: "
    static let withData =
        "push handled twice by CleverTap: the app's own didReceive calls handleNotification(withData:) on Leanplum's instance, and Leanplum's manager forwarded it too: "
    static let clicked =
        "push clicked twice: the app's own fetch callback calls recordNotificationClickedEvent, and CleverTap handled it too: "
    static let ownDelegate =
        "push handled twice by CleverTap: the app's own didReceive calls CleverTap.handlePushNotification, and another path handled it too: "

    static let cases = [
        Case(
            app: "app-handles-clevertap-push", push: "clevertap-rich-media", state: "background",
            message: classMethod + "Notification Clicked recorded twice, deep link 'shop://new' opened twice" + suffix),
        Case(
            app: "app-handles-clevertap-push", push: "clevertap-impression-keys-differ", state: "background",
            message: classMethod + "Notification Clicked recorded twice" + suffix),
        Case(
            app: "app-handles-clevertap-push", push: "clevertap-rich-media", state: "not-running",
            message: classMethod + "Notification Clicked recorded twice, deep link 'shop://new' opened twice" + suffix),
        Case(
            app: "app-handles-with-data-on-leanplum", push: "clevertap-rich-media", state: "background",
            message: withData + "Notification Clicked recorded twice, deep link 'shop://new' opened once" + suffix),
        Case(
            app: "app-handles-with-data-on-leanplum", push: "clevertap-rich-media", state: "not-running",
            message: withData + "Notification Clicked recorded twice, deep link 'shop://new' opened once" + suffix),
        Case(
            app: "app-handles-with-data-on-leanplum", push: "clevertap-impression-keys-differ", state: "not-running",
            message: withData + "Notification Clicked recorded twice" + suffix),
        Case(
            app: "app-calls-in-fetch", push: "clevertap-rich-media", state: "background",
            message: clicked + "Notification Clicked recorded twice, deep link 'shop://new' opened once" + suffix),
        Case(
            app: "app-calls-in-fetch", push: "clevertap-impression-keys-differ", state: "background",
            message: clicked + "Notification Clicked recorded twice" + suffix),
        Case(
            app: "clevertap-only-own-delegate", push: "clevertap-rich-media", state: "not-running",
            message: ownDelegate
                + "Notification Clicked recorded twice, deep link 'shop://new' opened once, twice on a quick launch"
                + suffix),
        Case(app: "clevertap-only-own-delegate", push: "clevertap-rich-media", state: "background", message: nil),
        Case(app: "app-did-receive", push: "clevertap-rich-media", state: "background", message: nil),
    ]

    @Test(arguments: cases)
    func warningSaysWhatTheHandlingsDid(_ testCase: Case) throws {
        let result = try CommandRunner.run([
            "simulate", "--app", "samples/apps/\(testCase.app).json", "--state", testCase.state, "--event", "open",
            "samples/\(testCase.push).json",
        ])
        #expect(result.status == 0)
        let messages = result.standardError.split(separator: "\n").filter { $0.hasSuffix(" [ct-app-handles-twice]") }
            .map { line in
                let message = line.dropLast(" [ct-app-handles-twice]".count)
                return message.range(of: #"step \d+: "#, options: .regularExpression).map {
                    String(message[$0.upperBound...])
                } ?? String(message)
            }
        #expect(messages == (testCase.message.map { [$0] } ?? []))
    }
}
