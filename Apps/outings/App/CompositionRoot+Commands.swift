import AppSupport
import UseCases

/// Each command's handler with exactly what it needs. Use cases that open the store are handed
/// over as factories: a handler checks its options first, so a usage error never creates a store.
extension CompositionRoot {
    /// `photos show` and the `recents` commands.
    func photoCommands(_ command: ParsedCommand) -> PhotoCommands {
        PhotoCommands(
            command: command, viewPhotos: viewPhotos, photoPresenter: photoPresenter(size:),
            status: statusPresenter)
    }

    /// `places`, `places photos` and `photos list`, with `--refresh`.
    func placeCommands(_ command: ParsedCommand) -> PlaceCommands {
        PlaceCommands(
            command: command, browsePlaces: browsePlaces,
            refreshCatalog: refreshCommand(command).refreshCatalog,
            progress: RefreshProgressDisplay(console: console, enabled: view.settings.showsProgress),
            places: placesPresenter, photoPresenter: photoPresenter(size:))
    }

    /// `--refresh` with the environment's key as a value and this command's store.
    func refreshCommand(_ command: ParsedCommand) -> RefreshCommand {
        RefreshCommand(
            command: command, environmentKey: environment["FLICKR_API_KEY"],
            connect: refreshCatalog(apiKey:timeout:))
    }

    /// `photos import FILE|-`.
    func importCommand(_ command: ParsedCommand) -> ImportCommand {
        let console = self.console
        return ImportCommand(
            file: command.argument(0), standardInput: { console.read(upTo: $0) },
            importCatalog: importCatalog, status: statusPresenter)
    }

    /// `photos open`, `recents open`, `photos download` and the `cache` commands.
    func imageCommands(_ command: ParsedCommand) -> ImageCommands {
        ImageCommands(
            command: command, viewPhotos: viewPhotos, photoImages: photoImages(timeout:),
            imageCache: imageCache, launcher: BrowserLauncher(environment: environment),
            status: statusPresenter, cachePresenter: imageCachePresenter, view: view, messages: messageView)
    }

    /// `transfer`: locations read as `--store` reads them; stores from the shared factory.
    func transferCommand(_ command: ParsedCommand) -> TransferCommand {
        let environment = self.environment
        return TransferCommand(
            command: command, parseLocation: { try StoreLocation.parse($0, environment: environment) },
            openStores: makeStores(at:access:), status: statusPresenter)
    }

    /// `check`, on this command's store, read only.
    func checkCommand() throws -> CheckCommand {
        CheckCommand(guide: try stores().guide, view: view)
    }
}
