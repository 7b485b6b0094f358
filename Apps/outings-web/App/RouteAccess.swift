import Domain

/// What each route needs, in one place: the web app checks it before any handler runs, so no
/// controller checks roles. A route not listed here needs an owner, so a new route is closed
/// until it is declared. Patterns are path segments after `/` (after `/api/` for the API), "*"
/// one id; HEAD is checked as GET.
enum RouteAccess {
    enum Need: Equatable, Sendable {
        /// Anyone, signed in or not (the sign-in and join forms, the stylesheet, the icon).
        case anyone
        case role(MemberRole)
    }

    struct Rule: Sendable {
        let api: Bool
        let method: String
        let pattern: [String]
        let need: Need
    }

    static let rules: [Rule] =
        [
            page("GET", "sign-in", .anyone), page("POST", "sign-in", .anyone),
            page("GET", "style.css", .anyone), page("GET", "favicon.svg", .anyone),
            page("GET", "favicon.ico", .anyone),
            page("POST", "sign-out", .role(.viewer)),
            page("GET", "join/*", .anyone), page("POST", "join/*", .anyone),
            page("GET", "account", .role(.viewer)), page("POST", "account/name", .role(.viewer)),
            page("POST", "account/password", .role(.viewer)), page("POST", "account/tokens", .role(.viewer)),
            page("POST", "account/tokens/*/revoke", .role(.viewer)),
            page("POST", "account/sessions/end-others", .role(.viewer)),
            page("GET", "members", .role(.owner)), page("POST", "members/invites", .role(.owner)),
            page("POST", "members/*/role", .role(.owner)), page("POST", "members/*/remove", .role(.owner)),
            page("GET", "", .role(.viewer)), page("GET", "places/*", .role(.viewer)),
            page("GET", "photos/*", .role(.viewer)), page("GET", "recents", .role(.viewer)),
            page("POST", "recents/clear", .role(.viewer)), page("GET", "images/*/*", .role(.viewer)),
            page("GET", "placeholder/*", .role(.viewer)),
            page("GET", "attractions", .role(.viewer)), page("GET", "attractions/*", .role(.viewer)),
            page("GET", "attractions/new", .role(.editor)), page("POST", "attractions/new", .role(.editor)),
            page("GET", "attractions/*/edit", .role(.editor)),
            page("POST", "attractions/*/edit", .role(.editor)),
            page("GET", "attractions/*/remove", .role(.editor)),
            page("POST", "attractions/*/remove", .role(.editor)),
            page("POST", "attractions/*/move", .role(.editor)),
            // Every member records their own visits, rating and note.
            page("POST", "attractions/*/visits", .role(.viewer)),
            page("POST", "attractions/*/rating", .role(.viewer)),
            page("POST", "attractions/*/note", .role(.viewer)),
        ] + [
            api("GET", "places", .role(.viewer)), api("GET", "places/*/photos", .role(.viewer)),
            api("GET", "photos/*", .role(.viewer)), api("GET", "recents", .role(.viewer)),
            api("POST", "recents", .role(.viewer)),
            api("GET", "attractions", .role(.viewer)), api("POST", "attractions", .role(.editor)),
            api("GET", "export", .role(.viewer)),
            api("GET", "attractions/*", .role(.viewer)), api("PUT", "attractions/*", .role(.editor)),
            api("DELETE", "attractions/*", .role(.editor)), api("POST", "attractions/*/move", .role(.editor)),
        ]

    /// The need of a route: the most specific matching rule (a literal segment beats "*").
    static func need(api: Bool, method: String, segments: [String]) -> Need {
        let wanted = method == "HEAD" ? "GET" : method
        let matching = rules.filter { rule in
            rule.api == api && rule.method == wanted && rule.pattern.count == segments.count
                && zip(rule.pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }
        let best = matching.max {
            $0.pattern.filter { $0 == "*" }.count > $1.pattern.filter { $0 == "*" }.count
        }
        return best?.need ?? .role(.owner)
    }

    private static func page(_ method: String, _ path: String, _ need: Need) -> Rule {
        Rule(api: false, method: method, pattern: segments(path), need: need)
    }

    private static func api(_ method: String, _ path: String, _ need: Need) -> Rule {
        Rule(api: true, method: method, pattern: segments(path), need: need)
    }

    private static func segments(_ path: String) -> [String] {
        path.isEmpty ? [] : path.split(separator: "/").map(String.init)
    }
}
