import AppSupport
import PlatformFoundation
import Presentation
import UseCases

/// The `outings` command line: parses, dispatches, and maps every error to a line and a code.
public enum Outings {
    /// The executable's entry: this process's arguments and environment, checked as bytes.
    public static func main(console: any Console = StandardConsole()) -> Int32 {
        do {
            let arguments = try RawArguments.decode(RawArguments.processArguments())
            let environment = try RawArguments.environment(RawArguments.processEnvironment())
            // Worked out only if the demo asks: finding it searches PATH and resolves symlinks,
            // about 5% of a read's start-up when outings is on PATH (docs/performance.md).
            return run(
                arguments: arguments, environment: environment, console: console,
                invokedAs: Invocation.name(
                    argument0: CommandLine.arguments.first ?? "outings", environment: environment))
        } catch {
            let failure = ErrorMapping.cliError(for: error)
            // The environment could not be read, so neither could NO_COLOR: plain text.
            console.report(failure)
            return failure.code.rawValue
        }
    }

    /// `invokedAs` is how the user ran outings (`outings`, `swift run outings`), for the demo's tour;
    /// evaluated only by the demo.
    public static func run(
        arguments: [String], environment: [String: String], console: any Console = StandardConsole(),
        invokedAs: @autoclosure @escaping () -> String = "outings"
    ) -> Int32 {
        // Until --color is read, errors follow the automatic rule (a bad --color is reported so).
        var settings = TerminalSettings(color: .auto, console: console, environment: environment)
        do {
            let global = try GlobalOptions.extract(from: arguments)
            settings = TerminalSettings(color: global.color, console: console, environment: environment)
            try execute(
                global, environment: environment, console: console, settings: settings, invokedAs: invokedAs)
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
        settings: TerminalSettings, invokedAs: @escaping () -> String
    ) throws {
        // Before the catalog is built: `--version` needs none of it (about a third of its
        // instructions, docs/performance.md).
        if global.version {
            console.write(HelpText.version + "\n" + FlickrNotice.text + "\n")
            return
        }
        let parser = CommandParser(catalog: CommandCatalog.all)
        // `outings help attractions edit` is `outings attractions edit --help`; `outings help --help`
        // describes `help` itself.
        let asksHelp = global.rest.first == "help"
        let rest =
            asksHelp && (global.rest.count > 1 || !global.help) ? Array(global.rest.dropFirst()) : global.rest
        if global.help || asksHelp || rest.isEmpty {
            let help = try HelpRequest.text(for: rest, parser: parser, viaHelpCommand: asksHelp)
            console.write(TextWrapper.wrap(help, width: settings.helpWidth))
            return
        }
        let config = ConfigSource(environment: environment, console: console)
        if HiddenCommands.run(rest, console: console, stores: { try openForCompletion(global.store, config) })
        {
            return
        }
        let command = try parser.parse(rest)
        // Resolved only when a command opens the default store, so `transfer --from --to` never
        // reads OUTINGS_STORE or the configuration file.
        let root = CompositionRoot(
            selection: { try config.storeSelection(option: global.store) },
            access: CommandRunner.access(for: command),
            environment: command.has("refresh") ? try config.environmentWithFlickrKey() : environment,
            configFile: { try config.file() }, console: console, format: command.has("json") ? .json : .text,
            dataOnStandardOutput: command.writesDataToStandardOutput, settings: settings,
            member: global.member)
        let tools = ToolContext(config: config, storeOption: global.store, invocation: invokedAs)
        try CommandRunner(root: root, command: command, tools: tools).run()
    }

    /// The store `outings __complete` lists ids from: read only, never created.
    private static func openForCompletion(_ option: String?, _ config: ConfigSource) throws -> Stores {
        try StoreFactory(environment: config.environment).openForReading(
            try config.storeSelection(option: option).location)
    }
}
