import Domain
import FlickrFetcher
import Foundation
import Persistence
import PersistencePostgres
import PersistenceSQLite
import Presentation
import UseCases

/// The one place that builds the object graph: a backend, the use cases on it, the presenters
/// and the view, and what saving an edited attraction means.
final class CompositionRoot {
    let console: any Console
    let view: TerminalView
    let environment: [String: String]
    private let location: () throws -> StoreLocation
    /// Where the store was named when not by --store (OUTINGS_STORE), for error messages.
    private let locationOrigin: String?
    private var openedStores: Stores?

    init(
        location: @escaping () throws -> StoreLocation, locationOrigin: String? = nil,
        environment: [String: String], console: any Console, format: TerminalView.Format
    ) {
        self.location = location
        self.locationOrigin = locationOrigin
        self.environment = environment
        self.console = console
        self.view = TerminalView(console: console, format: format)
    }

    /// Opened on first use, so `--help` and usage errors never touch the store.
    func stores() throws -> Stores {
        if let openedStores { return openedStores }
        let stores: Stores
        do {
            stores = try makeStores(at: try location())
        } catch {
            // A store named by OUTINGS_STORE that cannot be opened says so: the command line has none.
            guard let locationOrigin else { throw error }
            let failure = ErrorMapping.cliError(for: error)
            let prefix = "\(locationOrigin): "
            throw failure.message.hasPrefix(prefix)
                ? failure : CLIError(code: failure.code, message: prefix + failure.message)
        }
        openedStores = stores
        return stores
    }

    /// The whole backend for a location: the one place that knows every adapter.
    func makeStores(at location: StoreLocation) throws -> Stores {
        switch location {
        case .memory:
            let store = InMemoryStore()
            return Stores(attractions: store, catalog: store, recents: store)
        case .sqlite(let path):
            let store = try SQLiteStore(path: path)
            return Stores(attractions: store, catalog: store, recents: store)
        case .defaults(let suite):
            let store = try UserDefaultsStore(suiteName: suite, environment: environment)
            return Stores(attractions: store, catalog: store, recents: store)
        case .postgres(let url):
            let store = try PostgresStore(url: url)
            return Stores(attractions: store, catalog: store, recents: store)
        }
    }

    /// Flickr with the user's key, at `OUTINGS_FLICKR_URL` when set (tests point it at a local server).
    func refreshCatalog(apiKey: String, timeout: Double) throws -> RefreshCatalog {
        var baseURL = FlickrFetcher.defaultBaseURL
        if let override = environment["OUTINGS_FLICKR_URL"], !override.isEmpty {
            guard let url = URL(string: override), url.scheme == "http" || url.scheme == "https" else {
                throw CLIError.usage("OUTINGS_FLICKR_URL must be an http(s) URL")
            }
            baseURL = url
        }
        // The store is opened first: the timeout is Flickr's alone, and starts with the fetcher.
        let catalog = try stores().catalog
        let source = FlickrFetcher(apiKey: apiKey, baseURL: baseURL, timeout: timeout)
        return RefreshCatalog(source: source, catalog: catalog)
    }

    func browsePlaces() throws -> BrowsePlaces { BrowsePlaces(catalog: try stores().catalog) }

    func viewPhotos() throws -> ViewPhotos {
        let stores = try stores()
        return ViewPhotos(catalog: stores.catalog, recents: stores.recents)
    }

    func importCatalog() throws -> ImportCatalog { ImportCatalog(catalog: try stores().catalog) }

    func manageAttractions() throws -> ManageAttractions {
        ManageAttractions(store: try stores().attractions)
    }

    /// An editor on a copy of `attraction`, committing through the add-or-replace adapter.
    func attractionEditor(for attraction: Attraction) throws -> (AttractionEditor, SaveAttraction) {
        let commit = SaveAttraction(store: try stores().attractions)
        return (AttractionEditor(editing: attraction, delegate: commit), commit)
    }

    /// Text for the person at the keyboard, on standard error, for a session whose standard
    /// output carries JSON.
    lazy var messageView = TerminalView(console: ErrorStreamConsole(wrapping: console), format: .text)

    func photoPresenter(size: PhotoSize) -> PhotoPresenter { PhotoPresenter(size: size) }
    var placesPresenter: PlacesPresenter { PlacesPresenter(view: view) }
    var attractionsPresenter: AttractionsPresenter { AttractionsPresenter(view: view) }
    var statusPresenter: StatusPresenter { StatusPresenter(view: view) }
}
