import PushRouteKit

#if canImport(Glibc)
import Glibc
#endif

let context = CommandContext(
    standardOutput: .standardOutput(), standardError: .standardError(),
    environment: Terminal.environment())
let status = PushRouteCLI.main(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)
