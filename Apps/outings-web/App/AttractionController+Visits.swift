import Domain
import HTTPServer
import UseCases

/// The forms that record the signed-in member's own visits, rating and note (the household's in a
/// guide without members); each answers with the attraction's page again. The page has one form,
/// `visit-record`; `visits`, `rating` and `note` each record one thing, for scripts and older pages.
extension AttractionController {
    /// A visit on `on` (today when empty), the rating when one is chosen and the note, in one
    /// step; the page then says what was saved.
    func recordVisit(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        let attraction = try editAttractions.find(id: id)
        let before = try recordVisits.visits(of: attraction.id)
        let on = nonEmpty(form["on"])
        let rating = nonEmpty(form["rating"])
        let after = try recordVisits.record(attraction.id, on: on, rating: rating, note: form["note"])
        let day = try on.map { try VisitRules.visitDate($0, today: today()) } ?? today()
        var query = "saved-visit=\(day)"
        if rating != nil, let rating = after.rating { query += "&saved-rating=\(rating.value)" }
        if after.note != before.note { query += "&saved-note=1" }
        return Responses.seeOther("/attractions/\(HTML.pathSegment(attraction.id))?\(query)")
    }

    func visit(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        try recording(id) { try recordVisits.visit($0, on: nonEmpty(form["on"])) }
    }

    func rate(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        try recording(id) { try recordVisits.rate($0, form["rating"] ?? "") }
    }

    func note(_ id: String, _ form: FormBody) throws -> HTTPResponse {
        try recording(id) { try recordVisits.note($0, form["note"] ?? "") }
    }

    /// Records on an attraction that exists, then back to its page.
    private func recording(_ id: String, _ record: (String) throws -> Void) throws -> HTTPResponse {
        let attraction = try editAttractions.find(id: id)
        try record(id)
        return Responses.seeOther("/attractions/\(HTML.pathSegment(attraction.id))")
    }

    /// A date field left empty means today.
    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingWhitespace.isEmpty else { return nil }
        return text
    }
}
