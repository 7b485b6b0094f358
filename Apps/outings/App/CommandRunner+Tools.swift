import AppSupport

/// What the commands about Outings itself need beyond the composition root.
struct ToolContext {
    let config: ConfigSource
    let storeOption: String?
    /// How the user ran outings (`outings`, `swift run outings`), for the demo's tour; a closure
    /// because working it out costs file-system look-ups that only the demo needs.
    let invocation: () -> String
}

extension CommandRunner {
    /// `info`, `completion` and `config`; `help` is answered before a command is parsed.
    func runTool() throws {
        let console = root.console
        let config = tools?.config ?? ConfigSource(environment: root.environment, console: console)
        switch command.spec.action {
        case .info:
            let selection = try config.storeSelection(option: tools?.storeOption)
            try InfoCommand(
                location: selection.location, source: selection.source,
                configPath: config.path, factory: StoreFactory(environment: root.environment), view: root.view
            ).run()
        case .completion: try CompletionCommand(console: console).printScript(for: command.argument(0))
        case .configList, .configGet, .configSet, .configUnset:
            try ConfigCommand(command: command, config: config, console: console).run()
        default: console.write(HelpText.command(command.spec))
        }
    }

    func runDemo() throws {
        var demo = try root.demoCommand()
        demo.command = tools?.invocation() ?? "outings"
        try demo.run()
    }
}
