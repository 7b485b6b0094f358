import Foundation
import TestSupport
import Testing

/// Behind a reverse proxy every request comes from the proxy's address. Named with
/// `--trusted-proxy` (or the configuration file's `trusted-proxy`), the proxy's `X-Forwarded-For`
/// decides whom the sign-in throttle counts a failure against; from anyone else the header is
/// ignored, so sending one dodges nothing.
@Suite struct WebTrustedProxyTests {
    /// How the proxy is named: outings-web's arguments, or the configuration file's
    /// `trusted-proxy` as `outings config set` writes it.
    @Test(
        arguments: [
            (["--trusted-proxy", "127.0.0.1"], nil),
            (["--trusted-proxy", "::1", "--trusted-proxy", "::ffff:127.0.0.1"], nil),
            ([], "::1, 127.0.0.1"),
        ] as [([String], String?)])
    func behindATrustedProxyFailuresCountAgainstTheClientItNames(arguments: [String], config: String?) throws
    {
        let settings = try TemporaryFolder()
        let environment = ["XDG_CONFIG_HOME": settings.url.path]
        if let config {
            let set = try WebServerProcess.cliOutput(
                ["config", "set", "trusted-proxy", config], home: settings.url, environment: environment)
            #expect(set.status == 0)
        }
        let guide = try WebGuide(environment: environment, arguments: arguments, members: WebGuide.household)

        // Five failures from 203.0.113.5, each under another name (so no name is held up), each
        // with a line of its own in front that the client made up.
        for index in 1...5 {
            let failed = try signIn(
                guide, "nobody\(index)", password: "wrong",
                forwardedFor: ["198.51.100.\(index)", "203.0.113.5"])
            #expect(failed.status == 401, "\(failed.text)")
        }

        // Another client behind the same proxy signs in; 203.0.113.5 is held up.
        let other = try signIn(guide, "ada", password: WebGuide.password, forwardedFor: ["203.0.113.6"])
        #expect(other.status == 303, "\(other.text)")
        let held = try signIn(guide, "ada", password: WebGuide.password, forwardedFor: ["203.0.113.5"])
        #expect(held.status == 429, "\(held.text)")
    }

    @Test func withoutTheFlagTheHeaderIsIgnored() throws {
        let guide = try WebGuide(members: WebGuide.household)

        for index in 1...5 {
            let failed = try signIn(
                guide, "nobody\(index)", password: "wrong", forwardedFor: ["198.51.100.\(index)"])
            #expect(failed.status == 401, "\(failed.text)")
        }

        // Every failure counted against 127.0.0.1, the connection's own address: a new header
        // gets no fresh start.
        let spoofed = try signIn(guide, "ada", password: WebGuide.password, forwardedFor: ["203.0.113.9"])
        #expect(spoofed.status == 429, "\(spoofed.text)")
    }

    @Test func configSetRefusesWhatIsNoAddressAndWritesNothing() throws {
        let settings = try TemporaryFolder()
        let set = try WebServerProcess.cliOutput(
            ["config", "set", "trusted-proxy", "127.0.0.1,proxy.home"], home: settings.url,
            environment: ["XDG_CONFIG_HOME": settings.url.path])
        #expect(set.status == 64)
        #expect(!FileManager.default.fileExists(atPath: settings.path("outings/config")))
    }

    @Test func aConfigurationFileWithABadTrustedProxyIsExit78NamingIt() throws {
        let settings = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: settings.path("outings"), withIntermediateDirectories: true)
        try Data("trusted-proxy = 127.0.0.1, proxy.home\n".utf8).write(
            to: URL(fileURLWithPath: settings.path("outings/config")))
        let result = try WebServerProcess.runToExit(
            ["--store", "memory:"], environment: ["XDG_CONFIG_HOME": settings.url.path])
        #expect(result.status == 78, "\(result.stderr)")
        #expect(
            result.stderr
                == "outings-web: \(settings.path("outings/config")): trusted-proxy must be IP addresses "
                + "separated by commas (such as 127.0.0.1, ::1), not \"127.0.0.1, proxy.home\"\n")
    }

    /// A sign-in from 127.0.0.1 with `X-Forwarded-For` lines as a proxy would pass them on.
    private func signIn(_ guide: WebGuide, _ name: String, password: String, forwardedFor: [String]) throws
        -> RawHTTPClient.Response
    {
        let token = try WebGuide.token(in: guide.client.get("/sign-in").text)
        // One header line each: the client's own, then the proxy's.
        let lines = forwardedFor.joined(separator: "\r\nX-Forwarded-For: ")
        return try guide.client.form(
            "/sign-in", [("csrf", token), ("name", name), ("password", password), ("next", "/")],
            headers: ["X-Forwarded-For": lines])
    }
}
