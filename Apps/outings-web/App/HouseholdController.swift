import Domain
import HTTPServer
import Presentation
import UseCases

/// `/household` and its forms: each change goes through `ManageHousehold`; a refused one shows
/// the page again with its one line, what was typed, and the error's status. Who may change it
/// (owners and editors) is the route's need; the page offers the forms to them only.
struct HouseholdController: Sendable {
    let household: ManageHousehold
    let signedIn: RequestContext?
    let csrf: CSRFToken
    let today: @Sendable () -> CalendarDate
    let words: MomentText

    func page() throws -> HTTPResponse { try page(problem: nil) }

    /// `GET /api/household`: the shape of `outings household --json`.
    func json() throws -> HTTPResponse {
        Responses.json(HouseholdViewModel(try household.household(), on: today()))
    }

    func addChild(_ form: FormBody) throws -> HTTPResponse {
        try post(typed: ["name": form["name"] ?? "", "born": form["born"] ?? ""]) {
            try household.addChild(name: form["name"] ?? "", born: form["born"] ?? "")
        }
    }

    func removeChild(_ form: FormBody) throws -> HTTPResponse {
        try post { try household.removeChild(form["name"] ?? "") }
    }

    func addPlace(_ form: FormBody) throws -> HTTPResponse {
        let typed = [
            "place-name": form["name"] ?? "", "location": form["location"] ?? "",
            "address": form["address"] ?? "",
        ]
        return try post(typed: typed) {
            try household.addPlace(
                name: form["name"] ?? "", location: form["location"] ?? "", address: form["address"] ?? "")
        }
    }

    func removePlace(_ form: FormBody) throws -> HTTPResponse {
        try post { try household.removePlace(form["name"] ?? "") }
    }

    private var mayChange: Bool { signedIn.map { $0.member.role != .viewer } ?? true }

    private func post(typed: [String: String] = [:], _ change: () throws -> Void) throws -> HTTPResponse {
        do {
            try change()
            return Responses.seeOther("/household")
        } catch let error where !(error is WebFailure) {
            let mapped = WebErrorMapping.map(error)
            guard mapped.status < 500 else { throw error }
            return try page(problem: mapped.message, typed: typed, status: mapped.status)
        }
    }

    private func page(problem: String?, typed: [String: String] = [:], status: Int = 200) throws
        -> HTTPResponse
    {
        let stored = try household.household()
        let content = HouseholdPage.Content(
            household: HouseholdViewModel(stored, on: today()),
            bornWords: stored.children.map { words.day($0.born) },
            mayChange: mayChange, problem: problem, typed: typed)
        return Responses.html(
            HouseholdPage.render(content, csrf: csrf.value, signedIn: signedIn), status: status)
    }
}
