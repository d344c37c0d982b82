import PushRouteCLI
import PushRouteCore

// The executable is plumbing: the command line lives in PushRouteCLI.
ProcessExit.exit(PushRouteCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
