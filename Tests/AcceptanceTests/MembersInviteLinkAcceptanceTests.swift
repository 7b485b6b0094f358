import Foundation
import TestSupport
import Testing

/// `outings members invite` on the config file's `public-url`, and `--qr`: the code printed under
/// the link, read back by ZBar, is the link.
@Suite(.serialized)
struct MembersInviteLinkAcceptanceTests {
    private func owner() throws -> OutingsBinary {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: "correct horse battery\n")
        return cli
    }

    @Test func theLinkIsAbsoluteOnTheConfiguredPublicURL() throws {
        let cli = try owner()
        let set = try cli.run(["config", "set", "public-url", "https://outings.example.org/family/"])
        let invite = try cli.run(["members", "invite"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(invite.status == 0, "\(invite.stderr)")
        #expect(
            invite.stdout.range(
                of: #"^https://outings\.example\.org/family/join/[A-Za-z0-9_-]{43}\n$"#,
                options: .regularExpression)
                != nil)
        #expect(
            try cli.run(["config", "get", "public-url"]).stdout == "https://outings.example.org/family/\n")
    }

    @Test func aMalformedPublicURLIsRefusedBySetAndByInviteWithoutMakingAnInvitation() throws {
        let cli = try owner()
        let set = try cli.run(["config", "set", "public-url", "outings.example.org"])
        #expect(set.status == 64)
        #expect(
            set.stderr
                == "outings: public-url must be an http or https address such as https://outings.example.org or http://192.168.1.20:8080/family, not \"outings.example.org\"\n"
        )
        // Written by hand instead: invite stops with the configuration's exit code.
        let folder = cli.home.appendingPathComponent(".config/outings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("public-url = ftp://x\n".utf8).write(to: folder.appendingPathComponent("config"))
        // 0600, as `config set` writes it: else a warning adds a line.
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: folder.appendingPathComponent("config").path)
        let invite = try cli.run(["members", "invite"])
        #expect(invite.status == 78)
        #expect(invite.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["members", "invites"]).stdout == "No open invitations.\n")
    }

    @Test func qrPrintsACodeOfTheLinkUnderIt() throws {
        let cli = try owner()
        try cli.run(["config", "set", "public-url", "http://192.168.1.20:8080"])
        let invite = try cli.run(["members", "invite", "--qr"])
        #expect(invite.status == 0, "\(invite.stderr)")
        let lines = invite.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let link = lines[0]
        #expect(link.hasPrefix("http://192.168.1.20:8080/join/"))
        let code = Array(lines.dropFirst().dropLast())
        #expect(lines.last == "")
        // Not a terminal: no escapes, only half blocks and spaces, with a quiet zone all round.
        #expect(code.allSatisfy { $0.allSatisfy { " ▀▄█".contains($0) } })
        #expect(code.first?.allSatisfy { $0 == " " } == true)
        #expect(try QRCodeReader.decode(halfBlocks: code) == link)
    }

    @Test func onAColourTerminalTheCodeIsBlackOnWhite() throws {
        let cli = try owner()
        try cli.run(["config", "set", "public-url", "http://192.168.1.20:8080"])
        let invite = try cli.run(["--color", "always", "members", "invite", "--qr"])
        let lines = invite.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 10)
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("\u{1B}[30;107m") && line.hasSuffix("\u{1B}[0m"))
        }
        let plain = lines.dropFirst().map {
            $0.replacingOccurrences(of: "\u{1B}[30;107m", with: "").replacingOccurrences(
                of: "\u{1B}[0m", with: "")
        }
        #expect(try QRCodeReader.decode(halfBlocks: Array(plain)) == lines[0])
    }

    @Test func qrWithoutAPublicURLIsAUsageErrorAndMakesNoInvitation() throws {
        let cli = try owner()
        let invite = try cli.run(["members", "invite", "--qr"])
        #expect(invite.status == 64)
        #expect(invite.stderr.hasPrefix("outings: --qr needs the web guide's address"))
        #expect(invite.stdout.isEmpty)
        #expect(try cli.run(["members", "invites"]).stdout == "No open invitations.\n")
    }

    @Test func theMembersHelpSaysWhatEachRoleMayDo() throws {
        let help = try OutingsBinary().run(["help", "members"]).stdout
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flat.contains(
                "viewer can look at everything in the guide and keep their own visits, ratings and notes"))
        #expect(flat.contains("editor can also add, change, arrange and remove attractions"))
        #expect(flat.contains("owner can also invite people"))
    }
}
