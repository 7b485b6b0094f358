import Domain
import Foundation
import HTTPServer
import Presentation
import UseCases

/// The JSON API under /api: the same use cases and presenters as the pages, with the CLI's keys.
struct APIController: Sendable {
    let browsePlaces: BrowsePlaces
    let viewPhotos: ViewPhotos
    let editAttractions: EditAttractions
    /// The visits, rating and note of whoever asks (the household in a guide without members),
    /// which one attraction's object carries, as `outings attractions show --json` gives them.
    let recordVisits: RecordVisits
    /// `GET /api/attractions`'s query filters, as `outings attractions list` applies its options.
    let filterAttractions: FilterAttractions
    /// The photo presenter for a size, naming the configured image host.
    let photoPresenter: @Sendable (PhotoSize) -> PhotoPresenter

    /// As `outings export --format F`: the file as an attachment named `attractions.F`, of the
    /// attractions the query's filter parameters keep (as `GET /api/attractions`).
    func export(_ name: String?, _ query: [(name: String, value: String)]) throws -> HTTPResponse {
        guard let format = AttractionExportFormat(rawValue: name ?? ""),
            query.filter({ $0.name == "format" }).count == 1
        else { throw WebFailure.badRequest("format must be given once: \(AttractionExportFormat.names)") }
        let filter = try AttractionFilter(parameters: query)
        var body = Data()
        let walk: ((Attraction) throws -> Void) throws -> Void = {
            try filterAttractions.forEachMatch(filter, $0)
        }
        try AttractionExportWriter.export(format, walk, to: { body.append(contentsOf: $0) })
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", format.mediaType),
                ("Content-Disposition", "attachment; filename=\"\(format.fileName)\""),
            ], body: body)
    }

    func places() throws -> HTTPResponse {
        Responses.json(PlacesPresenter().viewModel(for: try browsePlaces.sections()).rows)
    }

    /// As `outings places photos ID [--limit N] [--license]`: `license=reuse` is `--license`.
    func placePhotos(_ id: String, _ limitText: String?, license: String?) throws -> HTTPResponse {
        guard let licences = LicenceChoice(query: license) else {
            throw WebFailure.badRequest("license must be reuse, or left out for all photos")
        }
        var limit = BrowsePlaces.defaultPhotoLimit
        if let limitText {
            guard let parsed = Int(limitText), parsed >= 0 else {
                throw WebFailure.badRequest("limit must be a whole number of 0 or more")
            }
            limit = parsed
        }
        return Responses.json(
            list(try browsePlaces.photos(inPlace: id, limit: limit, reuseOnly: licences == .reuse)))
    }

    /// Reading a photo records nothing; POST /api/recents is the view.
    func photo(_ id: String) throws -> HTTPResponse {
        Responses.json(try viewModel(viewPhotos.find(photoID: id)))
    }

    func recents() throws -> HTTPResponse {
        Responses.json(list(try viewPhotos.recents()))
    }

    func record(_ body: Data) throws -> HTTPResponse {
        guard let id = try JSONBody(body).string("id", required: true) else {
            throw WebFailure.badRequest("\"id\" is required")
        }
        return Responses.json(try viewModel(viewPhotos.show(photoID: id)))
    }

    /// The attractions the query's filter parameters (`AttractionFilter.Parameter`) keep, in the
    /// order `outings attractions list` gives them; other query parameters are ignored.
    func attractions(_ query: [(name: String, value: String)]) throws -> HTTPResponse {
        let filter = try AttractionFilter(parameters: query)
        let presenter = AttractionsPresenter()
        var rows: [AttractionViewModel] = []
        try filterAttractions.forEachMatch(filter) { rows.append(presenter.viewModel(for: $0)) }
        return Responses.json(rows)
    }

    func attraction(_ id: String) throws -> HTTPResponse {
        Responses.json(try shown(editAttractions.find(id: id)))
    }

    /// One attraction as every route that answers with one gives it: the keys of
    /// `outings attractions show --json`, with the asker's own visits, rating and note.
    private func shown(_ attraction: Attraction) throws -> AttractionVisitsViewModel {
        AttractionVisitsViewModel(attraction, visits: try recordVisits.visits(of: attraction.id))
    }

    func add(_ body: Data) throws -> HTTPResponse {
        let json = try JSONBody(body)
        let saved = try edit(nil, with: json, requireAll: false)
        var response = Responses.json(try shown(saved), status: 201)
        response.setHeader("Location", "/api/attractions/\(HTML.pathSegment(saved.id))")
        return response
    }

    /// All fields and the version the client read: a stale version is 409 and writes nothing; its
    /// body has the attraction as stored now under "current" (null when it was removed).
    func replace(_ id: String, _ body: Data) throws -> HTTPResponse {
        let json = try JSONBody(body)
        let version = try json.integer("version")
        guard version >= 1 else { throw WebFailure.badRequest("\"version\" must be 1 or more") }
        do {
            return Responses.json(try shown(edit((id, version), with: json, requireAll: true)))
        } catch let error as StoreError {
            guard case .conflict = error else { throw error }
            let current: Attraction?
            do {
                current = try editAttractions.find(id: id)
            } catch StoreError.notFound {
                current = nil
            }
            return Responses.jsonConflict(WebErrorMapping.map(error).message, current: try current.map(shown))
        }
    }

    /// Through the one edit flow, as the CLI's `attractions add` and `edit` and the form do: a new
    /// attraction, or `existing` as the client read it.
    private func edit(_ existing: (id: String, version: Int)?, with json: JSONBody, requireAll: Bool) throws
        -> Attraction
    {
        var values: [(AttractionField, String)] = []
        // The free text that is no choice is a string, required in a PUT (the name always).
        for field in AttractionField.allCases
        where field.textKeyPath != nil && !AttractionField.choices.contains(field) {
            if let text = try json.string(field.rawValue, required: requireAll || field == .name) {
                values.append((field, text))
            }
        }
        if let inside = try json.bool("inside", required: requireAll) {
            values.append((.inside, inside ? "inside" : "outside"))
        }
        let (choices, refused) = try Self.choices(in: json)
        values += choices
        // The choices are optional even in a PUT: a client that predates them keeps what is stored.
        let start =
            try existing.map { existing in
                var draft: Attraction
                do {
                    draft = try editAttractions.find(id: existing.id)
                } catch StoreError.notFound(let kind, let id) {
                    // Removed since the client read it: a conflict, as for the form and the editor.
                    throw StoreError.conflict(kind: kind, id: id)
                }
                draft.version = max(1, existing.version)
                return draft
            } ?? editAttractions.newDraft()
        return try editAttractions.save(values, refused: refused, to: start)
    }

    /// The choice keys as field texts: a string (or null, which clears) for ages, cost, hours and
    /// address; latitude and longitude together as numbers (or both null); tags as an array.
    /// Tags that are no tags are `refused`, reported with every other field's problem.
    static func choices(in json: JSONBody) throws
        -> (values: [(AttractionField, String)], refused: [AttractionProblems.Problem])
    {
        var values: [(AttractionField, String)] = []
        var refused: [AttractionProblems.Problem] = []
        for field in [AttractionField.ages, .cost, .hours, .address] {
            if let text = try json.optionalText(field.rawValue) { values.append((field, text)) }
        }
        switch (try json.optionalNumber("latitude"), try json.optionalNumber("longitude")) {
        case (nil, nil): break
        case (.some(nil), .some(nil)): values.append((.location, ""))
        case (.some(let latitude?), .some(let longitude?)):
            values.append((.location, Self.decimal(latitude) + "," + Self.decimal(longitude)))
        default:
            throw WebFailure.badRequest(
                "\"latitude\" and \"longitude\" go together: both numbers or both null")
        }
        if let tags = try json.strings("tags") {
            do {
                values.append((.tags, try Tags(tags).text))
            } catch {
                refused.append(.init(field: .tags, message: error.description))
            }
        }
        return (values, refused)
    }

    /// A JSON number as the location's grammar reads it: every digit the number has (so a value
    /// just past a limit is refused as the CLI and the form refuse it), in fixed point, since the
    /// grammar refuses exponents (Swift writes those below 0.0001, where nine places keep it).
    static func decimal(_ number: Double) -> String {
        let shortest = "\(number)"
        return shortest.contains("e") ? String(format: "%.9f", number) : shortest
    }

    func remove(_ id: String) throws -> HTTPResponse {
        try editAttractions.remove(id: id)
        return HTTPResponse(status: 204)
    }

    func move(_ id: String, _ body: Data) throws -> HTTPResponse {
        let position = try JSONBody(body).integer("position")
        return Responses.json(try shown(editAttractions.move(id: id, to: position)))
    }

    /// One photo, as `outings photos show --json` gives it.
    private func viewModel(_ photo: Photo) throws -> LocatedPhotoJSON {
        LocatedPhotoJSON(
            photoPresenter(PhotoPresenter.photoSize).viewModel(
                for: photo, place: try viewPhotos.place(of: photo)))
    }

    /// A list of photos, as `outings places photos --json` and `outings recents --json` give it.
    private func list(_ photos: [Photo]) -> [PhotoViewModel] {
        let presenter = photoPresenter(PhotoPresenter.listSize)
        return photos.map(presenter.viewModel(for:))
    }
}
