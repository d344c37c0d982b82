import PushRouteCore
import PushRouteReader
import PushRouteRules

/// The app's state when a push reaches the device, as the design note's testing steps name them.
public enum AppState: String, CaseIterable, Sendable {
    /// Not running: a push with `content-available: 1` may launch it in the background; a tap launches it.
    case notRunning = "not-running"
    /// Running in the background.
    case background
    /// Running in the foreground (active).
    case foreground
}

/// What happens to the push in a cell.
public enum PushEvent: String, CaseIterable, Sendable {
    /// The push arrives.
    case receive
    /// The user taps the push.
    case open
}

/// One cell of the testing matrix: an app state and an event.
public struct Cell: Hashable, Sendable, CustomStringConvertible {
    public var state: AppState
    public var event: PushEvent

    public init(_ state: AppState, _ event: PushEvent) {
        self.state = state
        self.event = event
    }

    /// The six cells, states outermost, in the order the design note lists the states.
    public static let all: [Cell] = AppState.allCases.flatMap { state in
        PushEvent.allCases.map { Cell(state, $0) }
    }

    /// The cell `classify --trace` shows unless told otherwise: a tap on a push received
    /// in the background.
    public static let classifyDefault = Cell(.background, .open)

    /// E.g. `not-running, open`.
    public var description: String { "\(state.rawValue), \(event.rawValue)" }
}
