import Testing

@testable import PushRouteSimulator

/// A release a lock names that the model does not list is read from a profile as it is, and
/// simulated as the nearest listed release with the same push path, which the note names;
/// an option still takes only listed releases.
@Suite struct UnlistedReleaseTests {
    /// The release read, and the listed releases whose push path it gets.
    static let cleverTap: [(read: String, pathAsIn: String)] = [
        ("4.0.1", "4.1.4–5.2.2"), ("4.1.2", "4.1.4–5.2.2"), ("5.3.0", "4.1.4–5.2.2"), ("6.1.1", "6.0.0–7.0.1"),
        ("7.0.4", "7.0.2–7.3.4"), ("7.4.3", "7.4.0–7.7.0"), ("8.0.0", "7.7.1"),
    ]

    @Test(arguments: cleverTap)
    func cleverTapReleaseSaysItsPushPath(_ row: (read: String, pathAsIn: String)) throws {
        let release = try #require(CleverTapRelease(reading: row.read))
        #expect(release.version == row.read)
        #expect(!release.isListed)
        #expect(release.unlistedNote?.hasPrefix("CleverTap \(row.read): push path as in \(row.pathAsIn) ") == true)
        for listed in release.pushPathGroup {
            for capability in CleverTapRelease.Capability.allCases {
                #expect(listed.has(capability) == release.has(capability))
            }
        }
    }

    static let leanplum: [(read: String, pathAsIn: String, pin: String?)] = [
        ("2.0.1", "5.0.0, which stands for every release before 6.0.0", nil),
        ("5.4.1", "5.0.0, which stands for every release before 6.0.0", nil),
        ("6.6.2", "6.1.1–6.6.1", "~> 7.1"), ("7.0.0", "6.1.1–6.6.1", "~> 7.1"),
    ]

    @Test(arguments: leanplum)
    func leanplumReleaseSaysItsPushPath(_ row: (read: String, pathAsIn: String, pin: String?)) throws {
        let release = try #require(LeanplumRelease(reading: row.read))
        #expect(release.version == row.read)
        #expect(release.cleverTapPin?.requirement == row.pin)
        #expect(release.unlistedNote?.hasPrefix("Leanplum \(row.read): push path as in \(row.pathAsIn) ") == true)
    }

    /// Listed releases say nothing; texts that are no release are still refused. CleverTap
    /// before 4.0.0 (older than any source the model was read from) is read as it is, and a
    /// CleverTap-only app on it is outside the model.
    @Test func listedSayNothingAndOthersAreRefused() {
        #expect(CleverTapRelease(reading: "7.0.2")?.unlistedNote == nil)
        #expect(LeanplumRelease(reading: "6.5.0")?.unlistedNote == nil)
        let old = CleverTapRelease(reading: "3.9.2")
        #expect(old?.version == "3.9.2")
        #expect(old?.isBeforeModel == true)
        #expect(old?.unlistedNote == nil)
        var settings = SimulationSettings()
        settings.sdks = .cleverTap
        settings.cleverTapSDK = old
        #expect(
            settings.outsideModel?.hasPrefix("a CleverTap-only app on CleverTap 3.9.2 is outside the model") == true)
        settings.cleverTapSDK = CleverTapRelease(reading: "4.0.1")
        #expect(settings.outsideModel == nil)
        for text in ["7", "7.x.1", "7.0.0.1", "", "v7.0.0"] { #expect(CleverTapRelease(reading: text) == nil) }
        for text in ["6", "six", "6.0.0-beta"] { #expect(LeanplumRelease(reading: text) == nil) }
        // An option takes only what the model lists: a typo is not simulated.
        #expect(CleverTapRelease(resolving: "4.1.2") == nil)
        #expect(LeanplumRelease(resolving: "6.9.9") == nil)
    }
}
