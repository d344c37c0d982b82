import Foundation
import Testing

/// The Swift names `docs/*.md` give, in the table columns that say what implements a rule
/// (`implemented by`, `pushroute type`, `raised by`, `pushroute`), exist in `Sources`: a
/// type (`Device`), and each member after it (`Device.countHandling`); anywhere else, a
/// name that looks like a type is the package's or one quoted from outside it.
@Suite struct DocumentationNamesTests {
    static let columns: Set<String> = ["implemented by", "pushroute type", "raised by", "pushroute"]

    /// Every word of the sources, and the names they declare as types.
    static let sources: (types: Set<String>, words: Set<String>) = {
        let root = CommandRunner.root.appendingPathComponent("Sources")
        var text = ""
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where url.pathExtension == "swift" {
            text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }
        let words = Set(text.matches(of: /\w+/).map { String($0.output) })
        let types = Set(
            text.matches(of: /\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)/).map {
                String($0.output.1)
            })
        return (types, words)
    }()

    /// `(file, line, name)` for each Swift-looking name in the implementing columns.
    static func namesInDocs() throws -> [(String, Int, String)] {
        let docs = CommandRunner.root.appendingPathComponent("docs")
        var names: [(String, Int, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where file.hasSuffix(".md")
        {
            let lines = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            var chosen: [Int] = []
            for (index, line) in lines.enumerated() {
                guard line.hasPrefix("|") else {
                    chosen = []
                    continue
                }
                let cells = Self.cells(line)
                if index + 1 < lines.count, lines[index + 1].hasPrefix("| ---") {
                    chosen = cells.indices.filter { Self.columns.contains(cells[$0]) }
                    continue
                }
                for column in chosen where column < cells.count {
                    for match in cells[column].matches(
                        of: /`([A-Z][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([^`]*\))?`/)
                    {
                        names.append(("docs/" + file, index + 1, String(match.output.1)))
                    }
                }
            }
        }
        return names
    }

    /// A table row's cells, trimmed (`\|` is a pipe inside a cell).
    static func cells(_ line: Substring) -> [String] {
        line.replacing("\\|", with: "\u{1}").split(separator: "|", omittingEmptySubsequences: false).dropFirst()
            .dropLast()
            .map { $0.replacing("\u{1}", with: "|").trimmingCharacters(in: .whitespaces) }
    }

    @Test func implementingNamesExistInSources() throws {
        let names = try Self.namesInDocs()
        #expect(names.count > 100, "the tables were found")
        for (file, line, name) in names {
            let parts = name.split(separator: ".").map(String.init)
            #expect(
                Self.sources.types.contains(parts[0]), "\(file):\(line): no type \(parts[0]) in Sources (`\(name)`)")
            for member in parts.dropFirst() {
                #expect(Self.sources.words.contains(member), "\(file):\(line): no \(member) in Sources (`\(name)`)")
            }
        }
    }

    /// Names `docs/` quotes from outside pushroute, in backticks like its own: the SDKs'
    /// classes and members (the first part is enough), Apple's, Foundation's, DevTools', a .NET and a
    /// Java call, Dart's and Android's `toString` and Java's `ArrayList`. Add a name here only when it is not pushroute's.
    static let outside: Set<String> = [
        "ActionContextNotification", "ActionManager", "CTWrapper", "CleverTap", "Constants", "LPRequestSender",
        "Leanplum",
        "User", "Utilities", "MigrationState.useLeanplum", "UIApplication", "UIScene", "ObjectPropertiesSection",
        "JObject",
        "System", "Process", "Map", "Bundle", "ArrayList",
        // React Native Firebase's and FlutterFire's message types (docs/device-logs.md).
        "RemoteMessage",
        // firebase-admin-go's messaging types and their encoder (docs/pasted-forms.md §4.17).
        "Aps", "APNSPayload", "CriticalSound",
        // Ruby's, in a podspec (docs/app-infer.md).
        "File.read",
        // The Android SDKs' source files (docs/device-logs.md §3).
        "Log.d", "Log.v", "RNReceivedMessageHandler", "RNPushNotificationHelper", "FCMPlugin", "Constants.java",
        "MessagePayloadKeys", "FlutterFirebaseMessagingReceiver.java", "ReactNativeFirebaseMessagingReceiver.java",
        "AnalyticsManager", "CleverTapAPI", "LeanplumFirebaseServiceHandler", "LeanplumPushService", "Logger",
        // libFuzzer's, in a profile of a campaign (docs/development.md).
        "AddRareFeature",
    ]

    /// Every identifier of the package (sources, tests, the manifest), the types it declares,
    /// and the fuzz targets (`func fuzzStrictReader` is the target `StrictReader`).
    static let package: (types: Set<String>, words: Set<String>) = {
        let root = CommandRunner.root
        var text = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        for folder in ["Sources", "Tests"] {
            for case let url as URL in FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
            where url.pathExtension == "swift" {
                text += (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            }
        }
        let fuzzTargets = text.matches(of: /func fuzz([A-Z]\w*)/).map { String($0.output.1) }
        let words = Set(text.matches(of: /\w+/).map { String($0.output) } + fuzzTargets)
        let types = Set(
            text.matches(of: /\b(?:class|struct|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)/).map {
                String($0.output.1)
            })
        return (types, words)
    }()

    /// A file's name in backticks (`Info.plist`, `NotificationService.swift`) is no type.
    static let fileExtensions: Set<String> = [
        "plist", "swift", "m", "h", "md", "json", "resolved", "lock", "entitlements", "pbxproj", "txt", "log",
    ]

    /// Anywhere in `docs/*.md`, a name in backticks that looks like a Swift type (two words
    /// run together, `MessageWriter`, or a name with members, `Device.crash`) is one the
    /// package has, members included, or one `outside` names.
    @Test func backtickedTypeNamesExist() throws {
        let docs = CommandRunner.root.appendingPathComponent("docs")
        var checked = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where file.hasSuffix(".md")
        {
            let lines = try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                for match in line.matches(of: /`([A-Z][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\([^`]*\))?`/) {
                    let name = String(match.output.1)
                    let parts = name.split(separator: ".").map(String.init)
                    if parts.count > 1, Self.fileExtensions.contains(parts[parts.count - 1]) { continue }
                    if parts.count == 1, parts[0].firstMatch(of: /^[A-Z][a-z0-9]+[A-Z]/) == nil { continue }
                    checked += 1
                    if Self.outside.contains(name) || Self.outside.contains(parts[0]) { continue }
                    let known =
                        parts.count == 1
                        ? Self.package.words.contains(name)
                        : Self.package.types.contains(parts[0])
                            && parts.dropFirst().allSatisfy(Self.package.words.contains)
                    #expect(
                        known,
                        "docs/\(file):\(index + 1): `\(name)` is not in the package (add it to `outside` only when it is not pushroute's)"
                    )
                }
            }
        }
        #expect(checked > 200, "the names were found")
    }
}
