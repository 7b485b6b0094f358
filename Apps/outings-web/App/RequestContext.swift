import Domain
import Presentation
import UseCases

/// Who the request being answered is for, as `SignInGate` found them: handed to the controllers
/// of the request, which hand the member to the use cases that keep things per member (the form
/// token, recents, visits, who changed an attraction). No context: the household of a guide
/// without members, as before members existed.
struct RequestContext: Sendable {
    let member: Member
    /// The form token of this member's session; nil for an API token (no forms, no cookie).
    let csrf: String?
    /// The session the browser signed in with (the one a password change keeps); nil for an API token.
    var session: Credential? = nil

    /// The signed-in member's context, for the member pages; a guide without members has no
    /// accounts or members to show (404).
    static func required(_ context: RequestContext?) throws -> RequestContext {
        guard let context else { throw WebFailure.notFound(MemberListViewModel([]).emptyMessage) }
        return context
    }
}
