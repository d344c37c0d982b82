/// `UIApplication.State`, plus not running.
enum ApplicationState: Equatable {
    case notRunning, background, inactive, active
}
