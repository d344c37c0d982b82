import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The migration state Leanplum fetches at start (`MigrationState`, API field `sdk`).
public enum MigrationState: String, CaseIterable, Sendable {
    /// The fetch failed or no state is set: CleverTap is not used.
    case undefined
    /// Leanplum only.
    case lp
    /// Both SDKs (duplicate).
    case leanplumAndCleverTap = "lp+ct"
    /// CleverTap only: Leanplum's code still runs, its requests are not sent.
    case ct

    /// Whether the CleverTap instance is created and queued CleverTap actions run.
    public var usesCleverTap: Bool { self == .leanplumAndCleverTap || self == .ct }
    /// Whether Leanplum's requests are sent.
    public var usesLeanplum: Bool { self != .ct }
}

/// When the CleverTap instance exists relative to the push.
public enum InstanceReadiness: String, CaseIterable, Sendable {
    /// Leanplum start was issued at launch and the instance exists when the push arrives.
    case ready
    /// The instance is created when Leanplum start is issued, after the push.
    case atStart = "at-start"
}

/// `UNNotificationPresentationOptions`, as `Leanplum.setPushNotificationPresentationOption` sets them.
public struct PresentationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let banner = PresentationOptions(rawValue: 1)
    public static let sound = PresentationOptions(rawValue: 2)
    public static let badge = PresentationOptions(rawValue: 4)
    public static let list = PresentationOptions(rawValue: 8)

    public static let names: [(String, PresentationOptions)] = [
        ("banner", .banner), ("sound", .sound), ("badge", .badge), ("list", .list),
    ]

    /// Parses `none` or a comma-separated list such as `banner,sound`; nil when invalid.
    public init?(parsing text: String) {
        self = []
        if text == "none" { return }
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let option = Self.names.first(where: { $0.0 == word })?.1 else { return nil }
            insert(option)
        }
    }

    /// Whether iOS shows the notification, so that the user can tap it, in the foreground.
    public var showsNotification: Bool { contains(.banner) || contains(.list) }

    /// Swift's spelling, e.g. `[.banner, .sound]` or `[]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.1) }.map { "." + $0.0 }.joined(separator: ", ") + "]"
    }
}

/// Everything about the app and the SDKs that a simulation is run with.
public struct SimulationSettings: Sendable {
    public var migration: MigrationState = .leanplumAndCleverTap
    public var instance: InstanceReadiness = .ready
    /// The account id of the app's CleverTap instance; nil: the payload's `wzrk_acct_id`.
    public var cleverTapAccount: String?
    /// Leanplum's foreground presentation option (default: none).
    public var presentation: PresentationOptions = []
    /// `Leanplum.setCleverTapOpenDeepLinksInForeground`; nil when the app never set it.
    public var openDeepLinksInForeground: Bool?
    /// A device token registered before the push.
    public var token: DeviceToken?
    /// The notifications manager as it was before the design note.
    public var legacy = false

    public init() {}
}

/// An APNs device token as the app receives it (`Data`).
public struct DeviceToken: Equatable, Sendable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses hexadecimal digits (an even number, at least two); nil when invalid.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// Lowercase hex, as Leanplum formats the token.
    public var hex: String { Self.hex(bytes[...]) }

    static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
