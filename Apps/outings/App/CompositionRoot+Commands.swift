import AppSupport
import PlatformFoundation
import UseCases

/// The handlers several catalog entries share, each with exactly what it needs (a command whose
/// handler is its own builds it in its catalog entry). Use cases that open the store are handed
/// over as factories: a handler checks its options first, so a usage error never creates a store.
extension CompositionRoot {
    /// `photos show` and the `recents` commands.
    func photoCommands(_ command: ParsedCommand) -> PhotoCommands {
        PhotoCommands(
            command: command, viewPhotos: viewPhotos, photoPresenter: photoPresenter(size:),
            status: statusPresenter)
    }

    /// The `members` commands.
    func memberCommands(_ command: ParsedCommand) -> MemberCommands {
        let console = self.console
        return MemberCommands(
            command: command, members: manageMembers, readSecret: { console.readSecretLine(prompt: $0) },
            readLine: { console.readLine() }, view: view, publicURL: publicURL)
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

    /// `photos open`, `recents open`, `photos download` and the `cache` commands.
    func imageCommands(_ command: ParsedCommand) -> ImageCommands {
        ImageCommands(
            command: command, viewPhotos: viewPhotos, photoImages: photoImages(timeout:),
            imageCache: imageCache, launcher: BrowserLauncher(environment: environment),
            status: statusPresenter, cachePresenter: imageCachePresenter, view: view, messages: messageView)
    }
}

extension CompositionRoot {
    /// The `household` commands, ages on the guide's today.
    func householdCommands(_ command: ParsedCommand) throws -> HouseholdCommands {
        let today = try guideToday()
        try HouseholdCommands.checkArguments(command, today: today())
        return HouseholdCommands(
            command: command,
            household: { [unowned self] in ManageHousehold(store: try stores().access, today: today) },
            today: { today() }, view: view)
    }
}

extension CompositionRoot {
    /// The `plan` commands, on the guide's attractions, household and plans.
    func planCommands(_ command: ParsedCommand) throws -> PlanCommands {
        try PlanCommands.checkArguments(command)
        return PlanCommands(
            command: command,
            plans: { [unowned self] in
                let stores = try stores()
                return ManagePlans(
                    store: stores.access, attractions: stores.attractions, household: stores.access)
            },
            reports: { [unowned self] in
                let stores = try stores()
                return PlanReports(
                    plans: stores.access, attractions: stores.attractions, household: stores.access)
            },
            zone: { [unowned self] in
                let environment = environment
                return try Configuration.guideTimeZone(environment: environment) {
                    try ConfigFile.load(environment: environment)
                }
            },
            now: { Int64(Date().timeIntervalSince1970) },
            pageLink: { [unowned self] in
                let base = try publicURL()
                return { plan in base?.link("/plans/\(plan.id)") }
            }, console: console, storeFiles: { [unowned self] in try storeFiles() }, view: view)
    }
}
