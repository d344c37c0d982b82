import Foundation
import Testing

/// `app infer` on a scratch repository holding one hostile file, written by the test (depth,
/// width, sharing, size; `HostileShapes`): each ends with the documented warning at its place
/// and status 0, the rest of the repository still read, and a peak memory (GNU time, from the
/// kernel's rusage of the child) within 256 MiB. No time is asserted: a quadratic reader shows
/// as a run the suite's deadline kills (`bench/` measures speed).
@Suite struct HostileAppFilesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var data: @Sendable () -> Data
        /// The whole of standard error (nothing when the file is read).
        var warning: String
        /// A line the profile must show: the file read whole.
        var shows: String? = nil
        var testDescription: String { name }
    }

    static let plistConsequence = ", not read: the fields it decides are unknown [app-file-syntax]\n"
    static let podsConsequence = ", not read: the SDK versions are unknown [app-file-syntax]\n"
    static let depth = 512

    static let cases: [Case] = [
        // Plists: the issue's crashes (200 000 nested XML arrays, 3 MB; 100 000 binary levels,
        // 900 KB) and blow-up (arrays sharing their children), then wide ones read whole.
        Case(
            name: "XML plist 200 000 levels", file: "App/Info.plist", data: { HostileShapes.xmlNested(200_000) },
            warning:
                "repo/App/Info.plist:1:\(HostileShapes.xmlPrefix.utf8.count + 7 * depth + 1): warning: an XML property list nested deeper than 512 levels"
                + plistConsequence),
        Case(
            name: "XML plist 1 000 001 values", file: "App/Info.plist", data: { HostileShapes.xmlWide(1_000_001) },
            warning:
                "repo/App/Info.plist:1:\(HostileShapes.xmlPrefix.utf8.count + 25 + 7 * 999_997 + 1): warning: an XML property list holding more than 1000000 values"
                + plistConsequence),
        Case(
            name: "XML plist of 150 000 values, 1 MB", file: "App/Info.plist", data: { HostileShapes.xmlWide(150_000) },
            warning: "",
            shows: "App/Info.plist"),
        Case(
            name: "binary plist 100 000 levels", file: "App/Info.plist", data: { HostileShapes.binaryNested(100_000) },
            warning:
                "repo/App/Info.plist:1:1: warning: a binary property list nested deeper than 512 levels (at object 512, byte 2568)"
                + plistConsequence),
        Case(
            name: "binary plist sharing children, 2^40 values", file: "App/Info.plist",
            data: { HostileShapes.binaryShared(40) },
            warning:
                "repo/App/Info.plist:1:1: warning: a binary property list expanding to more than 1000000 values (an object counted at each reference)"
                + " (at object 21, byte 71)" + plistConsequence),
        Case(
            name: "binary plist of 250 000 references to one value, 1 MB", file: "App/Info.plist",
            data: { HostileShapes.binaryWideShared(250_000) }, warning: "", shows: "App/Info.plist"),
        Case(
            name: "binary plist holding itself", file: "App/Info.plist", data: { HostileShapes.binaryLoop },
            warning:
                "repo/App/Info.plist:1:1: warning: a binary property list holding a reference loop (at object 0, byte 8)"
                + plistConsequence),
        // Podfile.lock: the issue's crash (40 000 levels, 80 KB) and hang (100 000 pods), and
        // aliases that would expand to 2^40 values.
        Case(
            name: "Podfile.lock 40 000 levels", file: "Podfile.lock", data: { HostileShapes.podfileLockNested(40_000) },
            warning: "repo/Podfile.lock:2:\(2 * depth - 1): warning: a YAML text nested deeper than 512 levels"
                + podsConsequence),
        Case(
            name: "Podfile.lock of 100 000 pods", file: "Podfile.lock",
            data: { HostileShapes.podfileLockWide(100_000) }, warning: "",
            shows: #"leanplum.sdk                             "6.5.0"     certain  Podfile.lock:100002"#),
        Case(
            name: "Podfile.lock of aliases of aliases", file: "Podfile.lock",
            data: { HostileShapes.podfileLockLaughs(40) }, warning: "",
            shows: #"leanplum.sdk                             "6.5.0"     certain  Podfile.lock:42"#),
        Case(
            name: "Podfile.lock not UTF-8, placed", file: "Podfile.lock",
            data: { Data("PODS:\n  - A (1.0)\n  - B ".utf8) + Data([0xFF]) + Data(" (1.0)\n".utf8) },
            warning:
                "repo/Podfile.lock:3:7: warning: not a Podfile.lock (libyaml: invalid leading UTF-8 octet): the SDK versions are unknown [app-file-syntax]\n"
        ),
        // project.pbxproj: the issue's hang (many targets; 4 000 here, 1.2 MB) and nesting.
        Case(
            name: "pbxproj of 4 000 targets", file: "A.xcodeproj/project.pbxproj",
            data: { HostileShapes.pbxprojTargets(4_000) }, warning: "",
            shows: "target 'App0' (Release)"),
        Case(
            name: "pbxproj 200 000 levels", file: "A.xcodeproj/project.pbxproj",
            data: { HostileShapes.pbxprojNested(200_000) },
            warning:
                "repo/A.xcodeproj/project.pbxproj:2:\(15 + depth): warning: not a whole project.pbxproj: nesting deeper than 512 levels:"
                + " its targets, Info.plist files and entitlements are unknown [app-file-syntax]\n"),
    ]

    @Test(
        .enabled(if: GNUTime.available, GNUTime.skipReason), .disabled(if: Sanitizer.address, Sanitizer.memoryReason),
        arguments: cases)
    func hostileFileIsBoundedAndSaid(_ testCase: Case) throws {
        let scratch = try Scratch()
        if testCase.file.hasSuffix(".pbxproj") { try scratch.write("repo/App/Info.plist", HostileShapes.infoPlist) }
        try scratch.write("repo/" + testCase.file, testCase.data())
        let run = try MeasuredRun.run(["app", "infer", "repo"], in: scratch.url)
        let result = run.result
        #expect(result.status == 0)
        #expect(!result.killed)
        #expect(result.standardError == testCase.warning)
        if let shows = testCase.shows {
            #expect(result.standardOutput.contains(shows), "\(result.standardOutput.prefix(2000))")
        }
        #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB")
    }
}
