import AppSupport
import Foundation
import OutingsWebApp

// Before anything opens a file or a socket: a closed stdout must not become a store's descriptor.
StandardDescriptors.fillClosed()

exit(
    OutingsWeb.main(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
)
