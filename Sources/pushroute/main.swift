import PushRouteCLI
import PushRouteCore

// The executable is plumbing: the command line lives in PushRouteCLI.
ProcessExit.exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
