import Domain
import HTTPServer
import UseCases

/// The forms of an attraction's page that record the signed-in member's own visits, rating and
/// note (the household's in a guide without members); each answers with the page again.
extension AttractionController {
    func visitRoute(_ segments: [String], request: HTTPRequest) -> RouteTable? {
        guard segments.count == 3, segments[0] == "attractions" else { return nil }
        let id = segments[1]
        let record: (FormBody) throws -> Void
        switch segments[2] {
        case "visits": record = { try recordVisits().visit(id, on: nonEmpty($0["on"])) }
        case "rating": record = { try recordVisits().rate(id, $0["rating"] ?? "") }
        case "note": record = { try recordVisits().note(id, $0["note"] ?? "") }
        default: return nil
        }
        return RouteTable([
            (
                "POST",
                {
                    let attraction = try manageAttractions.find(id: id)
                    try record(FormBody(request.body))
                    return Responses.seeOther("/attractions/\(HTML.pathSegment(attraction.id))")
                }
            )
        ])
    }

    /// The record keeper of whoever the request is for.
    func recordVisits() -> RecordVisits {
        RecordVisits(store: visits, memberID: RequestContext.current?.member.id, today: today)
    }

    /// A date field left empty means today.
    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingWhitespace.isEmpty else { return nil }
        return text
    }
}
