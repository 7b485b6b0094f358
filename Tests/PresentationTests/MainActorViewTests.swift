import Domain
import Presentation
import Testing

/// A screen written the SwiftUI/UIKit way, isolated to the main actor, uses the presenters as an
/// app would: mapping straight to its state, or as a view the presenter displays on. The view
/// protocols are not tied to an actor (the CLI and the report display from plain code), so a
/// main-actor class states its conformance as isolated (`@MainActor PlacesView`, Swift 6.2), which
/// the compiler checks: the presenter can only reach it from the main actor.
@MainActor
final class PlacesScreen: @MainActor PlacesView {
    private(set) var shown: [PlacesViewModel] = []
    private(set) var state: PlacesViewModel?

    func display(_ places: PlacesViewModel) { shown.append(places) }

    /// The mapping, called directly: no view protocol at all.
    func load(_ sections: [PlaceSection]) { state = PlacesPresenter().viewModel(for: sections) }

    /// The presenter displaying on this screen.
    func present(_ sections: [PlaceSection]) { PlacesPresenter(view: self).present(sections) }
}

@MainActor
struct MainActorViewTests {
    private let sections = [PlaceSection(country: "France", places: [Place(id: "p", name: "Paris, France")])]

    @Test func aMainActorScreenGetsTheSameViewModelByMappingOrByDisplay() {
        let screen = PlacesScreen()

        screen.load(sections)
        screen.present(sections)

        let expected = PlacesViewModel(
            heading: "Places",
            sections: [
                PlaceSectionViewModel(
                    country: "France",
                    places: [
                        PlaceRowViewModel(
                            id: "p", name: "Paris, France", title: "Paris", subtitle: "France",
                            country: "France")
                    ])
            ], emptyMessage: "No places yet.")
        #expect(screen.state == expected)
        #expect(screen.shown == [expected])
    }
}
