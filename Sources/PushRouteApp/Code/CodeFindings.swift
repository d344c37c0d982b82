import PushRouteCore

/// Where one finding of the code scanner is.
struct CodeSite: Equatable, Sendable {
    var file: String
    var line: Int
    /// The offset in its file (orders two findings of one file).
    var offset: Int
    /// The `#if` conditions around it (`DEBUG`), innermost last.
    var conditions: [String]

    var source: FieldSource { FieldSource(file: file, line: line) }
    /// ` (only under #if DEBUG)`, or nothing.
    var conditionNote: String {
        conditions.isEmpty ? "" : " (only under " + conditions.map { "#if \($0)" }.joined(separator: ", ") + ")"
    }
}

/// One of the app's notification methods, as the scanner read its body.
struct MethodFinding: Sendable {
    var site: CodeSite
    var callsCompletion: Bool
    /// It calls Leanplum's method for it (`CodeScanner.leanplumMethods`).
    var callsLeanplum: Bool
    /// The presentation options its completion call passes (willPresent).
    var options: [String]?
    /// willPresent passing a variable, `completionHandler(notificationOptions)`: its name, and
    /// where the file declares it with a literal (its options are then `options`); nil when
    /// the call passes options written out.
    var optionsVariable: (name: String, declaration: CodeSite?)?
    /// The fetch result its completion call passes (fetch).
    var result: String?
    /// It calls CleverTap's `recordNotificationViewedEvent` itself (willPresent).
    var recordsViewed = false
}

/// A call of the app's own to CleverTap's push API in one of its notification methods
/// (issue 35, item 1): on top of Leanplum's forward, a second handling.
struct OwnCleverTapCall: Sendable {
    var site: CodeSite
    var call: AppCleverTapCall
    var method: AppCallSite
    /// The instance it is made on; nil for the class method `handlePushNotification`.
    var instance: CleverTapInstances.Reading?
    /// The app's functions it was followed through from `method`, outermost first (empty:
    /// made in the method's own body).
    var via: [HelperStep] = []
}

/// One function a notification method's call was followed into: its name, where it is
/// called, and why the following is only likely (several definitions, other callers).
struct HelperStep: Sendable {
    var name: String
    var call: CodeSite
    var doubt: String?
}

/// A CleverTap delegate set (`setPushNotificationDelegate`, `setUrlDelegate`, or their
/// properties) and the instance it is set on (issue 35, item 2).
struct DelegateSetting: Sendable {
    var site: CodeSite
    /// `setPushNotificationDelegate` or `setUrlDelegate`, as the app wrote it.
    var setter: String
    var instance: CleverTapInstances.Reading
}

/// A write of Leanplum's `ActionManager` `isPaused` or `isEnabled`, with its literal value
/// (nil when it is not a literal).
struct ActionManagerWrite: Sendable {
    var site: CodeSite
    var property: String
    var value: Bool?
}

/// What the scanner found in one source file.
struct CodeFindings: Sendable {
    var autoIntegrate: [CodeSite] = []
    var leanplumStart: [CodeSite] = []
    /// The starts inside `application(_:didFinishLaunchingWithOptions:)`.
    var leanplumStartInLaunch: [CodeSite] = []
    /// The other starts inside a declared function: the start and the function's name.
    var leanplumStartHelpers: [(site: CodeSite, helper: String)] = []
    /// The names `didFinishLaunching` calls, each at its first call.
    var launchCalls: [String: CodeSite] = [:]
    /// Keyed by the profile's method key (`will_present`).
    var methods: [ProfileKey: MethodFinding] = [:]
    /// `UNUserNotificationCenter.current().delegate = ...`.
    var notificationDelegate: [CodeSite] = []
    var presentation = SetterCalls<[String]>()
    /// The block's use of its default handler: `always`, `opens` or `never`; `nil` for no block.
    var handleCleverTapNotification = SetterCalls<String>()
    /// Whether the last call sets a handler (false: `nil`).
    var shouldHandleNotification = SetterCalls<Bool>()
    /// The literal flag passed, nil when it is not a literal.
    var deliveryTracking = SetterCalls<Bool?>()
    var openDeepLinksInForeground = SetterCalls<Bool?>()
    var urlDelegate: [CodeSite] = []
    /// The answers `shouldHandleCleverTapURL` returns.
    var urlDelegateAnswers: [(site: CodeSite, answers: Set<Bool>)] = []
    /// Classes declared as subclasses of `CTNotificationServiceExtension`.
    var cleverTapServiceClasses: [(site: CodeSite, name: String)] = []
    var recordsNotificationViewed: [CodeSite] = []
    var ownCleverTapCalls: [OwnCleverTapCall] = []
    var delegateSettings: [DelegateSetting] = []
    var actionManager: [ActionManagerWrite] = []
    /// Every function declared, with its CleverTap calls and callees (`FunctionCalls`).
    var functions: [FunctionFinding] = []
    /// How many calls name each function (Swift `name(`, Objective-C `[x name:`).
    var callCounts: [String: Int] = [:]
    /// The names assigned a CleverTap instance outside a function's locals.
    var instanceBindings: [InstanceBinding] = []

    mutating func merge(_ other: CodeFindings) {
        autoIntegrate += other.autoIntegrate
        leanplumStart += other.leanplumStart
        leanplumStartInLaunch += other.leanplumStartInLaunch
        leanplumStartHelpers += other.leanplumStartHelpers
        launchCalls.merge(other.launchCalls) { first, _ in first }
        for (key, method) in other.methods where methods[key] == nil { methods[key] = method }
        notificationDelegate += other.notificationDelegate
        presentation.merge(other.presentation)
        handleCleverTapNotification.merge(other.handleCleverTapNotification)
        shouldHandleNotification.merge(other.shouldHandleNotification)
        deliveryTracking.merge(other.deliveryTracking)
        openDeepLinksInForeground.merge(other.openDeepLinksInForeground)
        urlDelegate += other.urlDelegate
        urlDelegateAnswers += other.urlDelegateAnswers
        cleverTapServiceClasses += other.cleverTapServiceClasses
        recordsNotificationViewed += other.recordsNotificationViewed
        ownCleverTapCalls += other.ownCleverTapCalls
        delegateSettings += other.delegateSettings
        actionManager += other.actionManager
        functions += other.functions
        callCounts.merge(other.callCounts, uniquingKeysWith: +)
        instanceBindings += other.instanceBindings
    }
}

/// The calls of one of Leanplum's setters: every site, and what the last one passes (the
/// value the app runs with; the earlier calls' arguments are not read).
struct SetterCalls<Value: Sendable>: Sendable {
    var sites: [CodeSite] = []
    /// What the last call passes; set when `sites` is not empty.
    var last: Value?
    /// Calls in different blocks pass nil and a handler: which one runs last is the code
    /// path's, not the file's order (read for `setHandleCleverTapNotification`).
    var disagree = false
    /// Whether the last call passes nil alone (read for `setHandleCleverTapNotification`).
    var lastPassesNil = false

    mutating func merge(_ other: SetterCalls) {
        // Calls in two files are in two blocks.
        disagree =
            disagree || other.disagree || !sites.isEmpty && !other.sites.isEmpty && lastPassesNil != other.lastPassesNil
        if !other.sites.isEmpty { lastPassesNil = other.lastPassesNil }
        sites += other.sites
        if !other.sites.isEmpty { last = other.last }
    }
}
