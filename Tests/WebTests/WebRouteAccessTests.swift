import Domain
import Foundation
import Testing

@testable import OutingsWebApp

/// Every route and method of `Route.table` against every kind of visitor: the expected answer
/// is worked out from the route's declared need, so a new route is covered as soon as it is
/// declared; one not declared is no route at all (404).
@Suite(.serialized)
struct WebRouteAccessTests {
    enum Visitor: CaseIterable {
        case signedOut, viewer, editor, owner, foreignCookie, revokedToken
        /// An owner's session unused past its idle time, and one older than its absolute lifetime
        /// however recently used.
        case idleSession, oldSession

        /// The role it holds, nil when the server must treat it as signed out.
        var role: MemberRole? {
            switch self {
            case .viewer: .viewer
            case .editor: .editor
            case .owner: .owner
            default: nil
            }
        }
    }

    /// The table itself, against the roles as the issue states them.
    @Test func theTableGivesEachRoleWhatItMayDo() {
        let need = Route.need
        #expect(need(false, "GET", ["sign-in"]) == .anyone)
        #expect(need(false, "POST", ["sign-in"]) == .anyone)
        #expect(need(false, "HEAD", ["places", "x"]) == .role(.viewer))
        #expect(need(false, "POST", ["recents", "clear"]) == .role(.viewer))
        #expect(need(true, "POST", ["recents"]) == .role(.viewer))
        #expect(need(false, "GET", ["attractions", "new"]) == .role(.editor))
        #expect(need(false, "GET", ["attractions", "x"]) == .role(.viewer))
        for (method, path) in [
            ("POST", ["attractions"]), ("PUT", ["attractions", "x"]),
            ("DELETE", ["attractions", "x"]), ("POST", ["attractions", "x", "move"]),
        ] {
            #expect(need(true, method, path) == .role(.editor))
        }
        // Every member records their own visits, rating and note.
        for form in ["visits", "rating", "note"] {
            #expect(need(false, "POST", ["attractions", "x", form]) == .role(.viewer))
        }
        #expect(need(false, "GET", ["join", "x"]) == .anyone)
        #expect(need(false, "POST", ["join", "x"]) == .anyone)
        #expect(need(false, "GET", ["account"]) == .role(.viewer))
        #expect(need(false, "POST", ["account", "tokens", "x", "revoke"]) == .role(.viewer))
        for path in [["members", "invites"], ["members", "x", "role"], ["members", "x", "remove"]] {
            #expect(need(false, "POST", path) == .role(.owner))
        }
        #expect(need(false, "GET", ["members"]) == .role(.owner))
        #expect(need(false, "POST", ["members", "invites", "x", "cancel"]) == .role(.owner))
        // Not declared: no route, so nobody is served.
        #expect(need(false, "GET", ["members", "x"]) == nil)
        #expect(need(true, "PATCH", ["attractions", "x"]) == nil)
    }

    /// Dispatch finds each declared route: no method of a path is declared twice (the second
    /// would never run), and a path names the route its pattern declares.
    @Test func eachRouteIsDeclaredOnceAndFoundByItsPath() throws {
        let keys = Route.table.map { "\($0.api) \($0.method) \($0.pattern.joined(separator: "/"))" }
        #expect(Set(keys).count == keys.count)
        for route in Route.table {
            let segments = route.pattern.map { $0 == "*" ? "x" : $0 }
            let found = try #require(Route.path(api: route.api, segments), "\(route.pattern)")
            #expect(found.routes.contains { $0.method == route.method && $0.pattern == route.pattern })
            #expect(found.ids == Array(repeating: "x", count: route.pattern.filter { $0 == "*" }.count))
        }
        let head = try #require(Route.path(api: false, ["attractions", "new"]))
        #expect(Route.allowed(head.routes) == ["GET", "POST", "HEAD"])
    }

    @Test func everyRouteAndMethodAnswersEachVisitorAsItsNeedSays() throws {
        let guide = try WebGuide(members: WebGuide.household)
        // A cookie from the server of another store, presented to this one.
        let foreign = try WebGuide(members: WebGuide.household)
        let revoked = try guide.apiToken("vic")
        try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "token", "vic", "--revoke"], home: guide.home)
        var headers: [Visitor: [String: String]] = [
            .signedOut: [:], .foreignCookie: ["Cookie": try foreign.cookie("ada")],
            .revokedToken: ["Authorization": "Bearer \(revoked)"],
        ]
        var tokens: [Visitor: String] = [:]
        let names: [Visitor: String] = [.viewer: "vic", .editor: "eddie", .owner: "ada"]
        // Expired, but for the time passed only: sessions of the owner made in the store.
        let stored: [Visitor: (Int64, Int64)] = [
            .idleSession: (-86_400, -1), .oldSession: (-91 * 86_400, 86_400),
        ]
        // Again after each sign-out, which ends the member's sessions.
        // Each visitor's form token is the one the pages it is shown carry.
        func signIn(_ visitor: Visitor) throws {
            if let name = names[visitor] { headers[visitor] = ["Cookie": try guide.cookie(name)] }
            // Written again after the owner's sign-out, which ends every session of the owner.
            if let (created, expires) = stored[visitor] {
                headers[visitor] = [
                    "Cookie": try guide.storedSession("ada", created: created, expires: expires)
                ]
            }
            let page = try guide.client.get("/sign-in", headers: headers[visitor] ?? [:])
            tokens[visitor] = try WebGuide.token(in: page.text)
        }
        for visitor in Visitor.allCases { try signIn(visitor) }
        for rule in Route.table {
            let path =
                (rule.api ? "/api/" : "/")
                + rule.pattern.map { $0 == "*" ? "none" : $0 }.joined(separator: "/")
            for visitor in Visitor.allCases {
                var sent = headers[visitor] ?? [:]
                let answer: RawHTTPClient.Response
                // Failed sign-ins slow down their address: those of this table come from another.
                var client = guide.client
                if rule.pattern == ["sign-in"] { client.source = "127.0.0.3" }
                if rule.method == "GET" {
                    answer = try client.get(path, headers: sent)
                } else if rule.api {
                    sent["X-CSRF-Token"] = tokens[visitor] ?? ""
                    answer = try client.json(rule.method, path, [String: String](), headers: sent)
                } else {
                    answer = try client.form(path, [("csrf", tokens[visitor] ?? "")], headers: sent)
                }
                if rule.pattern == ["sign-out"] { try signIn(visitor) }
                let label = "\(rule.method) \(path) as \(visitor)"
                switch (rule.need, visitor.role) {
                case (.anyone, _), (.always, _):
                    #expect(answer.status != 403, "\(label)")
                    #expect(answer.headers["location"]?.hasPrefix("/sign-in?next=") != true, "\(label)")
                case (.role, nil):
                    if rule.api {
                        #expect(answer.status == 401, "\(label)")
                    } else {
                        #expect(answer.status == 303, "\(label)")
                        #expect(answer.headers["location"]?.hasPrefix("/sign-in?next=") == true, "\(label)")
                    }
                case (.role(let needed), let held?):
                    let allowed = held >= needed
                    if allowed {
                        #expect(![401, 403].contains(answer.status), "\(label): \(answer.status)")
                        #expect(answer.headers["location"]?.hasPrefix("/sign-in?next=") != true, "\(label)")
                    } else {
                        #expect(answer.status == 403, "\(label)")
                    }
                }
            }
        }
    }
}
