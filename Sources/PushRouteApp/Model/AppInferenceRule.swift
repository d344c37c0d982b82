import PushRouteCore

/// What `app infer` could not read in an app's repository: each is a warning, located in the
/// file concerned, and leaves the fields that file decides `unknown`.
public enum AppInferenceRule: String, DiagnosticRule {
    /// A lock file, Podfile, project or property list that its reader refuses.
    case syntax = "app-file-syntax"
    /// A lock file in a format version this pushroute does not read.
    case version = "app-lock-version"
    /// A value that is a build setting, `$(VAR)`, which only Xcode resolves.
    case unresolved = "app-unresolved-variable"
    /// A `Podfile.lock` whose `PODFILE CHECKSUM` is not the SHA-1 of the Podfile beside it.
    case staleLock = "app-stale-lock"
    /// A source file past the code scanner's limits (its size, its `#if` nesting).
    case codeLimit = "app-code-limit"
    /// Profile keys the repository does not decide, which `simulate --app DIR` runs with the
    /// model's defaults: said once, never shown as facts.
    case defaults = "app-defaults"
    /// Two lock files resolving one SDK to two releases (CocoaPods for the app, SwiftPM for
    /// its extension): the app holds both.
    case twoReleases = "app-two-releases"
    /// A SwiftPM pin of an SDK on a branch or revision, without a version.
    case unpinned = "app-unpinned-package"
    /// A service extension subclassing CTNotificationServiceExtension with no lock file naming
    /// CleverTap's CTNotificationService pod or package.
    case extensionWithoutServicePod = "app-extension-without-service-pod"
    /// CleverTap before 7.0.2 with Leanplum: its launch observer handles the cold-start tap
    /// for Leanplum's instance too (CleverTap PR #371, docs/routing-model.md §3).
    case oldCleverTap = "app-clevertap-before-7.0.2"
    /// A React Native `package.json` (or Flutter `pubspec.yaml`) asking a plugin release its
    /// lock does not hold (`ManifestAndLock`).
    case manifestLockMismatch = "app-manifest-lock-mismatch"
    /// `CleverTap.autoIntegrate()` after `Leanplum.start`: it swizzles over Leanplum's hooks
    /// (docs/routing-model.md, "autoIntegrate after Leanplum.start").
    case autoIntegrateAfterStart = "app-autointegrate-after-start"

    /// What the warning means, for `pushroute explain`.
    public var meaning: String {
        switch self {
        case .syntax:
            "a lock file, Podfile, project or property list its reader refuses: the fields it decides are unknown"
        case .version: "a lock file in a format version this pushroute does not read: the SDK versions are unknown"
        case .unresolved:
            "a value given as a build setting, $(VAR) or ${VAR}, that no configuration of the project sets (an .xcconfig's is not read): the field is unknown"
        case .staleLock:
            "the Podfile.lock's PODFILE CHECKSUM is not the SHA-1 of the Podfile beside it: the Podfile was edited after pod install, and the lock may not be what the next build installs"
        case .codeLimit: "a source file past the code scanner's limits (16 MiB, 64 levels of #if): the rest is not read"
        case .defaults:
            "simulate --app DIR runs the profile keys the repository does not decide with the model's defaults, listed once"
        case .twoReleases:
            "two lock files resolve one SDK to two releases (CocoaPods for the app, SwiftPM for its extension): the app ships both, and which one runs a push depends on the target"
        case .unpinned:
            "a Swift Package Manager pin of an SDK on a branch or a revision, without a version: the release is unknown, and the next resolve may move it"
        case .extensionWithoutServicePod:
            "the notification service extension subclasses CTNotificationServiceExtension, but no lock file names CleverTap's CTNotificationService pod or package: the extension does not build as committed"
        case .oldCleverTap:
            "CleverTap before 7.0.2 with Leanplum: CleverTap's launch observer also handles the cold-start tap of a push for Leanplum's instance (CleverTap PR #371 skips it from 7.0.2 on), so the tap can be handled twice, or its deep link opened depending on launch time"
        case .manifestLockMismatch:
            "package.json (or pubspec.yaml) asks a release of an SDK's React Native (or Flutter) plugin that package-lock.json (or pubspec.lock) does not hold: the lock is stale, and the next install changes the SDK"
        case .autoIntegrateAfterStart:
            "CleverTap.autoIntegrate() is called after Leanplum start: CleverTap swizzles the hooks Leanplum installed, and every tap is handled twice; call it before Leanplum start"
        }
    }
}
