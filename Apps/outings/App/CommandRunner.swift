import AppSupport

/// Runs one parsed command against the composition root's use cases and presenters.
struct CommandRunner {
    let root: CompositionRoot
    let command: ParsedCommand

    func run() throws {
        switch command.spec.action {
        case .group:
            root.console.write(
                TextWrapper.wrap(HelpText.command(command.spec), width: root.view.settings.helpWidth))
        case .demo: try root.demoCommand().run()
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
        }
    }

    /// Read commands never create a store; everything else may. A transfer opens its own stores.
    static func access(for command: ParsedCommand) -> StoreAccess {
        switch command.spec.action {
        case .listPlaces, .placePhotos: command.has("refresh") ? .write : .read
        case .listRecents, .listAttractions, .showAttraction, .check, .listPhotos, .group, .transfer,
            .downloadPhoto,
            .showCache, .clearCache:
            .read
        case .demo, .importPhotos, .showPhoto, .openPhoto, .showRecent, .openRecent, .clearRecents,
            .addAttraction, .editAttraction, .removeAttraction, .moveAttraction:
            .write
        }
    }
}
