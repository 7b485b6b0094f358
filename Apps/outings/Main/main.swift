import Foundation
import OutingsApp

exit(
    Outings.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
