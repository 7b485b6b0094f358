import Foundation
import Testing

/// How long a sign-in lasts is a setting: `OUTINGS_SESSION_IDLE` / `OUTINGS_SESSION_LIFETIME`,
/// else the configuration file's `session-idle` / `session-lifetime`, else 14 and 90 days.
@Suite(.serialized)
struct WebSessionLifetimeTests {
    static let day: Int64 = 86_400

    /// The signed-in session's `Max-Age` and its stored idle expiry (`expires - created`, from
    /// `outings members sessions --json`).
    static func lifetimes(_ guide: WebGuide) throws -> (maxAge: Int64?, idle: Int64?) {
        let cookie = try guide.signIn("vic").headers["set-cookie"] ?? ""
        let maxAge = cookie.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("Max-Age=") }.flatMap { Int64($0.dropFirst("Max-Age=".count)) }
        let output = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "sessions", "vic", "--json"], home: guide.home
        )
        let sessions = try JSONSerialization.jsonObject(with: output.stdout) as? [[String: Any]] ?? []
        let idle = sessions.last.flatMap { session -> Int64? in
            guard let created = session["created"] as? Int, let expires = session["expires"] as? Int else {
                return nil
            }
            return Int64(expires - created)
        }
        return (maxAge, idle)
    }

    @Test func byDefaultASessionLasts14DaysUnusedAnd90DaysInAll() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let found = try Self.lifetimes(guide)
        #expect(found.maxAge == 90 * Self.day)
        #expect(found.idle == 14 * Self.day)
        // Used 89 days after sign-in it still works; 91 days after, it does not.
        let recent = try guide.storedSession("vic", created: -89 * Self.day, expires: Self.day)
        #expect(try guide.client.get("/", headers: ["Cookie": recent]).status == 200)
        let old = try guide.storedSession("vic", created: -91 * Self.day, expires: Self.day)
        #expect(try guide.client.get("/", headers: ["Cookie": old]).status == 303)
    }

    @Test func theVariablesSetBothLifetimes() throws {
        let guide = try WebGuide(
            environment: ["OUTINGS_SESSION_IDLE": "2h", "OUTINGS_SESSION_LIFETIME": "3d"],
            members: WebGuide.household)
        let found = try Self.lifetimes(guide)
        #expect(found.maxAge == 3 * Self.day)
        #expect(found.idle == Int64(2 * 3600))
        // Made four days ago and used since: past the configured three days.
        let old = try guide.storedSession("vic", created: -4 * Self.day, expires: Self.day)
        #expect(try guide.client.get("/", headers: ["Cookie": old]).status == 303)
        let young = try guide.storedSession("vic", created: -2 * Self.day, expires: Self.day)
        #expect(try guide.client.get("/", headers: ["Cookie": young]).status == 200)
    }

    /// A short idle time is renewed while the session is in use, not only once an hour.
    @Test func aSessionInUseIsKeptAliveForAShortIdleTime() throws {
        let guide = try WebGuide(environment: ["OUTINGS_SESSION_IDLE": "30m"], members: WebGuide.household)
        let cookie = try guide.storedSession("eddie", created: -20 * 60, expires: 10 * 60)
        #expect(try guide.client.get("/", headers: ["Cookie": cookie]).status == 200)
        let output = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "members", "sessions", "eddie", "--json"],
            home: guide.home)
        let sessions = try JSONSerialization.jsonObject(with: output.stdout) as? [[String: Any]] ?? []
        let expires = try #require(sessions.first?["expires"] as? Int)
        // Now plus 30 minutes, give or take the test's own seconds; it was now plus 10.
        let now = Int(Date().timeIntervalSince1970)
        #expect((now + 25 * 60)...(now + 30 * 60) ~= expires)
    }

    @Test func theConfigurationFileSetsThemAndAVariableWinsOverIt() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        for (key, value) in [("session-idle", "30m"), ("session-lifetime", "5d")] {
            let set = try WebServerProcess.cliOutput(
                ["config", "set", key, value], home: home, environment: ["XDG_CONFIG_HOME": config.path])
            #expect(set.status == 0)
        }
        let fromFile = try WebGuide(
            environment: ["XDG_CONFIG_HOME": config.path], members: WebGuide.household)
        let found = try Self.lifetimes(fromFile)
        #expect(found.maxAge == 5 * Self.day)
        #expect(found.idle == Int64(30 * 60))
        let overridden = try WebGuide(
            environment: ["XDG_CONFIG_HOME": config.path, "OUTINGS_SESSION_LIFETIME": "4d"],
            members: WebGuide.household)
        #expect(try Self.lifetimes(overridden).maxAge == 4 * Self.day)
    }

    @Test(arguments: ["0", "14", "-1d", "1w", "366d", "1.5d", " 2d", "99999999999999999d"])
    func aMalformedVariableIsOneLineAndExit64(value: String) throws {
        for variable in ["OUTINGS_SESSION_IDLE", "OUTINGS_SESSION_LIFETIME"] {
            let run = try WebServerProcess.runToExit(["--store", "memory:"], environment: [variable: value])
            #expect(run.status == 64, "\(variable)=\(value)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.hasPrefix("outings-web: \(variable) must be"), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aMalformedKeyIsRefusedBySetAndNamedWhenReadFromTheFile() throws {
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        let environment = ["XDG_CONFIG_HOME": config.path]
        #expect(
            try WebServerProcess.cliOutput(
                ["config", "set", "session-lifetime", "2w"], home: home, environment: environment
            ).status == 64)
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("outings"), withIntermediateDirectories: true)
        let file = config.appendingPathComponent("outings/config")
        try Data("session-idle = forever\n".utf8).write(to: file)
        let run = try WebServerProcess.runToExit(["--store", "memory:"], environment: environment)
        #expect(run.status == 78)
        #expect(
            run.stderr
                == "outings-web: \(file.path): session-idle must be a whole number of days, hours or minutes (such as 14d, 12h or 30m), at most 365d, not \"forever\"\n"
        )
    }
}
