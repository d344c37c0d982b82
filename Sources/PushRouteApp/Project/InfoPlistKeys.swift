import PushRouteCore
import PushRouteReader

/// The app Info.plist's keys app infer reads, each with the profile field it fills and what
/// the value means there; one row per key (pushroute(1), APP INFER).
struct InfoPlistKey: Sendable {
    var plistKey: String
    var field: String
    /// The field's value for the key's value, or nil with why it cannot be used.
    var convert: @Sendable (PropertyList) -> Result<(JSONValue, String), InferenceRefusal>
    /// The field's value when the key is absent (the SDK's default), or nil to leave it unknown.
    var absent: (JSONValue, String)?

    static let app: [InfoPlistKey] = [
        InfoPlistKey(
            plistKey: "CleverTapAccountID", field: ProfileKey.plistAccount.rawValue, convert: account,
            absent: (.null, "no CleverTapAccountID: no default instance")),
        InfoPlistKey(
            plistKey: "CleverTapToken", field: InferredProfile.plistToken, convert: account,
            absent: (.null, "no CleverTapToken")),
        InfoPlistKey(
            plistKey: "CleverTapRegion", field: InferredProfile.plistRegion, convert: account,
            absent: (.null, "no CleverTapRegion: the default region")),
        InfoPlistKey(
            plistKey: "LeanplumSwizzlingEnabled", field: ProfileKey.swizzling.rawValue, convert: swizzling,
            absent: (.bool(true), "no LeanplumSwizzlingEnabled: Leanplum swizzles (+[LPUtils isSwizzlingEnabled])")),
        InfoPlistKey(
            plistKey: "UIBackgroundModes", field: ProfileKey.remoteNotificationBackgroundMode.rawValue,
            convert: backgroundModes,
            absent: (.bool(false), "no UIBackgroundModes")),
        InfoPlistKey(
            plistKey: "UIApplicationSceneManifest", field: ProfileKey.sceneBased.rawValue,
            convert: { _ in .success((.bool(true), "UIApplicationSceneManifest")) },
            absent: (.bool(false), "no UIApplicationSceneManifest")),
    ]

    /// A string value, `$(VAR)` refused.
    static func account(_ value: PropertyList) -> Result<(JSONValue, String), InferenceRefusal> {
        guard let text = value.stringValue else { return .failure(.type(value.typeName, expected: "string")) }
        if let variable = BuildVariable.first(in: text) { return .failure(.unresolved(variable)) }
        return text.isEmpty ? .success((.null, "empty")) : .success((.string(text), "set"))
    }

    /// NSString/NSNumber `boolValue` (`ObjCBool`); a `$(VAR)` is unresolved.
    static func swizzling(_ value: PropertyList) -> Result<(JSONValue, String), InferenceRefusal> {
        if let text = value.stringValue, let variable = BuildVariable.first(in: text) {
            return .failure(.unresolved(variable))
        }
        guard let flag = ObjCBool.boolValue(value) else {
            return .failure(.type(value.typeName, expected: "boolean or string"))
        }
        let shown: String
        switch value {
        case .string(let text): shown = "'\(text)'"
        case .bool(let flag): shown = flag ? "<true/>" : "<false/>"
        default: shown = "\(value)"
        }
        return .success((.bool(flag), "\(shown), read as boolValue \(flag ? "YES" : "NO")"))
    }

    static func backgroundModes(_ value: PropertyList) -> Result<(JSONValue, String), InferenceRefusal> {
        guard let modes = value.arrayValue else { return .failure(.type(value.typeName, expected: "array")) }
        let remote = modes.contains { $0.stringValue == "remote-notification" }
        return .success((.bool(remote), remote ? "remote-notification listed" : "remote-notification not listed"))
    }
}

/// Why a value read cannot fill its field.
enum InferenceRefusal: Error, Equatable {
    case unresolved(String)
    case type(String, expected: String)

    var message: String {
        switch self {
        case .unresolved(let variable): "\(variable) is a build setting only Xcode resolves"
        case .type(let found, let expected): "a \(found) where a \(expected) is expected"
        }
    }
}
