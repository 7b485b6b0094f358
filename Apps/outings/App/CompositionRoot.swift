import Domain
import FlickrFetcher
import Foundation
import ImageFileCache
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
    private let access: StoreAccess
    private var openedStores: Stores?

    init(
        location: @escaping () throws -> StoreLocation, locationOrigin: String? = nil,
        access: StoreAccess = .write, environment: [String: String], console: any Console,
        format: TerminalView.Format, dataOnStandardOutput: Bool = false
    ) {
        self.location = location
        self.locationOrigin = locationOrigin
        self.access = access
        self.environment = environment
        self.console = console
        self.view = TerminalView(console: console, format: format, dataOnStandardOutput: dataOnStandardOutput)
    }

    /// Opened on first use, so `--help` and usage errors never touch the store.
    func stores() throws -> Stores {
        if let openedStores { return openedStores }
        let stores: Stores
        do {
            do {
                stores = try makeStores(at: try location(), access: access)
            } catch StoreError.missing where access == .read {
                // A read of a store nobody has written yet shows the empty guide, creating nothing.
                stores = Stores(InMemoryStore())
            }
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

    /// The whole backend for a location: the one place that knows every adapter. With `.read`
    /// or `.existing`, a store that does not exist is `StoreError.missing` and nothing is created.
    func makeStores(at location: StoreLocation, access: StoreAccess) throws -> Stores {
        let readOnly = access != .write
        switch location {
        case .memory:
            guard !readOnly else { throw StoreError.missing("memory: (a new in-memory store is empty)") }
            return Stores(InMemoryStore())
        case .sqlite(let path):
            return Stores(try SQLiteStore(path: path, access: readOnly ? .readOnly : .readWrite))
        case .defaults(let suite):
            return Stores(
                try UserDefaultsStore(
                    suiteName: suite, environment: environment, access: readOnly ? .readOnly : .readWrite))
        case .postgres(let url):
            return Stores(try PostgresStore(url: url, access: readOnly ? .readOnly : .readWrite))
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

    /// Flickr's image host, or `OUTINGS_FLICKR_STATIC_URL` (tests point it at a local server).
    func staticBase() throws -> String {
        guard let override = environment["OUTINGS_FLICKR_STATIC_URL"], !override.isEmpty else {
            return Photo.staticBase
        }
        guard let url = URL(string: override), url.scheme == "http" || url.scheme == "https", url.host != nil
        else {
            throw CLIError.usage("OUTINGS_FLICKR_STATIC_URL must be an http(s) URL")
        }
        return override.hasSuffix("/") ? override : override + "/"
    }

    /// The image cache folder and its limit (`OUTINGS_CACHE_LIMIT`, default 50 MB).
    func imageCache() throws -> FileImageCache {
        var limit = FileImageCache.defaultLimit
        if let text = environment["OUTINGS_CACHE_LIMIT"], !text.isEmpty {
            guard let parsed = FileImageCache.parseLimit(text) else {
                throw CLIError.usage(
                    "OUTINGS_CACHE_LIMIT must be a number of bytes, or with K, M or G (such as 50M), not \"\(text)\""
                )
            }
            limit = parsed
        }
        return FileImageCache(folder: FileImageCache.defaultFolder(environment: environment), limit: limit)
    }

    /// Images through the cache; downloads over https only, or http when the test override is.
    func photoImages(timeout: Double) throws -> PhotoImages {
        let base = try staticBase()
        let downloader = FlickrImageDownloader(timeout: timeout, allowsHTTP: base.hasPrefix("http:"))
        return PhotoImages(cache: try imageCache(), source: downloader, base: base)
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

    func photoPresenter(size: PhotoSize) throws -> PhotoPresenter {
        PhotoPresenter(view: view, size: size, base: try staticBase())
    }

    var imageCachePresenter: ImageCachePresenter { ImageCachePresenter(view: view) }
    var placesPresenter: PlacesPresenter { PlacesPresenter(view: view) }
    var attractionsPresenter: AttractionsPresenter { AttractionsPresenter(view: view) }
    var statusPresenter: StatusPresenter { StatusPresenter(view: view) }
}
