import Foundation
import TestSupport
import Testing

/// Bringing the family in: the invitation link absolute on `--public-url` (or `public-url`), never
/// on loopback beyond it; the link as a field and a QR code that decodes to it; joining with a
/// name such as "Grandma Rose"; roles in plain words; `/account`'s "Advanced".
@Suite(.serialized)
struct WebFamilyInvitationTests {
    static let publicURL = "https://outings.example.org/family"

    /// The link on the page made by an owner's invitation form.
    static func invitationLink(_ page: String) -> String? {
        WebAccountTests.value(in: page, after: #"id="invitation-link" readonly value=""#, upTo: "\"")
    }

    static func qrSVG(_ page: String) -> String? {
        guard let start = page.range(of: "<svg "),
            let end = page.range(of: "</svg>", range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func withAPublicURLTheLinkAndItsQRCodeAreOnItAndItsHostIsServed() throws {
        let guide = try WebGuide(
            arguments: ["--public-url", Self.publicURL + "/"], members: WebGuide.household)
        #expect(
            guide.server.firstLine
                == "Serving Outings at \(Self.publicURL)/, listening on http://127.0.0.1:\(guide.server.port)/"
        )
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "viewer"), ("expires", "2d")], cookie: owner)
        #expect(made.status == 200)
        let link = try #require(Self.invitationLink(made.text))
        #expect(
            link.range(
                of: #"^https://outings\.example\.org/family/join/[A-Za-z0-9_-]{43}$"#,
                options: .regularExpression) != nil)
        // The page's QR code is the same link, read by ZBar from librsvg's rendering.
        let svg = try #require(Self.qrSVG(made.text))
        #expect(svg.contains(#"role="img""#))
        #expect(svg.contains(#"aria-label="QR code of the invitation link""#))
        #expect(try QRCodeReader.decode(svg: svg) == link)
        // Links that hand it to mail and messages carry it too.
        let token = String(link.suffix(43))
        #expect(
            made.text.contains(
                "mailto:?subject=Join%20our%20Outings%20guide&amp;body=Join%20our%20Outings%20guide%3A%20https%3A%2F%2Foutings.example.org%2Ffamily%2Fjoin%2F\(token)"
            ))
        #expect(made.text.contains("sms:?body=Join%20our%20Outings%20guide%3A%20https%3A%2F%2F"))
        // A reverse proxy passes the public Host and Origin on: both are accepted.
        let proxied = try guide.client.get(
            "/sign-in", headers: ["Host": "outings.example.org", "Origin": "https://outings.example.org"])
        #expect(proxied.status == 200)
        #expect(try guide.client.get("/sign-in", headers: ["Host": "elsewhere.example.org"]).status == 400)
    }

    @Test func theConfigFilesPublicURLCountsWhenNoOptionIsGiven() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        try WebServerProcess.cliOutput(
            ["config", "set", "public-url", "http://192.168.1.20:8080"], home: home)
        try WebServerProcess.cliOutput(
            ["--store", store, "members", "add", "ada", "--password-stdin"], home: home,
            stdin: WebGuide.password + "\n")
        let server = try WebServerProcess(["--store", store], home: home)
        #expect(
            server.firstLine
                == "Serving Outings at http://192.168.1.20:8080/, listening on http://127.0.0.1:\(server.port)/"
        )
        // The CLI prints its invitations on it too.
        let invite = try WebServerProcess.cliOutput(["--store", store, "members", "invite"], home: home)
        let printed = String(decoding: invite.stdout, as: UTF8.self)
        #expect(
            printed.range(
                of: #"^http://192\.168\.1\.20:8080/join/[A-Za-z0-9_-]{43}\n$"#, options: .regularExpression)
                != nil)
    }

    @Test(arguments: [
        "outings.example.org", "ftp://outings.example.org", "https://outings.example.org/?a=b", "",
    ])
    func aBadPublicURLIsAUsageErrorOnOneLine(value: String) throws {
        let run = try WebServerProcess.runToExit(["--store", "memory:", "--public-url", value])
        #expect(run.status == 64)
        #expect(run.stderr == "outings-web: \(PublicURLText.malformed(value))\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aBadPublicURLInTheConfigFileIsExit78() throws {
        let config = try TemporaryFolder()
        let folder = config.url.appendingPathComponent("outings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("public-url = outings.example.org\n".utf8).write(to: folder.appendingPathComponent("config"))
        let process = try WebServerProcess.runToExit(
            ["--store", "memory:"], environment: ["XDG_CONFIG_HOME": config.url.path])
        #expect(process.status == 78)
        #expect(process.stderr.contains("public-url must be an http or https address"))
    }

    @Test func listeningOnEveryAddressALinkAskedForOnLoopbackUsesAnotherAddressOfTheMachine() throws {
        let guide = try WebGuide(arguments: ["--listen", "0.0.0.0:0"], members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "viewer"), ("expires", "2d")], cookie: owner)
        let link = try #require(Self.invitationLink(made.text))
        #expect(link.hasPrefix("http://"))
        #expect(link.contains(":\(guide.server.port)/join/"))
        #expect(!link.hasPrefix("http://127."))
        #expect(!link.hasPrefix("http://localhost"))
        #expect(!link.hasPrefix("http://[::1]"))
        // Asked at a LAN address, that one.
        let lan = try guide.client.form(
            "/members/invites",
            [("csrf", try guide.csrf(cookie: owner)), ("role", "viewer"), ("expires", "2d")],
            headers: [
                "Cookie": owner, "Host": "10.1.2.3:\(guide.server.port)",
                "Origin": "http://10.1.2.3:\(guide.server.port)",
            ])
        #expect(
            Self.invitationLink(lan.text)?.hasPrefix("http://10.1.2.3:\(guide.server.port)/join/") == true)
    }

    @Test func grandmaRoseJoinsWithTheSignInNameMadeFromHerName() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let made = try guide.post("/members/invites", [("role", "editor"), ("expires", "2d")], cookie: owner)
        let link = try #require(Self.invitationLink(made.text))
        let path = String(link[try #require(link.range(of: "/join/")).lowerBound...])
        let form = try guide.client.get(path)
        #expect(form.status == 200)
        #expect(form.text.contains(#"<label for="display-name">What should we call you?</label>"#))
        // Who invited her, and what an editor may do, in the table's words.
        #expect(
            form.text.contains(
                "<strong>ada</strong> invited you to join this Outings guide as <strong>an editor</strong>"))
        #expect(form.text.contains("add, change, arrange and remove attractions"))
        // A typo in the second password: everything typed comes back, the name proposed.
        let typo = try guide.join(path, name: "", displayName: "Grandma Rose", again: "something else")
        #expect(typo.status == 400)
        #expect(
            typo.text.contains(
                #"id="display-name" name="display-name" autocomplete="name" aria-describedby="display-name-hint" value="Grandma Rose""#
            ))
        #expect(typo.text.contains(#"value="grandma-rose""#))
        #expect(
            typo.text.contains(
                #"id="password" name="password" autocomplete="new-password" required aria-describedby="password-hint" value="\#(WebGuide.password)""#
            ))
        #expect(
            typo.text.contains(
                #"id="password-again" name="password-again" autocomplete="new-password" required value="something else""#
            ))
        let joined = try guide.join(path, name: "", displayName: "Grandma Rose")
        #expect(joined.status == 303)
        #expect(try guide.memberRoles()["grandma-rose"] == "editor")
        let listed = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "list", "--json"], home: guide.home)
        let rows = try JSONSerialization.jsonObject(with: listed.stdout) as? [[String: Any]] ?? []
        #expect(
            rows.first { $0["name"] as? String == "grandma-rose" }?["displayName"] as? String
                == "Grandma Rose")
    }

    @Test func aTakenProposalGetsANumberAndAnEditedNameIsKept() throws {
        let guide = try WebGuide(members: WebGuide.household + [("grandma-rose", "viewer")])
        #expect(try guide.join(try guide.invite(), name: "", displayName: "Grandma Rose").status == 303)
        #expect(try guide.join(try guide.invite(), name: "rosie", displayName: "Grandma Rose").status == 303)
        let roles = try guide.memberRoles()
        #expect(roles["grandma-rose-2"] == "viewer")
        #expect(roles["rosie"] == "viewer")
    }

    @Test func membersSaysWhatEachRoleMayDoAndAccountKeepsTokensUnderAdvanced() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let owner = try guide.cookie("ada")
        let members = try guide.client.get("/members", headers: ["Cookie": owner]).text
        #expect(
            members.contains(
                "<dt>viewer</dt><dd>can look at everything in the guide and keep their own visits, ratings and notes</dd>"
            ))
        #expect(members.contains("<dt>owner</dt><dd>can also invite people"))
        let account = try guide.client.get("/account", headers: ["Cookie": owner]).text
        let advanced = try #require(
            account.range(of: "<details class=\"advanced\"><summary>Advanced</summary>"))
        let tokens = try #require(account.range(of: "<h2>API tokens</h2>"))
        let sessions = try #require(account.range(of: "<h2>Sessions</h2>"))
        let end = try #require(account.range(of: "</details>"))
        #expect(advanced.upperBound <= tokens.lowerBound && sessions.upperBound <= end.lowerBound)
        // Opened when it shows a token just made.
        let made = try guide.post("/account/tokens", [("once", try Self.once(account))], cookie: owner)
        #expect(made.text.contains("<details class=\"advanced\" open><summary>Advanced</summary>"))
    }

    static func once(_ page: String) throws -> String {
        try #require(WebAccountTests.value(in: page, after: #"name="once" value=""#, upTo: "\""))
    }
}

/// The one-line message of `PublicURL.malformed` for `--public-url`, written out here.
enum PublicURLText {
    static func malformed(_ value: String) -> String {
        "--public-url must be an http or https address such as https://outings.example.org or "
            + "http://192.168.1.20:8080/family, not \"\(value)\""
    }
}
