import HTTPServer
import UseCases

/// One request as its route's handler is given it: the request, what its pattern's "*" segments
/// matched, who asks, the stores it borrowed for its whole length and how to answer later. The
/// controllers a handler calls are built over these (`WebComposition`), for this member.
struct RouteCall {
    let request: HTTPRequest
    let ids: [String]
    /// The signed-in member; nil for the household of a guide without members, or for anyone
    /// signed out on a route open to anyone.
    let signedIn: RequestContext?
    /// One store of the pool, this request's alone until it is answered (or returns to answer
    /// later): what it changes in one change is one transaction on it.
    let stores: Stores
    let later: Route.Later
    let composition: WebComposition

    /// The one id of a pattern with one "*".
    var id: String { ids[0] }

    /// The request's body as a form.
    var form: FormBody { FormBody(request.body) }
}
