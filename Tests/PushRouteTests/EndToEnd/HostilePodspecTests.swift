import Foundation
import Testing

/// `app infer` on a repository whose Podfile takes CleverTap from a local checkout
/// (`Vendor/ct`) with a hostile podspec or version file, planted by the test (size, nesting,
/// NUL bytes, a link out of the repository, a FIFO): each ends with status 0, the release
/// unknown with its reason (never a release read outside the root), no byte unescaped on the
/// terminal, and a peak memory (GNU time, the child's rusage) within 256 MiB. A FIFO that were
/// opened would block the run: the deadline of `CommandRunner` would kill it (`killed`).
@Suite struct HostilePodspecTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Shell commands run in the scratch folder, after `repo/Podfile` is written.
        var plant: String
        /// The whole of standard error.
        var warning: String = ""
        /// `clevertap.sdk`'s value in the profile, nil for unknown.
        var value: String? = nil
        /// Words of the field's line in the text output.
        var shows: String
        var testDescription: String { name }
    }

    static let spec = "repo/Vendor/ct/CleverTap-iOS-SDK.podspec"
    static let version = "repo/Vendor/ct/sdk-version.txt"
    /// A podspec outside the repository, which must never be read.
    static let outside =
        "printf 's.version = \"9.9.9\"\\n' > outside.podspec && mkdir -p outside && cp outside.podspec outside/CleverTap-iOS-SDK.podspec && printf 9.9.9 > outside/sdk-version.txt"
    static let printed = "printf 's.version = `cat sdk-version.txt`\\n' > \(spec)"

    static let cases: [Case] = [
        Case(
            name: "a podspec of 2 MiB",
            plant: "{ printf 's.version = \"7.1.0\"\\n'; head -c 2097152 /dev/zero | tr '\\0' '#'; } > \(spec)",
            warning:
                "\(spec): warning: a podspec over 1 MiB, not read: the release and the SDKs it names are unknown [app-file-syntax]\n",
            shows: "its podspec Vendor/ct/CleverTap-iOS-SDK.podspec is over 1 MiB, and its release is unknown"),
        Case(
            name: "a podspec of 25 000 dependencies, 880 KB, read whole",
            plant:
                "{ seq 1 25000 | sed \"s/.*/s.dependency 'Pod&', '~> 1.0'/\"; printf 's.version = \"7.1.0\"\\n'; } > \(spec)",
            value: "7.1.0", shows: "its podspec names 7.1.0"),
        Case(
            name: "a .podspec.json nested 200 000 levels",
            plant: "{ printf '{\"version\": '; head -c 200000 /dev/zero | tr '\\0' '['; } > \(spec).json",
            warning:
                "\(spec).json:1:524: warning: not a whole podspec: nesting deeper than 512 levels: the release and the SDKs it names are unknown [app-file-syntax]\n",
            shows: "the podspec is not a whole JSON document"),
        Case(
            name: "NUL bytes in s.version", plant: "printf 's.version = \"7.1\\0000.0\"\\n' > \(spec)",
            shows: "the podspec's s.version is '7.1\\u{00}0.0', not a release"),
        Case(
            name: "NUL bytes in sdk-version.txt", plant: printed + " && printf '7.1.0\\0000' > \(version)",
            shows: "and Vendor/ct/sdk-version.txt holds no release: its release is unknown"),
        Case(
            name: "s.version through a loop of variables", plant: "printf 'a = b\\nb = a\\ns.version = a\\n' > \(spec)",
            shows: "the podspec's s.version is computed by Ruby (a), which app infer does not run"),
        Case(
            name: "the podspec a link out of the repository",
            plant: outside + " && ln -s ../../../outside.podspec \(spec)",
            shows: "its podspec Vendor/ct/CleverTap-iOS-SDK.podspec is a symbolic link, not a regular file: not read"),
        Case(
            name: "the checkout a link out of the repository",
            plant: outside + " && rmdir repo/Vendor/ct && ln -s ../../outside repo/Vendor/ct",
            warning:
                "repo/Vendor/ct: warning: a symbolic link to a folder: not followed, the files under it not read [app-file-syntax]\n",
            shows: "is under 'Vendor/ct', a symbolic link: not followed"),
        Case(
            name: "the podspec a FIFO", plant: "mkfifo \(spec)",
            shows: "its podspec Vendor/ct/CleverTap-iOS-SDK.podspec is a FIFO, not a regular file: not read"),
        Case(
            name: "sdk-version.txt a link out of the repository",
            plant: outside + " && " + printed + " && ln -s ../../../outside/sdk-version.txt \(version)",
            shows:
                "and Vendor/ct/sdk-version.txt is a symbolic link, not a regular file: not read: its release is unknown"
        ),
        Case(
            name: "sdk-version.txt a FIFO", plant: printed + " && mkfifo \(version)",
            shows: "and Vendor/ct/sdk-version.txt is a FIFO, not a regular file: not read: its release is unknown"),
        Case(
            name: "cat of a file above the repository",
            plant: outside + " && printf 's.version = `cat ../../../outside/sdk-version.txt`\\n' > \(spec)",
            shows: "and ../outside/sdk-version.txt is outside the repository: not followed: its release is unknown"),
        Case(
            name: "the checkout an absolute path",
            plant: "sed -i \"s|'Vendor/ct'|'$PWD/outside'|\" repo/Podfile && " + outside,
            shows: "outside the repository: its podspec is not read, and its release is unknown"),
    ]

    @Test(
        .enabled(if: GNUTime.available, GNUTime.skipReason), .disabled(if: Sanitizer.address, Sanitizer.memoryReason),
        arguments: cases)
    func podspecIsBoundedAndStaysInTheRepository(_ testCase: Case) throws {
        let scratch = try Scratch()
        try scratch.write(
            "repo/Podfile",
            "platform :ios, '13.0'\ntarget 'App' do\n  pod 'CleverTap-iOS-SDK', :path => 'Vendor/ct'\nend\n")
        try FileManager.default.createDirectory(
            atPath: scratch.path("repo/Vendor/ct"), withIntermediateDirectories: true)
        let planted = try CommandRunner.run(["-c", testCase.plant], executable: "/bin/sh", in: scratch.url)
        #expect(planted.status == 0, "\(planted.standardError)")
        let run = try MeasuredRun.run(["app", "infer", "repo"], in: scratch.url)
        let result = run.result
        #expect(result.status == 0)
        #expect(!result.killed)
        #expect(result.standardError == testCase.warning)
        let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("//   clevertap.sdk ") } ?? ""
        #expect(line.contains(testCase.shows), "\(line)")
        #expect(line.contains(testCase.value.map { "\"\($0)\"" } ?? " -  "), "\(line)")
        #expect(!result.standardOutput.contains("9.9.9") && !result.standardOutput.unicodeScalars.contains("\0"))
        #expect(run.peakBytes <= MeasuredRun.maxPeakBytes, "peak \(run.peakBytes >> 20) MiB")
    }
}
