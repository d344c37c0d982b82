import Foundation
import Testing

@testable import PushRouteCore
@testable import PushRouteReader
@testable import PushRouteSimulator

/// `SimulationSetting.isRead(by:)`, the one declaration of which settings the simulator reads
/// for an app's SDKs (the `app-defaults` warning lists only those): every example value of a
/// setting it says is not read leaves every trace of such an app as it was, in every cell,
/// for every kind of push, with and without an extension.
@Suite struct SettingReadersTests {
    /// A setting the declaration says an app with `sdks` does not read, at one example value.
    struct Unread: Sendable, CustomTestStringConvertible {
        var sdks: AppSDKs
        var setting: SimulationSetting
        var json: JSONValue
        var testDescription: String { "\(sdks.rawValue): \(setting.key) = \(json.compactText)" }
    }

    static let unread: [Unread] = [AppSDKs.cleverTap, .leanplumAndCleverTap].flatMap { sdks in
        SimulationSetting.all.filter { !$0.isRead(by: sdks) && $0.key != "sdks" }.flatMap { setting in
            setting.examples.map { Unread(sdks: sdks, setting: setting, json: $0.json) }
        }
    }

    /// The apps each unread setting is tried in, as profile keys: the SDKs alone, and with
    /// autoIntegrate, an Info.plist account and an extension that records impressions.
    static func apps(_ sdks: AppSDKs) -> [[(key: String, json: JSONValue)]] {
        let bare: [(key: String, json: JSONValue)] = [("sdks", .string(sdks.rawValue))]
        return [
            bare,
            bare + [
                ("clevertap.plist_account", "W84-PLIST"), ("clevertap.auto_integrate", true),
                ("extension.service", .string(ServiceExtensionKind.ctMediaViewed.rawValue)),
            ],
        ]
    }

    /// The settings of a profile holding `keys`, each `section.name` in its section.
    static func settings(_ keys: [(key: String, json: JSONValue)]) throws -> SimulationSettings {
        var root = JSONObject()
        root.append("profile", .integer(AppProfile.version))
        var sections: [String: JSONObject] = [:]
        var order: [String] = []
        for (key, json) in keys {
            guard let setting = SimulationSetting.named(key), let section = setting.section else {
                root.append(key, json)
                continue
            }
            if sections[section] == nil { order.append(section) }
            sections[section, default: JSONObject()].append(setting.name, json)
        }
        for section in order { root.append(section, .object(sections[section]!)) }
        let read = AppProfile.settings(from: .object(root), file: "p.json", start: SourceLocation(line: 1, column: 1))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
        return try #require(read.settings)
    }

    /// Every call, note and warning of every cell and push kind.
    static func traces(_ settings: SimulationSettings) throws -> [String] {
        try SimulatorMatrixTests.kinds.flatMap { kind in
            let push = try SimulatorMatrixTests.push(kind)
            return Cell.all.flatMap { cell in
                let result = CellSimulator.run(push, in: cell, settings: settings)
                return result.trace.map { "\(kind.name) \(cell): \($0.call) \($0.note ?? "")" }
                    + result.warnings.map { "\(kind.name) \(cell): \($0.warning.code.rawValue) \($0.warning.message)" }
            }
        }
    }

    @Test(arguments: unread)
    func unreadSettingChangesNoTrace(_ row: Unread) throws {
        for app in Self.apps(row.sdks) {
            let changed = try Self.settings(app + [(row.setting.key, row.json)])
            let after = try Self.traces(changed)
            let before = try Self.traces(Self.settings(app))
            let changes = after.difference(from: before).map { change -> String in
                switch change {
                case .insert(_, let line, _): "+ " + line
                case .remove(_, let line, _): "- " + line
                }
            }
            #expect(changes.isEmpty, "\(changes.prefix(4).joined(separator: "\n"))")
        }
    }

    /// A setting that qualifies another (`SimulationSetting.readOnlyWhen`), at one example value,
    /// in a migration app where that other one has no value (the defaults: no autoIntegrate, no
    /// call of the app's own, no extension; the credentials and account also with an extension
    /// that records no impression).
    static let qualifying: [Unread] = SimulationSetting.all.filter {
        SimulationSetting.readOnlyWhen[$0.profileKey] != nil
    }.flatMap { setting in
        setting.examples.map { Unread(sdks: .leanplumAndCleverTap, setting: setting, json: $0.json) }
    }

    @Test(arguments: qualifying)
    func qualifyingSettingChangesNoTraceWithoutWhatItQualifies(_ row: Unread) throws {
        let bare: [(key: String, json: JSONValue)] = [("sdks", .string(row.sdks.rawValue))]
        var apps = [bare]
        if row.setting.key == "extension.credentials" || row.setting.key == "extension.account" {
            apps.append(bare + [("extension.service", .string(ServiceExtensionKind.ctMedia.rawValue))])
        }
        for app in apps {
            let before = try Self.settings(app)
            #expect(!row.setting.isRead(in: before))
            let after = try Self.traces(Self.settings(app + [(row.setting.key, row.json)]))
            #expect(after == (try Self.traces(before)), "\(app.map(\.key))")
        }
    }

    /// The settings a CleverTap-only app does not read: the Leanplum section, and the
    /// CleverTap keys only Leanplum's code reads (its instance, the migration, the flag it passes).
    @Test func cleverTapOnlyAppReadsNoLeanplumSetting() {
        let unread = SimulationSetting.all.filter { !$0.isRead(by: .cleverTap) }.map(\.key)
        #expect(
            unread.filter { !$0.hasPrefix("leanplum.") } == [
                "migration", "clevertap.auto_integrate_at", "clevertap.instance_account",
                "clevertap.open_deep_links_in_foreground",
                "clevertap.instance", "app.aps_environment",
            ])
    }
}
