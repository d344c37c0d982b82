import Foundation
import Testing

/// `app infer` on a repository holding one hostile Swift or Objective-C file of about 512 KB,
/// written by the test: runs of one token shape that a scan searching from each token would
/// take in O(n²) time, or `#if` nesting that a copy of the conditions per line would take in
/// O(n²) memory. Each run ends with the documented status and warnings, within the bounds of
/// `MeasuredRun` (CPU time and peak memory of the child).
@Suite struct CodeScannerLimitTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var file = "App.swift"
        /// The file's text: `unit` repeated to about `size` bytes, between `head` and `tail`.
        var head = ""
        var unit: String
        var tail = ""
        /// The warnings printed, in order (the file's name put in place of `FILE`).
        var warnings: [String] = []
        var testDescription: String { name }

        static let size = 512 << 10

        var text: String { head + String(repeating: unit, count: Self.size / unit.utf8.count) + tail }
    }

    static let depthWarning =
        "FILE:65:1: warning: #if nested deeper than 64 levels: the conditions deeper are not read [app-code-limit]"

    static let shapes: [Shape] = [
        Shape(name: "#if lines", unit: "#if A\n", tail: "Leanplum.start()\n", warnings: [depthWarning]),
        Shape(name: "#if 0 lines", unit: "#if 0\n", tail: "Leanplum.start()\n", warnings: [depthWarning]),
        Shape(name: "#elseif branches", head: "#if A\n", unit: "#elseif B\n"),
        Shape(name: "func without a body", unit: "func "),
        Shape(name: "nested func bodies", unit: "func a() {"),
        Shape(
            name: "nested didFinishLaunching", unit: "func application(_ a: A, didFinishLaunchingWithOptions o: O) {"),
        Shape(
            name: "didFinishLaunching and start", unit: "func didFinishLaunchingWithOptions() {}\nLeanplum.start()\n"),
        Shape(name: "nested url delegate answers", unit: "func shouldHandleCleverTapURL() { return true; "),
        Shape(
            name: "open parens then calls", unit: "((((((((((((((((((((", tail: String(repeating: ").x", count: 100_000)
        ),
        Shape(name: "unmatched closing parens", unit: ").x"),
        Shape(name: "delegate assignments on one line", head: "UNUserNotificationCenter ", unit: "delegate = "),
        Shape(name: "Objective-C method starts", file: "App.m", unit: "-(\n"),
        Shape(name: "nested setter calls", unit: "Leanplum.setPushDeliveryTrackingEnabled("),
        Shape(
            name: "Objective-C setter messages", file: "App.m", unit: "[Leanplum setPushNotificationPresentationOption:"
        ),
        Shape(
            name: "guarded default handler calls",
            head: "Leanplum.setHandleCleverTapNotification { info, isOpen, response in ",
            unit: "if isOpen { response() } "),
        Shape(
            name: "ifs before one brace", head: "Leanplum.setHandleCleverTapNotification { info, isOpen, response in ",
            unit: "if ", tail: "{"),
        Shape(name: "unterminated string of backslashes", head: "\"", unit: "\\"),
        Shape(name: "nested comment openings", unit: "/*"),
        Shape(name: "raw string openings", unit: "#\""),
        Shape(name: "one long identifier", unit: "a"),
        // Issue 33's code reading: returns, signatures, helpers of the launch.
        Shape(name: "returns on one line", unit: "return "),
        Shape(name: "returns of nested closures", unit: "return { "),
        Shape(name: "returns between case labels", head: "switch x {", unit: "case 1: return\n"),
        Shape(name: "funcs before one brace", unit: "func ", tail: "{"),
        Shape(name: "parameters nested in types", unit: "func a(b: (", tail: "{"),
        Shape(name: "hidden funcs", unit: "private func a() {}\n"),
        Shape(name: "Objective-C selector pieces", file: "App.m", head: "- (void)a", unit: ":(T)b c", tail: " {"),
        Shape(
            name: "launch calling many helpers",
            head: "func application(_ a: UIApplication, didFinishLaunchingWithOptions o: O) -> Bool {\n",
            unit: "setUp()\n", tail: "}\nfunc setUp() { Leanplum.start() }\n"),
        Shape(name: "starts in nested functions", unit: "func a() { Leanplum.start() "),
        // Issue 35's reading across files: helpers followed from didReceive, receivers looked up.
        Shape(
            name: "helpers of one name, each calling itself and CleverTap",
            head: CrossFileReadingTests.didReceiveSwift + "a(r)\n}\n",
            unit: "func a(_ r: R) { a(r); CleverTap.sharedInstance()?.handleNotification(withData: [:]) }\n"),
        Shape(
            name: "a cycle of two helpers", head: CrossFileReadingTests.didReceiveSwift + "a()\n}\n",
            unit: "func a() { b() }\nfunc b() { a() }\n"),
        Shape(
            name: "nested helpers", head: CrossFileReadingTests.didReceiveSwift + "a()\n}\n", unit: "func a() { a() "),
        Shape(
            name: "receivers whose origin is elsewhere",
            unit: "x.ct.setUrlDelegate(self)\nx.ct.handleNotification(withData: [:])\n"),
        Shape(
            name: "assignments of one name",
            unit: "var ct = CleverTap.sharedInstance()\nct = CleverTap.instance(with: c)\n"),
        Shape(name: "computed properties before one brace", unit: "var a: ", tail: "{"),
        Shape(
            name: "Objective-C getters", file: "App.m",
            unit: "- (CleverTap *)a { return [CleverTap sharedInstance]; }\n"),
    ]

    @Test(arguments: shapes)
    func hostileSourceStaysLinear(_ shape: Shape) throws {
        let scratch = try Scratch()
        try scratch.write("repo/" + shape.file, shape.text)
        let run = try MeasuredRun.run(["app", "infer", "repo"], in: scratch.url)
        #expect(run.result.status == 0, "\(run.result.standardError.prefix(300))")
        let warnings = run.result.standardError.split(separator: "\n").map(String.init)
        #expect(warnings == shape.warnings.map { $0.replacingOccurrences(of: "FILE", with: "repo/" + shape.file) })
        #expect(run.userSeconds <= MeasuredRun.maxUserSeconds, "\(run.userSeconds) s of CPU")
        if !Sanitizer.address { #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB") }
    }

    /// A source over 16 MiB is scanned to 16 MiB, with a warning naming the file and the limit:
    /// a call past the limit is not seen.
    @Test func sourceOverTheLimitIsCutWithAWarning() throws {
        let scratch = try Scratch()
        try scratch.write(
            "repo/Big.swift",
            "Leanplum.start()\n" + String(repeating: " ", count: 16 << 20) + "CleverTap.autoIntegrate()\n")
        let run = try MeasuredRun.run(["app", "infer", "repo"], in: scratch.url)
        #expect(run.result.status == 0)
        #expect(
            run.result.standardError
                == "repo/Big.swift: warning: larger than 16 MiB: only its first 16 MiB are scanned [app-code-limit]\n")
        #expect(run.result.standardOutput.contains("clevertap.auto_integrate"))
        #expect(!run.result.standardOutput.contains("CleverTap.autoIntegrate() at repo/Big.swift"))
        if !Sanitizer.address { #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB") }
    }
}
