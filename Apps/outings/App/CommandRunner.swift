import AppSupport

/// Runs one parsed command as its catalog entry says: the entry builds the handler from the
/// composition root with only the use cases, presenters and values that command needs. Handlers
/// never see the root.
struct CommandRunner {
    let root: CompositionRoot
    let command: ParsedCommand
    /// The configuration file, `--store` and how outings was run, for the commands that need them.
    var tools: ToolContext? = nil

    func run() throws {
        try command.spec.run(self)
    }

    /// Read commands never create a store; everything else may. A transfer opens its own stores.
    /// `check` needs one that exists.
    static func access(for command: ParsedCommand) -> StoreAccess {
        switch command.spec.store {
        case .reads, .opensItsOwn: .read
        case .readsExisting: .existing
        case .writes: .write
        case .writesWith(let option): command.has(option) || command.value(option) != nil ? .write : .read
        }
    }

    /// The command's help: a group word alone (such as `outings config`) prints it.
    func printHelp() {
        root.console.write(
            TextWrapper.wrap(HelpText.command(command.spec), width: root.view.settings.helpWidth))
    }
}
