import Domain
import Presentation
import UseCases

/// Who the request being answered is for, bound while its handler runs (a task-local value, also
/// bound on a plain worker thread), so the controllers need not pass it to every form and store:
/// the form token and the recents follow the signed-in member. Nil: the household of a guide
/// without members, as before members existed.
struct RequestContext: Sendable {
    let member: Member
    /// The form token of this member's session; nil for an API token (no forms, no cookie).
    let csrf: String?
    /// The session the browser signed in with (the one a password change keeps); nil for an API token.
    var session: Credential? = nil

    @TaskLocal static var current: RequestContext?
}

extension RequestContext {
    /// The signed-in member's context, for the member pages; a guide without members has no
    /// accounts or members to show (404).
    static func required() throws -> RequestContext {
        guard let current else { throw WebFailure.notFound(MemberListViewModel([]).emptyMessage) }
        return current
    }
}
