import Foundation
import OutingsWebApp

exit(
    OutingsWeb.main(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
