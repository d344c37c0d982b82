import PushRouteCore

/// Every simulator setting an app profile holds, in the order `--print-app` writes them
/// (pushroute(1), APP PROFILES; docs/routing-model.md §7).
extension SimulationSetting {
    public static let all: [SimulationSetting] =
        [sdks, migration] + leanplum + cleverTap + app + appDelegate + serviceExtension

    /// The setting at a profile key path.
    public static func named(_ key: String) -> SimulationSetting? { all.first { $0.key == key } }

    public static let sdks = SimulationSetting(
        .sdks, .choice(AppSDKs.self), default: .leanplumAndCleverTap,
        doc:
            "the SDKs the app links itself: leanplum+clevertap (a migration), clevertap (no Leanplum code runs: the app integrates CleverTap itself), leanplum (before Leanplum 6.0.0: outside the model)",
        \.sdks)

    public static let migration = SimulationSetting(
        .migration, flag: "migration", scenario: "migration", .choice(MigrationState.self),
        default: .leanplumAndCleverTap,
        doc: "the migration state Leanplum has cached, or fetches at start", \.migration
    ).manual(
        """
        the migration state Leanplum has cached, or fetches (default `lp+ct`).
        CleverTap is used in `lp+ct` and `ct`; in `ct` Leanplum's code still runs but its requests are not sent.
        `undefined` is never cached: every start fetches it again, asynchronously, as on a first run, and what waited for CleverTap is dropped.
        """)

    // MARK: leanplum

    public static let leanplumSDK = SimulationSetting(
        .leanplumSDK, flag: "leanplum-sdk", scenario: "leanplum-sdk", .leanplumRelease, default: .newest,
        doc: "the Leanplum iOS SDK release whose push path is simulated", get: { $0.leanplumSDK },
        set: { settings, release in if let release { settings.leanplumSDK = release } },
        conflict: { $0.cleverTapPinConflict }
    ).manual(
        """
        the Leanplum iOS SDK release: one of `5.0.0`, `6.0.0`–`6.0.5`, `6.1.0`, `6.1.1`, `6.2.0`, `6.3.0`, `6.4.0`–`6.4.2`, `6.5.0`, `6.6.0`, `6.6.1` (the default).
        A major.minor names the newest patch modelled of it, said in a note on standard error: `--leanplum-sdk 6.5` is 6.5.0, `6.4` is 6.4.2 (`pushroute: note: --leanplum-sdk 6.5: Leanplum 6.5.0, the newest 6.5 release modelled`); the same for `--clevertap-sdk` (`7.0` is 7.0.3) and each version of `--compare-sdk`.
        The push path changed in 6.0.0, 6.0.2, 6.1.0 and 6.1.1, and through the CleverTap SDK pulled in, in 6.5.0; see `RELEASES`.
        """)
    public static let start = SimulationSetting(
        .start, flag: "start", scenario: "start", .choice(StartTiming.self), default: .atLaunch,
        doc: "when the app calls Leanplum.start: in didFinishLaunching, after the push, or never",
        get: { $0.startTiming },
        set: { settings, start in if let start { settings.start = start } }
    ).manual(
        """
        when the app calls `Leanplum.start`: in `application(_:didFinishLaunchingWithOptions:)` (the default), after the push (when the push ran app code), or never (what waits for start is lost: `never-run`).
        """)
    public static let firstRun = SimulationSetting(
        .firstRun, flag: "first-run", scenario: "first-run", .presence, default: false,
        doc: "no migration state cached yet: start is issued only when the asynchronous fetch answers", \.firstRun
    ).manual(
        """
        no migration state is cached yet: start sends `getMigrateState` and is issued only when it answers, after the push's callbacks on a cold start; the CleverTap instance is created then.
        """)
    public static let presentation = SimulationSetting(
        .presentation, flag: "presentation", scenario: "presentation", .presentation, default: [],
        doc: "Leanplum's foreground presentation option", \.presentation
    ).manual(
        """
        Leanplum's foreground presentation option, passed to the `willPresent` completion handler (default: none)
        """)

    static let leanplum = [
        leanplumSDK,
        SimulationSetting(
            .swizzling, .bool(), default: true,
            doc: "Info.plist LeanplumSwizzlingEnabled: Leanplum's launch observer and hooks exist", \.swizzling),
        start, firstRun, presentation,
        SimulationSetting(
            .deliveryTracking, .bool(), default: true,
            doc: "Leanplum.setPushDeliveryTrackingEnabled: \"Push Delivered\" is tracked", \.pushDeliveryTracking),
        SimulationSetting(
            .shouldHandleNotification, .bool(), default: false,
            doc: "the app set Leanplum.setShouldOpenNotificationHandler, whose block replaces the foreground confirm",
            \.shouldHandleNotification),
        SimulationSetting(
            .handleCleverTapNotification, .choice(CleverTapNotificationBlock.self), default: nil,
            doc: "the block the app set with Leanplum.setHandleCleverTapNotification (6.1.0 on)",
            \.handleCleverTapNotification),
        SimulationSetting(
            .actionManager, scenario: "action-manager", .choice(ActionManagerState.self), default: .enabled,
            doc:
                "the state the app leaves Leanplum's ActionManager in, whose queue every action a push opens goes through: enabled, paused (ActionManager.shared.isPaused: the action waits until the app resumes it) or disabled (isEnabled false: the action is dropped)",
            \.actionManager),
    ]

    // MARK: clevertap

    public static let cleverTapSDK = SimulationSetting(
        .cleverTapSDK, flag: "clevertap-sdk", scenario: "clevertap-sdk", .cleverTapRelease,
        default: LeanplumRelease.newest.cleverTapPin?.newest,
        defaultNote: "the newest inside the pin",
        doc: "the CleverTap iOS SDK release the app's lock file resolved, inside the Leanplum release's pin",
        get: { $0.cleverTapRelease }, set: { settings, release in if let release { settings.cleverTapSDK = release } },
        conflict: { $0.cleverTapPinConflict }
    ).manual(
        """
        the CleverTap iOS SDK release the app's lock file resolved (its `Podfile.lock` or `Package.resolved`), inside the pin of the Leanplum release (see `RELEASES`).
        Without it, the newest release the pin allows, as `pod install` resolves it today.
        A release outside the pin, or any release with Leanplum 5.0.0, is a usage error that names the pin.
        """)
    public static let cleverTapAccount = SimulationSetting(
        .instanceAccount, flag: "ct-account", scenario: "ct-account", .account, default: nil,
        defaultNote: "the payload's wzrk_acct_id",
        doc: "the account of Leanplum's CleverTap instance (a CleverTap-only app's is clevertap.plist_account)",
        \.cleverTapAccount
    ).manual(
        """
        the account of Leanplum's CleverTap instance (default: the payload's `wzrk_acct_id`); a CleverTap-only app's is its Info.plist account (`clevertap.plist_account`).
        """)
    public static let openDeepLinksInForeground = SimulationSetting(
        .openDeepLinksInForeground, flag: "open-deep-links-in-foreground",
        scenario: "open-deep-links-in-foreground", .bool(), default: nil,
        doc:
            "the deep-link flag the app set, from Leanplum 6.1.0 (without it, from 6.1.1: true for an open, false for a receive)",
        \.openDeepLinksInForeground
    ).manual(
        """
        `Leanplum.setCleverTapOpenDeepLinksInForeground`, from Leanplum 6.1.0; unset, the flag is `true` for an open and `false` for a receive (6.1.1 and later), `false` for both (6.1.0), and always `true` before 6.1.0, which has no setter
        """)
    public static let instance = SimulationSetting(
        .instance, flag: "ct-instance", scenario: "ct-instance", .choice(InstanceReadiness.self),
        default: nil,
        defaultNote: "when start is issued",
        doc:
            "ready: the app creates the CleverTap instance at launch, before start (Leanplum 6.0.2 on); at-start: Leanplum creates it when start is issued (without --start: start after the push)",
        \.instance
    ).manual(
        """
        `ready`: the app creates the CleverTap instance at launch, before anything else, with `MigrationManager.shared.launchWrapper()` (Leanplum 6.0.2 and later, with a cached migration state), so it exists before start.
        `at-start`: Leanplum creates it when start is issued; without `--start`, the app calls start after the push (`--start later`).
        Without this option the instance is created when start is issued.
        """)

    static let cleverTap = [
        cleverTapSDK,
        SimulationSetting(
            .plistAccount, .account, default: nil,
            doc: "Info.plist CleverTapAccountID (with CleverTapToken): CleverTap's default instance", \.plistAccount),
        SimulationSetting(
            .autoIntegrate, .bool(), default: false,
            doc: "the app calls CleverTap.autoIntegrate() at launch",
            \.autoIntegrate),
        SimulationSetting(
            .autoIntegrateAt, .choice(AutoIntegrateTiming.self), default: .beforeStart,
            doc: "when the app calls CleverTap.autoIntegrate(), relative to Leanplum.start", \.autoIntegrateTiming),
        cleverTapAccount, openDeepLinksInForeground,
        SimulationSetting(
            .urlDelegateOpens, scenario: "ct-url-delegate-opens", .bool(), default: nil,
            doc: "what the app's CleverTap urlDelegate answers for every push link; null: no such delegate",
            \.urlDelegateOpens),
        SimulationSetting(
            .delegatesOn, scenario: "ct-delegates-on", .choice(DelegateInstance.self), default: nil,
            doc:
                "the instance the app sets pushNotificationDelegate and urlDelegate on: shared (CleverTap.sharedInstance(): Leanplum's instance when it has the Info.plist account, as CleverTap keys instances by account) or leanplum (through Leanplum.addCleverTapInstance); null: the instance that handles the push",
            \.delegatesOn),
        SimulationSetting(
            .appDidReceiveCalls, scenario: "ct-app-calls", .choice(AppCleverTapCall.self), default: nil,
            doc:
                "the app's own didReceive (or the method app_calls_in names) also calls CleverTap: handle-push-notification (the class method, flag true), handle-notification-with-data (on one instance, flag false) or record-clicked (recordNotificationClickedEvent on one instance); CleverTap iOS de-duplicates no push; null: no such call",
            \.appCleverTapCall),
        SimulationSetting(
            .appCallsIn, scenario: "ct-app-calls-in", .choice(AppCallSite.self), default: .didReceive,
            doc:
                "the app's own delegate method that makes that call (it must implement it, app_delegate): did-receive (a tap), will-present (a foreground push) or fetch (a push with content-available, or a tap when the app has no didReceive)",
            \.appCleverTapCallIn),
        SimulationSetting(
            .appCallsOn, scenario: "ct-app-calls-on", .choice(DelegateInstance.self), default: .shared,
            doc:
                "the instance the app makes that call on (handle-notification-with-data, record-clicked): shared (CleverTap.sharedInstance(), nil without CleverTapAccountID) or leanplum (the instance Leanplum.addCleverTapInstance handed over, nil until Leanplum created it)",
            \.appCleverTapCallOn),
        SimulationSetting(
            .appCallsThrough, .helperPath, default: nil,
            doc:
                "the app's own functions the method calls to reach that call, each with where it is called, as app infer reads them (\"handle (called at AppDelegate.swift:17)\"): the trace names them; null: the method makes the call itself",
            \.appCleverTapCallThrough),
        instance,
    ]

    // MARK: app

    public static let sceneBased = SimulationSetting(
        .sceneBased, flag: "scene-based", scenario: "scene-based", .bool(), default: nil,
        doc:
            "Info.plist has UIApplicationSceneManifest: launchOptions is nil for every launch, so no launch observer sees the push; a tap hands it to the scene and didReceive, a background launch to the fetch callback (null: not stated, taken as false)",
        \.sceneBased
    ).manual(
        """
        the app is scene-based (Info.plist `UIApplicationSceneManifest`): the launch options are nil for every launch (Apple), so neither launch observer sees the push: a tap that launches it hands the push to the scene's connection options and only `didReceive` handles the tap; a launch in the background hands it to the fetch callback alone (default: false)
        """)

    static let app = [
        sceneBased,
        SimulationSetting(
            .remoteNotificationBackgroundMode, .bool(), default: true,
            doc: "Info.plist UIBackgroundModes has remote-notification: content-available wakes the app",
            \.remoteNotificationBackgroundMode),
        SimulationSetting(
            .apsEnvironment, .choice(APSEnvironment.self), default: nil,
            doc: "the entitlements' aps-environment (informational: the model does not change for it)", \.apsEnvironment
        ),
    ]

    static let appDelegate = [
        method(
            .willPresent,
            doc: "the app's userNotificationCenter(_:willPresent:withCompletionHandler:)", \.willPresent),
        method(
            .didReceive,
            doc: "the app's userNotificationCenter(_:didReceive:withCompletionHandler:)", \.didReceive),
        method(
            .fetch,
            doc: "the app's application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", \.fetch),
        method(
            .didRegisterToken,
            doc: "the app's application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", \.didRegisterToken),
        SimulationSetting(
            .didFinishLaunching, .method(ProfileKey.didFinishLaunching.methodFields),
            default: resolved(AppDelegateMethods.Method(), swizzling: true),
            doc: "the app's application(_:didFinishLaunchingWithOptions:), which every app has",
            get: { settings in resolved(settings.appDelegate.didFinishLaunching, in: settings) },
            // null: the default, as for every other setting.
            set: { settings, method in if let method { settings.appDelegate.didFinishLaunching = method } }),
    ]

    /// An app delegate method the app may leave out: `null` (the default) when it does.
    private static func method(
        _ key: ProfileKey, doc: String,
        _ property: WritableKeyPath<AppDelegateMethods, AppDelegateMethods.Method?> & Sendable
    ) -> SimulationSetting {
        SimulationSetting(
            key, .method(key.methodFields), default: nil, doc: doc,
            get: { settings in settings.appDelegate[keyPath: property].map { resolved($0, in: settings) } },
            set: { settings, method in settings.appDelegate[keyPath: property] = method })
    }

    /// The method as written: whether it calls Leanplum resolved (when not said: when
    /// swizzling is off).
    private static func resolved(_ method: AppDelegateMethods.Method, in settings: SimulationSettings)
        -> AppDelegateMethods.Method
    {
        resolved(method, swizzling: settings.swizzling)
    }

    private static func resolved(_ method: AppDelegateMethods.Method, swizzling: Bool) -> AppDelegateMethods.Method {
        var written = method
        written.callsLeanplum = method.callsLeanplum ?? !swizzling
        return written
    }

    // MARK: extension

    public static let extensionService = SimulationSetting(
        .extensionService, flag: "extension", scenario: "extension", .choice(ServiceExtensionKind.self), default: nil,
        doc:
            "the app's notification service extension: none, CTNotificationServiceExtension (ct-media), or its subclass that records Notification Viewed (ct-media+viewed)",
        \.serviceExtension.service
    ).manual(
        """
        the app's notification service extension (profile `extension.service`; see `The service extension` below): `none` ships none; `ct-media` has `CTNotificationServiceExtension` (CTNotificationService) as its principal class, which downloads `ct_mediaUrl` and links no CleverTap SDK; `ct-media+viewed` is CleverTap's starter pattern, a subclass that calls `CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData:)` and then `super.didReceive`.
        Without it and without a profile that states one, the app has no extension and no extension hazard is raised.
        """)
    public static let extensionCredentials = SimulationSetting(
        .extensionCredentials, flag: "extension-credentials", scenario: "extension-credentials", .bool("yes", "no"),
        default: true, doc: "whether the extension's own Info.plist has CleverTapAccountID and CleverTapToken",
        \.serviceExtension.credentials
    ).manual(
        """
        whether the extension's own Info.plist has `CleverTapAccountID` and `CleverTapToken` (profile `extension.credentials`, default `yes`).
        """)

    static let serviceExtension = [
        extensionService, extensionCredentials,
        SimulationSetting(
            .extensionAccount, .account, default: nil,
            doc: "the account in the extension's Info.plist; null: the app's CleverTap account",
            \.serviceExtension.account),
        SimulationSetting(
            .extensionAllowsHTTP, .bool(), default: false,
            doc: "the extension's Info.plist allows arbitrary loads, so that an http:// media URL is fetched",
            \.serviceExtension.allowsHTTP),
    ]
}
