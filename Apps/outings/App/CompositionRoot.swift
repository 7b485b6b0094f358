import Domain
import Persistence
import PersistenceSQLite
import Presentation
import UseCases

/// The one place that builds the object graph: a backend, the use cases on it, the presenters
/// and the view, and what saving an edited attraction means.
final class CompositionRoot {
    let console: any Console
    let view: TerminalView
    private let location: StoreLocation
    private var openedStores: Stores?

    init(location: StoreLocation, console: any Console, format: TerminalView.Format) {
        self.location = location
        self.console = console
        self.view = TerminalView(console: console, format: format)
    }

    /// Opened on first use, so `--help` and usage errors never touch the store.
    func stores() throws -> Stores {
        if let openedStores { return openedStores }
        let stores: Stores
        switch location {
        case .memory:
            let store = InMemoryStore()
            stores = Stores(attractions: store, catalog: store, recents: store)
        case .sqlite(let path):
            let store = try SQLiteStore(path: path)
            stores = Stores(attractions: store, catalog: store, recents: store)
        }
        openedStores = stores
        return stores
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

    func photoPresenter(size: PhotoSize) -> PhotoPresenter { PhotoPresenter(size: size) }
    var placesPresenter: PlacesPresenter { PlacesPresenter(view: view) }
    var attractionsPresenter: AttractionsPresenter { AttractionsPresenter(view: view) }
    var statusPresenter: StatusPresenter { StatusPresenter(view: view) }
}
