import AppSupport

/// Hands one parsed command to its handler, which the composition root builds with only the use
/// cases, presenters and values that command needs. Handlers never see the root.
struct CommandRunner {
    let root: CompositionRoot
    let command: ParsedCommand
    /// The configuration file, `--store` and how outings was run, for the commands that need them.
    var tools: ToolContext? = nil

    func run() throws {
        switch command.spec.action {
        case .group:
            root.console.write(
                TextWrapper.wrap(HelpText.command(command.spec), width: root.view.settings.helpWidth))
        case .demo: try runDemo()
        case .importPhotos: try root.importCommand(command).run()
        case .showPhoto, .listRecents, .showRecent, .clearRecents: try root.photoCommands(command).run()
        case .listPlaces, .placePhotos, .listPhotos: try root.placeCommands(command).run()
        case .openPhoto, .openRecent, .downloadPhoto, .showCache, .clearCache:
            try root.imageCommands(command).run()
        case .listAttractions, .showAttraction, .removeAttraction, .moveAttraction:
            try root.attractionCommands(command).run()
        case .transfer: try root.transferCommand(command).run()
        case .check: try root.checkCommand().run()
        case .addAttraction, .editAttraction:
            try root.attractionCommands(command).runEditor()
        case .help, .info, .completion, .configList, .configGet, .configSet, .configUnset: try runTool()
        }
    }

    /// Read commands never create a store; everything else may. A transfer opens its own stores.
    static func access(for command: ParsedCommand) -> StoreAccess {
        switch command.spec.action {
        case .listPlaces, .placePhotos: command.has("refresh") ? .write : .read
        case .listRecents, .listAttractions, .showAttraction, .check, .listPhotos, .group, .transfer,
            .downloadPhoto,
            .showCache, .clearCache, .help, .info, .completion, .configList, .configGet, .configSet,
            .configUnset:
            .read
        case .demo, .importPhotos, .showPhoto, .openPhoto, .showRecent, .openRecent, .clearRecents,
            .addAttraction, .editAttraction, .removeAttraction, .moveAttraction:
            .write
        }
    }
}
