import Foundation
import TestSupport
import Testing

/// `/account`: a member's own display name, password, API tokens and sessions.
@Suite(.serialized)
struct WebAccountTests {
    @Test func aPasswordChangeEndsTheOtherSessionsAndKeepsThisOne() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let here = try guide.cookie("vic")
        let elsewhere = try guide.cookie("vic")
        let page = try guide.client.get("/account", headers: ["Cookie": here])
        #expect(page.status == 200)
        #expect(page.text.contains("(this browser)"))
        let new = "a new long password"
        let wrong = try guide.post(
            "/account/password",
            [("current-password", "not the password"), ("password", new), ("password-again", new)],
            cookie: here)
        #expect(wrong.status == 400)
        #expect(wrong.text.contains("the current password is not right"))
        let mismatch = try guide.post(
            "/account/password",
            [("current-password", WebGuide.password), ("password", new), ("password-again", new + "!")],
            cookie: here)
        #expect(mismatch.status == 422)
        #expect(try guide.client.get("/", headers: ["Cookie": elsewhere]).status == 200)
        let changed = try guide.post(
            "/account/password",
            [("current-password", WebGuide.password), ("password", new), ("password-again", new)],
            cookie: here)
        #expect(changed.status == 303)
        #expect(changed.headers["location"] == "/account")
        let ended = try guide.client.get("/", headers: ["Cookie": elsewhere])
        #expect(ended.status == 303)
        #expect(ended.headers["location"]?.hasPrefix("/sign-in") == true)
        #expect(try guide.client.get("/", headers: ["Cookie": here]).status == 200)
        #expect(try guide.signIn("vic").status == 401)
        #expect(try guide.signIn("vic", password: new).status == 303)
    }

    @Test func wrongCurrentPasswordsSlowTheNameDownAsFailedSignInsDo() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let new = "a new long password"
        func change(from current: String) throws -> Int {
            try guide.post(
                "/account/password",
                [("current-password", current), ("password", new), ("password-again", new)],
                cookie: cookie
            ).status
        }
        for _ in 0..<5 { #expect(try change(from: "a wrong guess") == 400) }
        #expect(try change(from: WebGuide.password) == 429)
        #expect(try guide.signIn("vic").status == 429)
        #expect(try guide.client.get("/", headers: ["Cookie": cookie]).status == 200)
    }

    @Test func aTokenMadeOnTheAccountPageOpensTheAPIUntilRevoked() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let made = try guide.post("/account/tokens", cookie: cookie)
        #expect(made.status == 200)
        let token = try #require(Self.value(in: made.text, after: #"<code id="new-token">"#, upTo: "<"))
        #expect(token.count == 43)
        let bearer = ["Authorization": "Bearer \(token)"]
        #expect(try guide.client.get("/api/places", headers: bearer).status == 200)
        // Shown once: the page lists it by id only.
        let page = try guide.client.get("/account", headers: ["Cookie": cookie]).text
        #expect(!page.contains(token))
        let id = try #require(Self.value(in: page, after: #"action="/account/tokens/"#, upTo: "/"))
        #expect(id.count == 12)
        #expect(try guide.post("/account/tokens/\(id)/revoke", cookie: cookie).status == 303)
        #expect(try guide.client.get("/api/places", headers: bearer).status == 401)
        #expect(try guide.post("/account/tokens/\(id)/revoke", cookie: cookie).status == 404)
    }

    /// Reloading the answer that shows a new token sends its form again: that makes no second
    /// token and goes back to the page, where the first is listed.
    @Test func theTokenFormSentTwiceMakesOneToken() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let page = try guide.client.get("/account", headers: ["Cookie": cookie]).text
        let once = try #require(Self.value(in: page, after: #"name="once" value=""#, upTo: "\""))
        let fields = [("csrf", try guide.csrf(cookie: cookie)), ("once", once)]

        let first = try guide.client.form("/account/tokens", fields, headers: ["Cookie": cookie])
        let again = try guide.client.form("/account/tokens", fields, headers: ["Cookie": cookie])

        #expect(first.status == 200)
        #expect(first.text.contains(#"<code id="new-token">"#))
        #expect(again.status == 303)
        #expect(again.headers["location"] == "/account")
        let listed = try guide.client.get("/account", headers: ["Cookie": cookie]).text
        #expect(listed.components(separatedBy: #"action="/account/tokens/"#).count - 1 == 1)
        // A new page gives a new value, which makes a second token.
        let next = try #require(Self.value(in: listed, after: #"name="once" value=""#, upTo: "\""))
        #expect(next != once)
        let second = try guide.client.form(
            "/account/tokens", [("csrf", try guide.csrf(cookie: cookie)), ("once", next)],
            headers: ["Cookie": cookie])
        #expect(second.status == 200)
    }

    @Test func signingOutEverywhereElseKeepsThisBrowser() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let here = try guide.cookie("eddie")
        let elsewhere = try guide.cookie("eddie")
        let other = try guide.cookie("vic")
        #expect(try guide.post("/account/sessions/end-others", cookie: here).status == 303)
        #expect(try guide.client.get("/", headers: ["Cookie": elsewhere]).status == 303)
        #expect(try guide.client.get("/", headers: ["Cookie": here]).status == 200)
        #expect(try guide.client.get("/", headers: ["Cookie": other]).status == 200)
    }

    @Test func aDisplayNameIsChangedEscapedAndChecked() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let hostile = "<b>Vic</b> \"&\""
        #expect(try guide.post("/account/name", [("display-name", hostile)], cookie: cookie).status == 303)
        let page = try guide.client.get("/account", headers: ["Cookie": cookie]).text
        #expect(page.contains(#"<a href="/account">&lt;b&gt;Vic&lt;/b&gt; &quot;&amp;&quot;</a>"#))
        #expect(!page.contains("<b>Vic"))
        let refused = try guide.post(
            "/account/name", [("display-name", String(repeating: "x", count: 65))], cookie: cookie)
        #expect(refused.status == 422)
        #expect(refused.text.contains("a display name is one line of at most 64 characters"))
    }

    /// A name bounded only in characters let 64 letters carry 2,600 combining marks each (333 KB on
    /// every page), and U+2066 passed though the message says bidi characters are refused.
    @Test(arguments: [
        String(repeating: "X" + String(repeating: "\u{301}", count: 2_600), count: 64), "Vic \u{2066}V",
    ])
    func aDisplayNameBeyondItsBoundIsRefusedAndTheOldOneKept(name: String) throws {
        let guide = try WebGuide(members: WebGuide.household)
        let cookie = try guide.cookie("vic")
        let refused = try guide.post("/account/name", [("display-name", name)], cookie: cookie)
        #expect(refused.status == 422)
        #expect(refused.text.contains("without control or bidi characters"))
        let page = try guide.client.get("/account", headers: ["Cookie": cookie]).text
        #expect(!page.contains("\u{301}\u{301}") && !page.contains("\u{2066}"))
    }

    static func value(in page: String, after start: String, upTo end: Character) -> String? {
        guard let range = page.range(of: start) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != end })
    }
}
