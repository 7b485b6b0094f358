import Domain
import HTTPServer

/// One route: its method, its path pattern, what it needs of who asks, and its handler. Every
/// route is declared once, in `Route.table`: `WebApp` dispatches by it and checks the need before
/// the handler runs, so no controller matches paths or checks roles. A path no pattern matches is
/// 404; a method its routes do not have is 405 with Allow. HEAD is answered as GET (libmicrohttpd
/// leaves the body out). A handler returns nil when it answers later, through `RouteCall.later`.
struct Route: Sendable {
    enum Need: Equatable, Sendable {
        /// Anyone, signed in or not (the sign-in and join forms, the icon).
        case anyone
        case role(MemberRole)
        /// Anyone, even while the guide is closed (`ClosedGuidePage`): the stylesheet that page uses.
        case always
    }

    /// How a handler answers after it returned nil: once, from any thread; a thrown error is
    /// mapped as if the handler had thrown it.
    typealias Later = @Sendable (Result<HTTPResponse, any Error>) -> Void

    let api: Bool
    let method: String
    /// Path segments after `/` (after `/api/` for the API), "*" one id.
    let pattern: [String]
    let need: Need
    let handle: @Sendable (RouteCall) throws -> HTTPResponse?

    /// The routes of the path `segments` name: those of the most specific pattern that matches
    /// (a literal segment beats "*"), with what its "*" segments matched; nil when none matches.
    static func path(api: Bool, _ segments: [String]) -> (routes: [Route], ids: [String])? {
        let matching = table.filter { route in
            route.api == api && route.pattern.count == segments.count
                && zip(route.pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }
        guard
            let best = matching.min(by: {
                $0.pattern.filter { $0 == "*" }.count < $1.pattern.filter { $0 == "*" }.count
            })
        else { return nil }
        let ids = zip(best.pattern, segments).filter { $0.0 == "*" }.map(\.1)
        return (matching.filter { $0.pattern == best.pattern }, ids)
    }

    /// Whether this route answers `method`: HEAD as GET.
    func answers(_ method: String) -> Bool {
        self.method == (method == "HEAD" ? "GET" : method)
    }

    /// The methods a path's routes answer, for Allow: HEAD wherever GET is.
    static func allowed(_ routes: [Route]) -> [String] {
        let methods = routes.map(\.method)
        return methods.contains("GET") ? methods + ["HEAD"] : methods
    }

    /// What a request needs: its route's need; nil when no route is declared for it (404).
    static func need(api: Bool, method: String, segments: [String]) -> Need? {
        path(api: api, segments)?.routes.first { $0.answers(method) }?.need
    }
}

extension Route {
    /// Every route of the app, pages first, then the JSON API under /api.
    static let table: [Route] =
        [
            page("GET", "sign-in", .anyone) { $0.signIn.form(next: $0.request.query["next"]) },
            page("POST", "sign-in", .anyone) { try $0.signIn.signIn($0.request) },
            page("POST", "sign-out", .role(.viewer)) { try $0.signIn.signOut($0.request) },
            page("GET", "join/*", .anyone) { try $0.join.form(token: $0.id) },
            page("POST", "join/*", .anyone) { try $0.join.join(token: $0.id, $0.request) },
            page("GET", "account", .role(.viewer)) { try $0.account.page() },
            page("POST", "account/name", .role(.viewer)) { try $0.account.setDisplayName($0.form) },
            page("POST", "account/password", .role(.viewer)) { try $0.account.changePassword($0.form) },
            page("POST", "account/sessions/end-others", .role(.viewer)) { try $0.account.endOtherSessions() },
            page("POST", "account/tokens", .role(.viewer)) { try $0.account.newToken($0.form) },
            page("POST", "account/tokens/*/revoke", .role(.viewer)) { try $0.account.revokeToken(id: $0.id) },
            page("GET", "members", .role(.owner)) { try $0.members.page() },
            page("POST", "members/invites", .role(.owner)) { try $0.members.invite($0.request) },
            page("POST", "members/invites/*/cancel", .role(.owner)) {
                try $0.members.cancelInvitation(id: $0.id)
            },
            page("POST", "members/*/role", .role(.owner)) { try $0.members.setRole(of: $0.id, $0.form) },
            page("POST", "members/*/remove", .role(.owner)) { try $0.members.remove($0.id) },
            page("GET", "household", .role(.viewer)) { try $0.household.page() },
            page("POST", "household/children", .role(.editor)) { try $0.household.addChild($0.form) },
            page("POST", "household/children/remove", .role(.editor)) {
                try $0.household.removeChild($0.form)
            },
            page("POST", "household/places", .role(.editor)) { try $0.household.addPlace($0.form) },
            page("POST", "household/places/remove", .role(.editor)) { try $0.household.removePlace($0.form) },
            page("GET", "plans", .role(.viewer)) { try $0.plans.list() },
            page("POST", "plans", .role(.editor)) { try $0.plans.create($0.form) },
            page("POST", "plans/feed", .role(.viewer)) { try $0.plans.newFeed($0.form) },
            page("POST", "plans/feed/revoke", .role(.viewer)) { try $0.plans.revokeFeed() },
            page("GET", "plans/*", .role(.viewer)) { try $0.plans.show($0.id) },
            page("GET", "plans/*/print", .role(.viewer)) {
                try $0.plans.print($0.id, paper: $0.request.query["paper"])
            },
            page("POST", "plans/*/stops", .role(.editor)) { try $0.plans.addStop($0.id, $0.form) },
            page("POST", "plans/*/stops/*/move", .role(.editor)) {
                try $0.plans.moveStop($0.ids[0], $0.ids[1], $0.form)
            },
            page("POST", "plans/*/stops/*/remove", .role(.editor)) {
                try $0.plans.removeStop($0.ids[0], $0.ids[1])
            },
            page("POST", "plans/*/stops/*/change", .role(.editor)) {
                try $0.plans.changeStop($0.ids[0], $0.ids[1], $0.form)
            },
            page("POST", "plans/*/stops/*/fix", .role(.editor)) {
                try $0.plans.fix($0.ids[0], $0.ids[1], $0.form)
            },
            page("POST", "plans/*/suggest", .role(.editor)) { try $0.plans.suggest($0.id) },
            page("POST", "plans/*/share", .role(.editor)) { try $0.plans.share($0.id, $0.form) },
            page("POST", "plans/*/unshare", .role(.editor)) { try $0.plans.unshare($0.id) },
            page("POST", "plans/*/delete", .role(.editor)) { try $0.plans.delete($0.id) },
            page("POST", "plans/*/edit", .role(.editor)) { try $0.plans.editDay($0.id, $0.form) },
            // Opened by their link alone: read-only, each revocable.
            page("GET", "shared/*", .anyone) { try $0.plans.shared($0.id) },
            page("GET", "shared/*/print", .anyone) {
                try $0.plans.sharedPrint($0.id, paper: $0.request.query["paper"])
            },
            page("GET", "calendar/*", .anyone) { try $0.plans.feed($0.id) },
            page("GET", "", .role(.viewer)) { try $0.home.page($0.request.queryItems) },
            page("GET", "places", .role(.viewer)) { try $0.pages.places() },
            page("GET", "places/*", .role(.viewer)) {
                try $0.pages.placePhotos(
                    $0.id, page: $0.request.query["page"], license: $0.request.query["license"])
            },
            page("GET", "photos/*", .role(.viewer)) {
                try $0.pages.photo($0.id, recording: RequestGuard.mayRecordView($0.request))
            },
            page("GET", "recents", .role(.viewer)) { try $0.pages.recents() },
            page("POST", "recents/clear", .role(.viewer)) { try $0.pages.clearRecents() },
            page("GET", "images/*/*", .role(.viewer)) {
                try $0.pages.image($0.ids[0], $0.ids[1], later: $0.later)
            },
            page("GET", "placeholder/*", .role(.viewer)) { try $0.pages.placeholder($0.id) },
            page("GET", "style.css", .always) { _ in PageController.stylesheet() },
            page("GET", "favicon.svg", .anyone) { _ in Favicon.response },
            page("GET", "favicon.ico", .anyone) { _ in Favicon.response },
            page("GET", "attractions", .role(.viewer)) { try $0.attractions.list($0.request.queryItems) },
            page("GET", "attractions/new", .role(.editor)) { $0.attractions.newForm() },
            page("POST", "attractions/new", .role(.editor)) { try $0.attractions.submit(id: nil, $0.form) },
            page("GET", "attractions/arrange", .role(.editor)) { try $0.attractions.arrange() },
            page("GET", "attractions/*", .role(.viewer)) {
                try $0.attractions.show($0.id, $0.request.queryItems)
            },
            page("GET", "attractions/*/plan", .role(.editor)) { try $0.plans.chooser(attraction: $0.id) },
            page("POST", "attractions/*/plan", .role(.editor)) {
                try $0.plans.add(attraction: $0.id, $0.form)
            },
            page("GET", "attractions/*/edit", .role(.editor)) { try $0.attractions.editForm($0.id) },
            page("POST", "attractions/*/edit", .role(.editor)) {
                try $0.attractions.submit(id: $0.id, $0.form)
            },
            page("GET", "attractions/*/remove", .role(.editor)) { try $0.attractions.confirmRemoval($0.id) },
            page("POST", "attractions/*/remove", .role(.editor)) { try $0.attractions.remove($0.id) },
            page("POST", "attractions/*/move", .role(.editor)) { try $0.attractions.move($0.id, $0.form) },
            // Every member records their own visits, rating and note.
            page("POST", "attractions/*/visit-record", .role(.viewer)) {
                try $0.attractions.recordVisit($0.id, $0.form)
            },
            page("POST", "attractions/*/visits", .role(.viewer)) { try $0.attractions.visit($0.id, $0.form) },
            page("POST", "attractions/*/rating", .role(.viewer)) { try $0.attractions.rate($0.id, $0.form) },
            page("POST", "attractions/*/note", .role(.viewer)) { try $0.attractions.note($0.id, $0.form) },
        ] + [
            api("GET", "places", .role(.viewer)) { try $0.api.places() },
            api("GET", "places/*/photos", .role(.viewer)) {
                try $0.api.placePhotos($0.id, $0.request.query["limit"], license: $0.request.query["license"])
            },
            api("GET", "photos/*", .role(.viewer)) { try $0.api.photo($0.id) },
            api("GET", "recents", .role(.viewer)) { try $0.api.recents() },
            api("GET", "household", .role(.viewer)) { try $0.household.json() },
            api("GET", "plans", .role(.viewer)) { try $0.plans.listJSON() },
            api("GET", "plans/*", .role(.viewer)) { try $0.plans.json($0.id) },
            api("POST", "recents", .role(.viewer)) { try $0.api.record($0.request.body) },
            api("GET", "attractions", .role(.viewer)) { try $0.api.attractions($0.request.queryItems) },
            api("POST", "attractions", .role(.editor)) { try $0.api.add($0.request.body) },
            api("GET", "export", .role(.viewer)) {
                try $0.api.export($0.request.query["format"], $0.request.queryItems)
            },
            api("GET", "attractions/*", .role(.viewer)) { try $0.api.attraction($0.id) },
            api("PUT", "attractions/*", .role(.editor)) { try $0.api.replace($0.id, $0.request.body) },
            api("DELETE", "attractions/*", .role(.editor)) { try $0.api.remove($0.id) },
            api("POST", "attractions/*/move", .role(.editor)) { try $0.api.move($0.id, $0.request.body) },
        ]

    private static func page(
        _ method: String, _ path: String, _ need: Need,
        _ handle: @escaping @Sendable (RouteCall) throws -> HTTPResponse?
    ) -> Route {
        Route(api: false, method: method, pattern: segments(path), need: need, handle: handle)
    }

    private static func api(
        _ method: String, _ path: String, _ need: Need,
        _ handle: @escaping @Sendable (RouteCall) throws -> HTTPResponse?
    ) -> Route {
        Route(api: true, method: method, pattern: segments(path), need: need, handle: handle)
    }

    private static func segments(_ path: String) -> [String] {
        path.isEmpty ? [] : path.split(separator: "/").map(String.init)
    }
}
