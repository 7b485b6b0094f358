import AppSupport
import Foundation

/// The `outings` command line: parses, dispatches, and maps every error to a line and a code.
public enum Outings {
    /// The executable's entry: this process's arguments and environment, checked as bytes.
    public static func main(console: any Console = StandardConsole()) -> Int32 {
        do {
            let arguments = try RawArguments.decode(RawArguments.processArguments())
            let environment = try RawArguments.environment(RawArguments.processEnvironment())
            return run(arguments: arguments, environment: environment, console: console)
        } catch {
            let failure = ErrorMapping.cliError(for: error)
            // The environment could not be read, so neither could NO_COLOR: plain text.
            console.report(failure)
            return failure.code.rawValue
        }
    }

    public static func run(
        arguments: [String], environment: [String: String], console: any Console = StandardConsole()
    ) -> Int32 {
        // Until --color is read, errors follow the automatic rule (a bad --color is reported so).
        var settings = TerminalSettings(color: .auto, console: console, environment: environment)
        do {
            let global = try GlobalOptions.extract(from: arguments)
            settings = TerminalSettings(color: global.color, console: console, environment: environment)
            try execute(global, environment: environment, console: console, settings: settings)
        } catch {
            let failure = ErrorMapping.cliError(for: error)
            console.report(failure, color: settings.errorColor)
            return failure.code.rawValue
        }
        // The command did its work (any change is committed), but what it printed was lost.
        if let problem = console.outputFailure {
            console.report(CLIError(code: .ioError, message: problem), color: settings.errorColor)
            return ExitCode.ioError.rawValue
        }
        return ExitCode.success.rawValue
    }

    private static func execute(
        _ global: GlobalOptions, environment: [String: String], console: any Console,
        settings: TerminalSettings
    ) throws {
        let parser = CommandParser(catalog: CommandCatalog.all)
        if global.version {
            console.write(HelpText.version + "\n")
            return
        }
        if global.help || global.rest.isEmpty {
            let spec = try parser.helpSpec(for: global.rest)
            let help = spec.map(HelpText.command) ?? HelpText.overview
            console.write(TextWrapper.wrap(help, width: settings.helpWidth))
            return
        }
        let command = try parser.parse(global.rest)
        // Resolved only when a command opens the default store, so `transfer --from --to` never
        // reads OUTINGS_STORE.
        let root = CompositionRoot(
            location: { try StoreLocation.resolve(option: global.store, environment: environment) },
            locationOrigin: StoreLocation.origin(option: global.store, environment: environment),
            access: CommandRunner.access(for: command), environment: environment, console: console,
            format: command.has("json") ? .json : .text, dataOnStandardOutput: command.value("output") == "-",
            settings: settings)
        try CommandRunner(root: root, command: command).run()
    }
}
