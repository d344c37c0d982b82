import PushRouteCLI
import PushRouteCore

// `make man`, run from the repository's root: the generated blocks of the manual and of docs/
// rewritten from the declarations. The executable is plumbing: the generator is PushRouteCLI's.
ProcessExit.exit(
    ManualGenerator.run(
        root: CommandLine.arguments.dropFirst().first ?? ".", output: .standardOutput(), errors: .standardError()))
