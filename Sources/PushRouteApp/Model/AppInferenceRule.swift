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
}
