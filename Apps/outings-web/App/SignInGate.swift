import Domain
import Foundation
import HTTPServer
import UseCases

/// Who is asking, and whether they may: run by `WebApp` for every route before its handler, with
/// the route's need from `Route.table`. A guide without members serves everyone as its one
/// household, as before members existed. With members, a browser presents the session cookie
/// and an API client the cookie or `Authorization: Bearer TOKEN` (a personal token).
struct SignInGate: Sendable {
    let members: ManageMembers
    let tokens: any TokenMinter
    let now: @Sendable () -> Int64
    /// How long a session lasts unused, and in all (`session-idle`, `session-lifetime`).
    let lifetimes: SessionLifetimes
    /// Where the server listens and whether over TLS: with the members, what `ListenExposure`
    /// decides from.
    let listen: ListenAddress
    let hasTLS: Bool

    enum Outcome {
        /// Serve the route; nil context: the household.
        case serve(RequestContext?)
        case answer(HTTPResponse)
    }

    /// The exposure rule over the guide as it is now: at start-up, and in `check` for every
    /// request, so a guide whose members are all removed while it is served closes at once.
    func exposure() throws -> ListenExposure { exposure(hasMembers: try members.hasMembers()) }

    private func exposure(hasMembers: Bool) -> ListenExposure {
        ListenExposure.decide(listen: listen, hasTLS: hasTLS, hasMembers: hasMembers)
    }

    func check(_ request: HTTPRequest, need: Route.Need, api: Bool) throws -> Outcome {
        // One read of the members a request: it decides both the exposure and who may ask.
        let hasMembers = try members.hasMembers()
        if need != .always, case .refuse = exposure(hasMembers: hasMembers) {
            return .answer(ClosedGuidePage.response(api: api))
        }
        guard hasMembers else { return .serve(nil) }
        let context = try identify(request)
        switch need {
        case .anyone, .always: return .serve(context)
        case .role(let role):
            guard let context else {
                if api {
                    return .answer(
                        Responses.jsonError(
                            401, "sign in first: send the session cookie or Authorization: Bearer TOKEN"))
                }
                return .answer(Responses.seeOther("/sign-in?next=" + SignInTarget.encode(request)))
            }
            guard context.member.role >= role else {
                throw WebFailure(403, "your role (\(context.member.role.rawValue)) may not do this")
            }
            return .serve(context)
        }
    }

    /// The form token bound to a session token: derived, so it needs no storage of its own.
    func csrf(forSession token: String) -> String {
        tokens.digest(of: "csrf:" + token)
    }

    private func identify(_ request: HTTPRequest) throws -> RequestContext? {
        if let bearer = Self.bearer(request) {
            guard let credential = try members.credential(.apiToken, token: bearer),
                let member = try members.member(of: credential)
            else { return nil }
            return RequestContext(member: member, csrf: nil)
        }
        guard let token = SessionCookie.token(in: request),
            let session = try members.credential(.session, token: token),
            session.created + lifetimes.absolute > now(),
            let member = try members.member(of: session)
        else { return nil }
        try members.renew(session, idle: lifetimes.idle, absolute: lifetimes.absolute)
        return RequestContext(member: member, csrf: csrf(forSession: token), session: session)
    }

    private static func bearer(_ request: HTTPRequest) -> String? {
        guard let value = request.header("authorization"), value.lowercased().hasPrefix("bearer ") else {
            return nil
        }
        let token = value.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }
}

/// Where to go after signing in: only a path on this server (starting with one "/", no scheme,
/// no "//host", no backslash), so a link cannot send a member elsewhere; anything else is "/".
/// It goes out in a `Location` header as printable ASCII: spaces, quotes and anything beyond
/// ASCII (C1 controls, line separators) percent-encoded, so no client reads a byte its own way.
enum SignInTarget {
    static func local(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"),
            !next.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return "/" }
        return next.addingPercentEncoding(withAllowedCharacters: headerSafe) ?? "/"
    }

    /// Printable ASCII but for what RFC 3986 never leaves bare; "%" stays, so a target already
    /// encoded is kept as written.
    private static let headerSafe: CharacterSet = {
        var allowed = CharacterSet(charactersIn: Unicode.Scalar(0x21)...Unicode.Scalar(0x7E))
        allowed.remove(charactersIn: "\"<>^`{|}")
        return allowed
    }()

    /// The request's path and query, percent-encoded for `?next=`.
    static func encode(_ request: HTTPRequest) -> String {
        var target = request.path
        if !request.query.isEmpty {
            target +=
                "?"
                + request.query.sorted { $0.key < $1.key }.map { "\(escape($0.key))=\(escape($0.value))" }
                .joined(separator: "&")
        }
        return escape(target)
    }

    static func escape(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "/"
    }
}
