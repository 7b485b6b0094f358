import Domain

/// Turns places into rows with Flickr's title/subtitle split.
public struct PlacesPresenter {
    private let view: any PlacesView

    public init(view: any PlacesView) {
        self.view = view
    }

    public func present(_ places: [Place]) {
        view.display(
            places.map { PlaceRowViewModel(id: $0.id, name: $0.name, title: $0.title, subtitle: $0.subtitle) }
        )
    }
}
