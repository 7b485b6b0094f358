import AppSupport

/// Runs one parsed command against the composition root's use cases and presenters.
struct CommandRunner {
    let root: CompositionRoot
    let command: ParsedCommand
    /// The configuration file, `--store` and how outings was run, for the commands that need them.
    var tools: ToolContext? = nil

    func run() throws {
        switch command.spec.action {
        case .group: root.console.write(HelpText.command(command.spec))
        case .demo: try runDemo()
        case .importPhotos: try importPhotos()
        case .showPhoto: try showPhoto()
        case .listPhotos: try listPhotos()
        case .openPhoto, .openRecent: try openPhoto()
        case .downloadPhoto: try downloadPhoto()
        case .showCache: try showCache()
        case .clearCache: try clearCache()
        case .listPlaces: try listPlaces()
        case .placePhotos: try placePhotos()
        case .listRecents: try listRecents()
        case .showRecent: try showRecent()
        case .clearRecents: try clearRecents()
        case .listAttractions, .showAttraction, .removeAttraction, .moveAttraction:
            try root.attractionCommands(command).run()
        case .transfer: try transfer()
        case .check: try CheckCommand(guide: try root.stores().guide, view: root.view).run()
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
