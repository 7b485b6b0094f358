import AppSupport
import Domain
import Foundation
import HTTPServer
import Presentation

/// The response shapes the app sends; security headers are added to every one in `WebApp`.
enum Responses {
    static func html(_ page: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/html; charset=utf-8", text: page)
    }

    /// An iCalendar file (`PlanCalendar`), for a calendar app to import or subscribe to.
    static func calendar(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", CalendarFile.mediaType)], body: Data(bytes))
    }

    static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else {
            return jsonError(500, "internal error: the answer could not be encoded")
        }
        return HTTPResponse(
            status: status, headers: [("Content-Type", "application/json")], body: data + Data("\n".utf8))
    }

    /// `{"error": "one line"}`, with `"problems": [{"field": ..., "message": ...}]` when an edit
    /// was refused: every field's problem, so a client can show each beside its field.
    static func jsonError(_ status: Int, _ message: String, problems: [AttractionProblems.Problem] = [])
        -> HTTPResponse
    {
        json(JSONError(message, problems: problems), status: status)
    }

    /// A refused save over a newer version: the one-line error and `"current"`, the attraction as
    /// stored now in the shape GET /api/attractions/ID gives (null when it was removed), so a
    /// client can show it beside its own values and send them again with its version.
    static func jsonConflict(_ message: String, current: AttractionVisitsViewModel?) -> HTTPResponse {
        var body = JSONError(message, problems: [])
        body.current = .some(current)
        return json(body, status: 409)
    }

    private struct JSONError: Encodable {
        struct Problem: Encodable {
            let field: String
            let message: String
        }

        let error: String
        let problems: [Problem]?
        /// Only in a conflict's body; there an inner nil is written as null.
        var current: AttractionVisitsViewModel?? = nil

        init(_ message: String, problems: [AttractionProblems.Problem]) {
            error = Self.oneLine(message)
            self.problems =
                problems.isEmpty
                ? nil : problems.map { Problem(field: $0.field.rawValue, message: Self.oneLine($0.message)) }
        }

        private enum CodingKeys: String, CodingKey { case error, problems, current }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(error, forKey: .error)
            try container.encodeIfPresent(problems, forKey: .problems)
            if let current { try container.encode(current, forKey: .current) }
        }

        /// One line, whatever the message held, and shown to people, so neutralised as the CLI
        /// neutralises its messages (a message can quote an id or a name from the request).
        static func oneLine(_ text: String) -> String {
            TextSanitizer.terminalSafe(text.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    /// After a successful form POST: back to a page with GET, so a reload does not post again.
    static func seeOther(_ location: String) -> HTTPResponse {
        HTTPResponse(
            status: 303, headers: [("Location", location), ("Content-Type", "text/plain; charset=utf-8")],
            body: Data("See \(location)\n".utf8))
    }

    static func methodNotAllowed(_ allowed: [String], api: Bool) -> HTTPResponse {
        let message = "method not allowed; use \(allowed.joined(separator: ", "))"
        var response =
            api
            ? jsonError(405, message)
            : html(AttractionPages.message(title: "Not allowed", message: message), status: 405)
        response.setHeader("Allow", allowed.joined(separator: ", "))
        return response
    }
}
