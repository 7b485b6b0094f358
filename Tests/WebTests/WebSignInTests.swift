import Foundation
import Testing

/// Signing in and out, the cookie, the form token bound to the session, and who sees whose
/// recents, against a served guide with members.
@Suite(.serialized)
struct WebSignInTests {
    @Test func signedOutPagesRedirectToSignInAndTheAPIAnswers401() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let page = try guide.client.get("/places/\(WebGuide.paris)?page=2")
        #expect(page.status == 303)
        #expect(page.headers["location"] == "/sign-in?next=/places/\(WebGuide.paris)%3Fpage%3D2")
        let api = try guide.client.get("/api/places")
        #expect(api.status == 401)
        #expect((try api.json() as? [String: Any])?["error"] is String)
        #expect(try guide.client.get("/sign-in").status == 200)
    }

    @Test func signInSetsAFreshHttpOnlyLaxCookieAndEndsTheOldSession() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let first = try guide.signIn("vic", next: "/recents")
        #expect(first.status == 303)
        #expect(first.headers["location"] == "/recents")
        let flags = first.headers["set-cookie"] ?? ""
        #expect(flags.hasPrefix("outings-session="))
        for flag in ["HttpOnly", "SameSite=Lax", "Path=/"] { #expect(flags.contains(flag)) }
        #expect(!flags.contains("Secure"))
        let old = try #require(WebGuide.sessionCookie(first))
        #expect(try guide.client.get("/", headers: ["Cookie": old]).status == 200)
        // Signing in again from the same browser: a new id, and the one it had no longer works.
        let again = try guide.signIn("vic", cookie: old)
        let new = try #require(WebGuide.sessionCookie(again))
        #expect(new != old)
        #expect(try guide.client.get("/", headers: ["Cookie": old]).status == 303)
        #expect(try guide.client.get("/", headers: ["Cookie": new]).status == 200)
    }

    @Test func nextIsOnlyEverAPathOnThisServer() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for hostile in ["//evil.example/", "https://evil.example/", "/\\evil.example", "evil"] {
            #expect(try guide.signIn("vic", next: hostile).headers["location"] == "/")
        }
    }

    @Test func anUnknownNameAndAWrongPasswordGetTheSameAnswer() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let unknown = try guide.signIn("nobody")
        let wrong = try guide.signIn("vic", password: "not the password")
        #expect(unknown.status == 401)
        #expect(wrong.status == 401)
        #expect(unknown.headers["set-cookie"] == nil)
        let alert = "that name and password do not match a member"
        #expect(unknown.text.contains(alert))
        #expect(wrong.text.contains(alert))
        #expect(
            unknown.text.replacingOccurrences(of: "nobody", with: "vic") == wrong.text)
    }

    @Test func signOutEndsEveryOtherSessionOfTheMember() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let here = try guide.cookie("vic")
        #expect(try guide.client.get("/", headers: ["Cookie": here]).text.contains(#"action="/sign-out""#))
        let elsewhere = try guide.cookie("vic")
        let owner = try guide.cookie("ada")
        let out = try guide.client.form(
            "/sign-out", [("csrf", guide.csrf(cookie: here))], headers: ["Cookie": here])
        #expect(out.status == 303)
        #expect(out.headers["set-cookie"]?.contains("Max-Age=0") == true)
        #expect(try guide.client.get("/", headers: ["Cookie": elsewhere]).status == 303)
        #expect(try guide.client.get("/", headers: ["Cookie": owner]).status == 200)
    }

    @Test func theFormTokenIsBoundToTheSession() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let one = try guide.cookie("vic")
        let other = try guide.cookie("vic")
        #expect(try guide.csrf(cookie: one) != guide.csrf(cookie: other))
        let crossed = try guide.client.form(
            "/recents/clear", [("csrf", guide.csrf(cookie: other))], headers: ["Cookie": one])
        #expect(crossed.status == 403)
        let own = try guide.client.form(
            "/recents/clear", [("csrf", guide.csrf(cookie: one))], headers: ["Cookie": one])
        #expect(own.status == 303)
    }

    @Test func eachMemberHasTheirOwnRecents() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let vic = try guide.apiToken("vic")
        let eddie = try guide.apiToken("eddie")
        let recorded = try guide.client.json(
            "POST", "/api/recents", ["id": WebGuide.eiffel], headers: ["Authorization": "Bearer \(vic)"])
        #expect(recorded.status == 200)
        #expect(
            try guide.client.get("/api/recents", headers: ["Authorization": "Bearer \(vic)"]).text.contains(
                WebGuide.eiffel))
        #expect(
            try !guide.client.get("/api/recents", headers: ["Authorization": "Bearer \(eddie)"]).text
                .contains(WebGuide.eiffel))
    }

    @Test func failedSignInsSlowDownANameAcrossServersAndRestarts() throws {
        let guide = try WebGuide(members: WebGuide.household)
        for _ in 0..<5 { #expect(try guide.signIn("vic", password: "wrong password").status == 401) }
        // A second server on the same store, then one started after both stopped.
        let other = try WebServerProcess(["--store", "sqlite:\(guide.storePath)"], home: guide.home)
        let token = try WebGuide.token(in: other.client.get("/sign-in").text)
        let refused = try other.client.form(
            "/sign-in", [("csrf", token), ("name", "VIC"), ("password", WebGuide.password)])
        #expect(refused.status == 429)
        #expect(refused.headers["retry-after"] != nil)
        _ = other.stop()
        _ = guide.server.stop()
        let restarted = try WebServerProcess(["--store", "sqlite:\(guide.storePath)"], home: guide.home)
        let again = try restarted.client.form(
            "/sign-in",
            [
                ("csrf", WebGuide.token(in: restarted.client.get("/sign-in").text)), ("name", "vic"),
                ("password", WebGuide.password),
            ])
        #expect(again.status == 429)
        // The owner clears it from the CLI; the next try goes ahead at once.
        try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "unlock", "vic", "--address", "127.0.0.1"],
            home: guide.home)
        let unlocked = try restarted.client.form(
            "/sign-in",
            [
                ("csrf", WebGuide.token(in: restarted.client.get("/sign-in").text)), ("name", "vic"),
                ("password", WebGuide.password),
            ])
        #expect(unlocked.status == 303)
    }

    @Test func failedSignInsFromOneAddressSlowItDownForEveryName() throws {
        let guide = try WebGuide(members: WebGuide.household)
        var elsewhere = guide.client
        elsewhere.source = "127.0.0.2"
        let token = try WebGuide.token(in: elsewhere.get("/sign-in").text)
        for name in ["ann", "bob", "cyd", "dee", "eve"] {
            let answer = try elsewhere.form(
                "/sign-in", [("csrf", token), ("name", name), ("password", "wrong password")])
            #expect(answer.status == 401)
        }
        let throttled = try elsewhere.form(
            "/sign-in", [("csrf", token), ("name", "vic"), ("password", WebGuide.password)])
        #expect(throttled.status == 429)
        // The member, from their own address, is not held up.
        #expect(try guide.signIn("vic").status == 303)
    }

    @Test func aPasswordChangeEndsTheMembersSessions() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "password", "vic", "--password-stdin"],
            home: guide.home, stdin: "another long password\n")
        #expect(try guide.client.get("/", headers: ["Cookie": cookie]).status == 303)
        #expect(try guide.signIn("vic", password: "another long password").status == 303)
    }
}
