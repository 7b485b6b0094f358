import Domain
import HTTPServer
import UseCases

/// The forms of an attraction's page that record the signed-in member's own visits, rating and
/// note (the household's in a guide without members); each answers with the page again.
extension AttractionController {
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
