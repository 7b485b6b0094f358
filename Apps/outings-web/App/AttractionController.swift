import Domain
import Foundation
import HTTPServer
import Presentation
import UseCases

/// The attractions pages: the list, removal with a confirmation, moves, and the add and edit
/// forms, which save through the same `EditAttractions` flow as the CLI.
struct AttractionController: Sendable {
    let editAttractions: EditAttractions
    /// The list page's filters, as the API and the CLI read them.
    let filterAttractions: FilterAttractions
    let csrf: CSRFToken
    /// Who changed an attraction last, for its page.
    let access: any AttractionEditLog & MemberStore
    /// The visits, rating and note of who asks: the signed-in member, or the household.
    let recordVisits: RecordVisits
    /// Who asks: the pages' header shows them.
    let signedIn: RequestContext?
    /// The day it is where the guide is: the default visit day and the latest allowed.
    let today: @Sendable () -> CalendarDate
    /// The last edit's and the visits' days in words.
    let words: MomentText
    /// For each attraction with a location, the nearest photo within
    /// `AttractionCardViewModel.photoRadius` whose card-size image is cached, by attraction id.
    let nearestPhotos: @Sendable ([Attraction]) -> [String: Photo]

    /// Whether who asks may add, edit, move and remove attractions (the household always may).
    var mayEdit: Bool { signedIn?.member.role.mayEditAttractions ?? true }

    /// With a time in `filter`, the attractions its other conditions keep that are not `open`,
    /// each with when it opens.
    func closedAttractions(_ filter: AttractionFilter, open: Set<String>) throws
        -> [(name: String, id: String, reason: String)]
    {
        guard let moment = try filterAttractions.wallTime(filter.open) else { return [] }
        let zone = try filterAttractions.guideZone()
        var anyTime = filter
        anyTime.open = nil
        var closed: [(name: String, id: String, reason: String)] = []
        try filterAttractions.forEachMatch(anyTime) { attraction in
            guard !open.contains(attraction.id) else { return }
            closed.append(
                (
                    attraction.name, attraction.id,
                    OpeningStateText.whyClosed(attraction.hours, at: moment, in: zone)
                ))
        }
        return closed
    }

    /// The guide, or what the filters in the query keep (the same parser and rule as the API and
    /// the CLI), as cards; with a time, the attractions closed then are listed apart with when
    /// they open. The cards give the hours of the day asked about (today without a time) and,
    /// with `near`, the distance from its point. Filters that cannot be read are shown each beside
    /// its field, all at once, with status 400; "No attractions yet" is said only of an empty
    /// guide asked without filters.
    func list(_ query: [(name: String, value: String)]) throws -> HTTPResponse {
        let form = AttractionFilterForm(query: query)
        let filter: AttractionFilter
        var matches: [Attraction] = []
        var closed: [(name: String, id: String, reason: String)] = []
        var near: NearPlace?
        do {
            filter = try readFilter(form.given)
            near = try filterAttractions.forEachMatch(filter) { matches.append($0) }
            closed = try closedAttractions(filter, open: Set(matches.map(\.id)))
        } catch let error as AttractionFilterError {
            let page = AttractionPages.list(
                AttractionListViewModel(
                    heading: AttractionsPresenter().viewModel(for: []).heading, attractions: [],
                    emptyMessage: ""),
                cards: [], filters: form.render(error: error), query: form.queryString, filtered: true,
                signedIn: signedIn)
            return Responses.html(page, status: 400)
        }
        var model = AttractionsPresenter().viewModel(for: [])
        if !filter.isEmpty {
            model = AttractionListViewModel(
                heading: model.heading, attractions: [], emptyMessage: Self.nothingFits)
        }
        let asked = try? filterAttractions.wallTime(filter.open ?? .now)
        let cards = try cardModels(matches, from: near?.point, at: asked).map { card in
            AttractionCard.markup(card, actions: mayEdit ? AddToPlanPage.link(card.id, name: card.name) : "")
        }
        return Responses.html(
            AttractionPages.list(
                model, cards: cards, filters: form.render(near: near), query: form.queryString,
                filtered: !filter.isEmpty, closed: closed, map: AttractionMapPresenter.map(of: matches),
                mayArrange: mayEdit, signedIn: signedIn))
    }

    /// The whole list in the guide's order with Edit, Move up and Move down on each card.
    func arrange() throws -> HTTPResponse {
        var all: [Attraction] = []
        try filterAttractions.forEachMatch(AttractionFilter()) { all.append($0) }
        let cards = try cardModels(all, from: nil, at: try? filterAttractions.wallTime(.now))
        let presenter = AttractionsPresenter()
        return Responses.html(
            AttractionPages.arrange(
                zip(all, cards).map { (presenter.viewModel(for: $0), $1) }, csrf: csrf.value,
                signedIn: signedIn))
    }

    /// The filter the parameters ask for; when some cannot be read, their problems together with
    /// those the guide finds in the rest (a `near` naming nothing), so the form shows them all.
    private func readFilter(_ given: [(name: String, value: String)]) throws -> AttractionFilter {
        do {
            return try AttractionFilter(parameters: given)
        } catch {
            let refused = Set(error.problems.map(\.parameter.rawValue))
            let readable = given.filter { !refused.contains($0.name) }
            guard let rest = try? AttractionFilter(parameters: readable),
                let more = try? filterAttractions.problems(in: rest),
                let all = AttractionFilterError(problems: error.problems + more)
            else { throw error }
            throw all
        }
    }

    /// What a filtered list without a match says; the page adds a link that clears the filters.
    static let nothingFits = "Nothing fits these filters."

    /// The cards of `attractions`, with the member's visits and the photos near each.
    func cardModels(_ attractions: [Attraction], from: GeoCoordinate?, at: LocalDateTime?) throws
        -> [AttractionCardViewModel]
    {
        let visits = try recordVisits.everyVisit()
        let photos = nearestPhotos(attractions)
        return attractions.map {
            AttractionCardViewModel($0, visits: visits[$0.id], photo: photos[$0.id], from: from, at: at)
        }
    }

    /// One attraction's page; `query` may say what the visit form just saved.
    func show(_ id: String, _ query: [(name: String, value: String)] = []) throws -> HTTPResponse {
        let attraction = try find(id)
        let edited = try access.lastMemberEdit(of: attraction.id).map {
            AttractionEditViewModel($0, words: words).text
        }
        let visits = AttractionVisitsMarkup.section(
            attractionID: attraction.id, VisitsViewModel(try recordVisits.visits(of: attraction.id)),
            today: today(), words: words, csrf: csrf.value, saved: savedVisit(query))
        let zone = try filterAttractions.guideZone()
        let now = try filterAttractions.wallTime(.now) ?? zone.localTime(at: Date())
        let page = AttractionPageContent(
            attraction, photo: nearestPhotos([attraction])[attraction.id], now: now, zone: zone)
        return Responses.html(
            AttractionPages.attraction(
                page, edited: edited, visits: visits,
                addToPlan: mayEdit ? AddToPlanPage.link(attraction.id, name: attraction.name) : "",
                signedIn: signedIn))
    }

    /// What the visit form saved, from the page's query after it (`saved-visit=YYYY-MM-DD`,
    /// `saved-rating=N`, `saved-note=1`); nil when the query says nothing readable.
    func savedVisit(_ query: [(name: String, value: String)]) -> String? {
        func value(_ name: String) -> String? { query.last { $0.name == name }?.value }
        guard let day = value("saved-visit").flatMap(CalendarDate.init(text:)) else { return nil }
        let rating = value("saved-rating").flatMap { try? Rating(text: $0) }?.value
        return AttractionVisitsMarkup.saved(
            on: day, rating: rating, noteChanged: value("saved-note") == "1", words: words)
    }

    private func find(_ id: String) throws -> Attraction {
        try editAttractions.find(id: id)
    }

    func newForm() -> HTTPResponse {
        Responses.html(
            form(id: nil, version: 0, values: AttractionFormValues(), original: AttractionFormValues())
                .render())
    }

    func editForm(_ id: String) throws -> HTTPResponse {
        let attraction = try find(id)
        let values = AttractionFormValues(attraction)
        return Responses.html(
            form(id: id, version: attraction.version, values: values, original: values).render())
    }

    private func form(id: String?, version: Int, values: AttractionFormValues, original: AttractionFormValues)
        -> AttractionFormPage
    {
        let action = id.map { "/attractions/\(HTML.pathSegment($0))/edit" } ?? "/attractions/new"
        let title = id == nil ? "Add an attraction" : "Edit \(original.value(of: .name))"
        return AttractionFormPage(
            title: title, action: action, csrf: csrf.value, version: version, values: values,
            original: original, signedIn: signedIn)
    }

    /// Save, Reset or Cancel. The draft is a copy that exists only for this request; nothing is
    /// written unless the editor saves.
    func submit(id: String?, _ body: FormBody) throws -> HTTPResponse {
        guard let version = Int(body["version"] ?? ""), version >= 0 else {
            throw WebFailure.badRequest("the form has no version; open it again")
        }
        let values = AttractionFormValues(form: body)
        let original = AttractionFormValues(form: body, prefix: "original_")
        switch body["action"] ?? "save" {
        case "cancel":
            return Responses.seeOther("/attractions")
        case "reset":
            return Responses.html(
                form(id: id, version: version, values: original, original: original).render())
        default:
            return try save(id: id, version: version, values: values, original: original)
        }
    }

    private func save(id: String?, version: Int, values: AttractionFormValues, original: AttractionFormValues)
        throws
        -> HTTPResponse
    {
        do {
            // Over the attraction as the form read it, only what the family changed is set: a
            // field left alone keeps what is stored, even a value Outings could not read. Once
            // someone else saved, every field goes, and the save reports the conflict.
            if let id, let stored = try editAttractions.stored(id: id, atVersion: version) {
                let changed = values.fields.filter { original.value(of: $0.0) != $0.1 }
                try editAttractions.save(changed, refused: values.refused, to: stored)
                return Responses.seeOther("/attractions")
            }
            let start =
                id.map { editAttractions.draft(of: $0, readAt: version) } ?? editAttractions.newDraft()
            try editAttractions.save(values.fields, refused: values.refused, to: start)
            return Responses.seeOther("/attractions")
        } catch let error as AttractionProblems {
            var page = form(id: id, version: version, values: values, original: original)
            page.problems = error.problems
            return Responses.html(page.render(), status: 422)
        } catch StoreError.conflict {
            return try conflict(id: id ?? "", values: values)
        }
    }

    /// A save that someone else's save or removal beat: the form again with the user's values,
    /// now against the stored version (so saving again applies them) beside the stored values,
    /// or, when the attraction is gone, as a new attraction.
    private func conflict(id: String, values: AttractionFormValues) throws -> HTTPResponse {
        let stored: Attraction
        do {
            stored = try find(id)
        } catch StoreError.notFound {
            var page = form(id: nil, version: 0, values: values, original: AttractionFormValues())
            page.title = "Removed by someone else"
            page.preface = AttractionPages.removedNotice
            return Responses.html(page.render(), status: 409)
        }
        let storedValues = AttractionFormValues(stored)
        var page = form(id: id, version: stored.version, values: values, original: storedValues)
        page.title = "Changed by someone else"
        page.preface = AttractionPages.conflict(yours: values, stored: storedValues)
        return Responses.html(page.render(), status: 409)
    }

    func confirmRemoval(_ id: String) throws -> HTTPResponse {
        let model = AttractionsPresenter().viewModel(for: try find(id))
        return Responses.html(AttractionPages.confirmRemoval(model, csrf: csrf.value, signedIn: signedIn))
    }

    func remove(_ id: String) throws -> HTTPResponse {
        try editAttractions.remove(id: id)
        return Responses.seeOther("/attractions")
    }

    func move(_ id: String, _ body: FormBody) throws -> HTTPResponse {
        guard let position = Int(body["position"] ?? "") else {
            throw WebFailure.badRequest("position must be a whole number")
        }
        _ = try editAttractions.move(id: id, to: position)
        return Responses.seeOther("/attractions/arrange")
    }
}
