import AppSupport

/// What the commands about Outings itself need beyond the composition root.
struct ToolContext {
    let config: ConfigSource
    let storeOption: String?
    /// How the user ran outings (`outings`, `swift run outings`), for the demo's tour; a closure
    /// because working it out costs file-system look-ups that only the demo needs.
    let invocation: () -> String
}

/// `info`, `config` and `demo`, which need the tools' context; `help` is answered before a
/// command is parsed.
extension CommandRunner {
    private var config: ConfigSource {
        tools?.config ?? ConfigSource(environment: root.environment, console: root.console)
    }

    func runInfo() throws {
        let config = self.config
        let selection = try config.storeSelection(option: tools?.storeOption)
        try InfoCommand(
            selection: selection,
            configPath: config.path, factory: StoreFactory(environment: root.environment), view: root.view
        ).run()
    }

    func configCommand() -> ConfigCommand {
        ConfigCommand(command: command, config: config, console: root.console)
    }

    func runDemo() throws {
        var demo = try root.demoCommand()
        demo.command = tools?.invocation() ?? "outings"
        try demo.run()
    }
}
