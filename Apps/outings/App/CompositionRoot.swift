import AppSupport
import Domain
import FlickrFetcher
import ImageFileCache
import LineEditing
import Persistence
import PersistencePostgres
import PersistenceSQLite
import Platform
import PlatformFoundation
import Presentation
import UseCases

/// The one place that builds the object graph: a backend, the use cases on it, the presenters
/// and the view, and what saving an edited attraction means. It builds each command's handler
/// (`CompositionRoot+Commands.swift`); no handler receives the root, the console or the environment.
final class CompositionRoot {
    let console: any Console
    let view: TerminalView
    let environment: [String: String]
    /// The store this command opens, resolved only when it is opened.
    private let selection: () throws -> StoreSelection
    private let access: StoreAccess
    /// The configuration file, read only when a setting is not in the environment.
    private let configFile: () throws -> ConfigFile?
    /// `--member`, else `OUTINGS_MEMBER`, else the configuration file's `member`: whose recents
    /// this command uses; nil for the household's.
    private let memberOption: String?
    private var openedStores: Stores?

    init(
        selection: @escaping () throws -> StoreSelection,
        access: StoreAccess = .write, environment: [String: String],
        configFile: @escaping () throws -> ConfigFile? = { nil }, console: any Console,
        format: TerminalView.Format, dataOnStandardOutput: Bool = false, settings: TerminalSettings = .plain,
        member: String? = nil
    ) {
        self.memberOption = member
        self.selection = selection
        self.access = access
        self.environment = environment
        self.configFile = configFile
        self.console = console
        self.view = TerminalView(
            console: console, format: format, dataOnStandardOutput: dataOnStandardOutput, settings: settings)
    }

    /// Opened on first use, so `--help` and usage errors never touch the store.
    func stores() throws -> Stores {
        if let openedStores { return openedStores }
        let factory = try StoreFactory(environment: environment)
        let selection = try selection()
        // A read of a store nobody has written yet shows the empty guide, creating nothing.
        let stores =
            access == .read
            ? try factory.openForReading(selection) : try factory.open(selection, access: access)
        openedStores = stores
        return stores
    }

    /// What the environment and the configuration file configure (Flickr hosts, the image cache).
    func configuration() throws -> Configuration {
        try Configuration(environment: environment, file: configFile)
    }

    /// Flickr with the user's key, at `OUTINGS_FLICKR_URL` when set (tests point it at a local
    /// server), counting its queries in the key's budget file.
    func refreshCatalog(apiKey: String, timeout: Double) throws -> RefreshCatalog {
        let configuration = try configuration()
        // The store is opened first: the timeout is Flickr's alone, and starts with the fetcher.
        let catalog = try stores().catalog
        // The budget file is named by the key's SHA-256.
        try SodiumSecrets.requireLibrary()
        let budget = FileQueryBudget(
            folder: QueryBudgetFolder.folder(for: try selection().location, configuration: configuration),
            apiKey: apiKey, lockTimeout: try LockWait.configured(environment: environment).seconds)
        let source = FlickrFetcher(apiKey: apiKey, baseURL: configuration.flickrBaseURL, timeout: timeout)
        return RefreshCatalog(source: source, catalog: catalog, budget: budget)
    }

    /// Flickr's image host, or `OUTINGS_FLICKR_STATIC_URL` (tests point it at a local server).
    func staticBase() throws -> String { try configuration().staticBase }

    /// The image cache folder, its limit (`OUTINGS_CACHE_LIMIT`, default 50 MB) and maximum age
    /// (`OUTINGS_CACHE_MAX_AGE`, default 7 days).
    func imageCache() throws -> FileImageCache { try configuration().imageCache() }

    /// Images through the cache; downloads over https only, or http when the test override is.
    func photoImages(timeout: Double) throws -> PhotoImages {
        let base = try staticBase()
        let downloader = FlickrImageDownloader(timeout: timeout, allowsHTTP: base.hasPrefix("http:"))
        return PhotoImages(cache: try imageCache(), source: downloader, base: base)
    }

    func browsePlaces() throws -> BrowsePlaces { BrowsePlaces(catalog: try stores().catalog) }

    func photosNear() throws -> PhotosNear { PhotosNear(catalog: try stores().catalog) }

    func viewPhotos() throws -> ViewPhotos {
        let stores = try stores()
        return ViewPhotos(
            catalog: stores.catalog, recents: stores.recents,
            memberID: try MemberSelection.memberID(of: memberName(), in: stores))
    }

    /// The member this command acts as, or nil for the local household.
    func memberName() throws -> String? {
        try MemberSelection.name(option: memberOption, environment: environment, configFile: configFile)
    }

    /// The configuration file's `public-url`, which the links the CLI prints are absolute on.
    func publicURL() throws -> PublicURL? {
        try Configuration.publicURL(file: configFile)
    }

    func manageMembers() throws -> ManageMembers {
        let secrets = try SodiumSecrets()
        return ManageMembers(stores: try stores(), hasher: secrets, tokens: secrets)
    }

    func importCatalog() throws -> ImportCatalog { ImportCatalog(catalog: try stores().catalog) }

    /// The filters of `attractions list` and `export` over `store`: the guide's time zone (read
    /// only by a filter with a time, so a bad one stops nothing else) and the visits of the
    /// member named (or the household's), read only for `--not-visited`.
    func filterAttractions(_ command: ParsedCommand, store: any AttractionStore) throws -> FilterAttractions {
        let environment = environment
        let visits = command.has("not-visited") ? try recordVisits() : nil
        let access = try stores().access
        return FilterAttractions(
            store: store,
            timeZone: {
                try Configuration.guideTimeZone(environment: environment) {
                    try ConfigFile.load(environment: environment)
                }
            },
            visitedIDs: Self.visitedIDs(of: visits), currency: guideCurrency,
            household: { try access.household() })
    }

    /// The guide's currency (the configuration's `currency`), read when a cost needs it.
    var guideCurrency: @Sendable () throws -> String? {
        let environment = environment
        return {
            try Configuration.guideCurrency(environment: environment) {
                try ConfigFile.load(environment: environment)
            }
        }
    }

    /// The files the store in use is kept in (see `StoreLocation.files`), which an output file
    /// (`export --output`, `backup FILE`) may not name.
    func storeFiles() throws -> [String] {
        try selection().location.files(environment: environment)
    }

    /// What `--not-visited` reads: the ids `record` holds, or nil when no one's visits are named.
    private static func visitedIDs(of record: RecordVisits?) -> FilterAttractions.VisitedIDs? {
        guard let record else { return nil }
        return { try record.visitedAttractionIDs() }
    }

    /// The `attractions` subcommands with what they need, on this command's store.
    func attractionCommands(_ command: ParsedCommand) throws -> AttractionCommands {
        // Options first: a usage error must not create (or even open) the store.
        try AttractionCommands.checkOptions(command, interactive: console.isInteractive)
        let store = try stores().attractions
        let stamp = try editStamp()
        let filter = try filterAttractions(command, store: store)
        return AttractionCommands(
            command: command,
            filtering: filter,
            editing: EditAttractions(stores: try stores(), stamp: stamp).pricing(in: guideCurrency),
            showEdited: { [unowned self] in if let line = try editedLine($0) { view.note(line) } },
            attractions: attractionsPresenter,
            rows: AttractionRowsPresenter(
                view: AttractionRowsWriter(
                    console: console, json: command.has("json"), settings: view.settings,
                    emptyHint: try AttractionCommands.chosenFilter(command).isEmpty ? Hint.noAttractions : nil
                )),
            status: statusPresenter,
            session: { [unowned self] editing, json in try editorSession(editing: editing, json: json) },
            confirm: { [unowned self] question in
                messageView.prompt(question)
                let answer = console.readLine()
                // Ctrl-D answers without a line feed: end the question's line before what follows.
                if answer == nil { messageView.endLine() }
                return Answer.isYes(answer)
            },
            tell: { [unowned self] in messageView.note($0) },
            visits: { [unowned self] in try recordVisits() }, visitsPresenter: VisitsPresenter(view: view))
    }

    /// An edit of a copy of `attraction`, saving through the add-or-replace flow.
    func attractionEditSession(for attraction: Attraction) throws -> AttractionEditSession {
        AttractionEditSession(
            editing: attraction,
            saving: EditAttractions(stores: try stores(), stamp: try editStamp()))
    }

    /// Every change of an attraction records the member this command acts as (or none) and when.
    func editStamp() throws -> EditStamp {
        let memberID = try memberName().map { try manageMembers().member(named: $0).id }
        return EditStamp(log: try stores().access, memberID: memberID)
    }

    /// "edited by NAME on 3 Dec" (or "today 14:05") for an attraction a member changed last, on
    /// the guide's clock, else nil (a guide without members shows what it always did). The time
    /// zone is read only when there is such a line.
    func editedLine(_ attraction: Attraction) throws -> String? {
        guard let edit = try stores().access.lastMemberEdit(of: attraction.id) else { return nil }
        return AttractionEditViewModel(edit, words: try guideWords()).text
    }

    /// Text for the person at the keyboard, on standard error, for a session whose standard
    /// output carries JSON.
    lazy var messageView = TerminalView(
        console: ErrorStreamConsole(wrapping: console), format: .text, settings: view.settings)

    /// `demo` with only what it needs: the compiled-in sample, the loading use case and the view.
    func demoCommand() throws -> DemoCommand {
        let stores = try stores()
        return DemoCommand(
            sample: try SampleGuide.bundled(),
            load: LoadSampleGuide(catalog: stores.catalog, guide: stores.guide),
            view: view)
    }

    /// An editor session on `editing` that reads this console's input and talks on its streams.
    /// A person at a terminal is talked to on standard error and types through libedit.
    func editorSession(editing: AttractionEditSession, json: Bool) throws -> EditorSession {
        let console = self.console
        let errorColor = view.settings.errorColor
        let talk = json || console.isInteractive ? messageView : view
        let attractions = EditAttractions(stores: try stores(), stamp: try editStamp())
        return EditorSession(
            editing: editing, input: editorInput(prompts: talk), talk: talk, result: view,
            storedVersion: { try attractions.find(id: $0) },
            reportError: { console.report($0, color: errorColor) }, json: json)
    }

    /// libedit when both standard input and standard error are terminals, else the console as is.
    private func editorInput(prompts: TerminalView) -> any EditorInput {
        let console = self.console
        guard console.isInteractive,
            let editor = LineEditor(
                programName: "outings", historyFile: EditorHistoryLocation.file(environment: environment),
                candidates: EditorSession.completions)
        else { return ConsoleInput(console: console, prompts: prompts) }
        return LineEditorInput(editor: editor) { console.report(CLIError(code: .ioError, message: $0)) }
    }

    /// Photos for `size` from the configured image host, their credits naming the store's licences.
    func photoPresenter(size: PhotoSize) throws -> PhotoPresenter {
        PhotoPresenter(
            view: view, size: size, base: try staticBase(),
            licences: try BrowsePlaces(catalog: try stores().catalog).licences())
    }

    func nearbyPhotosPresenter() throws -> NearbyPhotosPresenter {
        NearbyPhotosPresenter(view: view, photos: try photoPresenter(size: PhotoPresenter.listSize))
    }

    var imageCachePresenter: ImageCachePresenter { ImageCachePresenter(view: view) }
    var placesPresenter: PlacesPresenter { PlacesPresenter(view: view) }
    var attractionsPresenter: AttractionsPresenter { AttractionsPresenter(view: view) }
    var statusPresenter: StatusPresenter { StatusPresenter(view: view) }
}
