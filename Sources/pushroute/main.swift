import PushRouteCLI
import PushRouteCore

// The executable is plumbing: the command line lives in PushRouteCLI. A closed standard
// stream is noted before anything (the workers of --jobs) can open a descriptor in its place.
StandardStreams.reserve()
// SIGHUP, SIGINT, SIGQUIT and SIGTERM end the run with status 128 + the signal, no crash report.
TerminationSignals.endRunOnSignal()
ProcessExit.exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())).rawValue)
