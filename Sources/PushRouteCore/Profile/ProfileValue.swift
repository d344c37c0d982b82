/// What a profile key's value may be, besides `null` (which keeps the default): the part of
/// the vocabulary the schema (`docs/schemas/app-profile.schema.json`) and the tests walk.
public enum ProfileValue: Equatable, Sendable {
    /// `true` or `false`.
    case flag
    /// A string: an account id, a release, the app's functions.
    case text
    /// One of these words.
    case words([String])
    /// A list of presentation option names (`PresentationOptionName`), `[]` for none.
    case presentation
    /// One of the app's delegate methods: an object of these fields.
    case method([AppDelegateMethodField])
}

/// The fields of an app delegate method's object in a profile (`app_delegate.will_present`).
public enum AppDelegateMethodField: String, CaseIterable, Sendable {
    case options
    case result
    case callsCompletion = "calls_completion"
    case callsLeanplum = "calls_leanplum"
    case recordsViewed = "records_viewed"

    /// What the field's value may be.
    public var value: ProfileValue {
        switch self {
        case .options: .presentation
        case .result: .words(FetchResult.words)
        case .callsCompletion, .callsLeanplum, .recordsViewed: .flag
        }
    }
}

extension CaseIterable where Self: RawRepresentable<String> {
    /// Every case's word, in order.
    public static var words: [String] { allCases.map(\.rawValue) }
}

extension ProfileKey {
    /// What the key's value may be.
    public var value: ProfileValue {
        switch self {
        case .sdks: .words(AppSDKs.words)
        case .migration: .words(MigrationState.words)
        case .start: .words(StartTiming.words)
        case .presentation: .presentation
        case .handleCleverTapNotification: .words(CleverTapNotificationBlock.words)
        case .actionManager: .words(ActionManagerState.words)
        case .autoIntegrateAt: .words(AutoIntegrateTiming.words)
        case .delegatesOn, .appCallsOn: .words(DelegateInstance.words)
        case .appDidReceiveCalls: .words(AppCleverTapCall.words)
        case .appCallsIn: .words(AppCallSite.words)
        case .instance: .words(InstanceReadiness.words)
        case .apsEnvironment: .words(APSEnvironment.words)
        case .extensionService: .words(ServiceExtensionKind.words)
        case .willPresent: .method([.options, .callsCompletion, .callsLeanplum, .recordsViewed])
        case .didReceive: .method([.callsCompletion, .callsLeanplum])
        case .fetch: .method([.result, .callsCompletion, .callsLeanplum])
        case .didRegisterToken, .didFinishLaunching: .method([.callsLeanplum])
        case .leanplumSDK, .cleverTapSDK, .plistAccount, .instanceAccount, .appCallsThrough, .extensionAccount: .text
        case .swizzling, .firstRun, .deliveryTracking, .shouldHandleNotification, .autoIntegrate,
            .openDeepLinksInForeground, .urlDelegateOpens, .sceneBased, .remoteNotificationBackgroundMode,
            .extensionCredentials, .extensionAllowsHTTP:
            .flag
        }
    }

    /// The fields of a delegate method's object; empty for any other key.
    public var methodFields: [AppDelegateMethodField] {
        if case .method(let fields) = value { return fields }
        return []
    }
}
