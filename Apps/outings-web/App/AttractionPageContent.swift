import Domain
import Presentation
import UseCases

/// What an attraction's page shows besides its fields: the photo, the facts line, whether it is
/// open now, the week's hours in words, ages and cost in words, and a small map.
struct AttractionPageContent {
    let model: AttractionViewModel
    let location: GeoCoordinate?
    let photo: Photo?
    let facts: [String]
    /// "Open now, closes 17:00", "Opens Tuesday 10:00", "Hours not known".
    let openState: String
    /// "Monday: closed" ...; nil when the hours do not read as one week (their text is shown).
    let week: [String]?
    let ages: String?
    let cost: String?
    let map: PhotoMapViewModel?

    /// `now`: the guide's wall time, which the facts' hours and the open state are of.
    init(_ attraction: Attraction, photo: Photo?, now: LocalDateTime, zone: LocalTimeConverter) {
        model = AttractionsPresenter().viewModel(for: attraction)
        location = attraction.location
        self.photo = photo
        facts = AttractionCardViewModel.facts(attraction, from: nil, at: now)
        openState = HoursText.state(attraction.hours, at: now, in: zone)
        week = attraction.hours.flatMap(HoursText.week)
        ages = attraction.ages.map(AttractionWords.agesInFull)
        cost = attraction.cost.map(AttractionWords.costInFull)
        map =
            attraction.location == nil
            ? nil : AttractionMapPresenter.map(of: [attraction], current: attraction.id)
    }
}
