import PushRouteCLI
import PushRouteCore

// The executable is plumbing: the command line lives in PushRouteCLI. A closed standard
// stream is noted before anything (the workers of --jobs) can open a descriptor in its place.
StandardStreams.reserve()
ProcessExit.exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
