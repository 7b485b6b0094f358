import Foundation
import TestSupport
import Testing

/// Where a PostgreSQL password may come from (the URL, PGPASSWORD, ~/.pgpass) and that no output
/// repeats any of it, against a fake server that echoes the password it received in its error.
@Suite(.serialized)
struct PostgresSecretsAcceptanceTests {
    private func expectNoSecret(_ result: OutingsBinary.Result, _ fragments: [String]) {
        for fragment in fragments {
            #expect(!result.stderr.contains(fragment), "\(fragment) shown: \(result.stderr)")
            #expect(!result.stdout.contains(fragment))
        }
    }

    @Test func thePasswordCanComeFromPGPASSWORDAndIsNeverShown() throws {
        let server = try FakePostgresServer()
        let cli = try OutingsBinary()

        let result = try cli.run(
            ["places", "--store", "postgres://alice@127.0.0.1:\(server.port)/guide"],
            environment: ["PGPASSWORD": "env-S3cret-value"])

        #expect(server.passwords() == ["env-S3cret-value"])
        #expect(result.status == 69)
        #expect(
            result.stderr.contains("password authentication failed for user \"alice\""), "\(result.stderr)")
        expectNoSecret(result, ["env-S3cret-value", "S3cret"])
    }

    @Test func thePasswordCanComeFromPgpassAndIsNeverShown() throws {
        let server = try FakePostgresServer()
        let cli = try OutingsBinary()
        let pgpass = try cli.file(".pgpass", "127.0.0.1:\(server.port):guide:alice:pgpass-S3cret-value\n")
        chmod(pgpass, 0o600)

        let result = try cli.run(["places", "--store", "postgres://alice@127.0.0.1:\(server.port)/guide"])

        #expect(server.passwords() == ["pgpass-S3cret-value"])
        #expect(result.status == 69)
        expectNoSecret(result, ["pgpass-S3cret-value", "S3cret"])
    }

    /// Every way of writing a password in the URL; `sent` is what libpq sends for it.
    @Test(arguments: [
        ("postgres://alice:plain-S3cret@HOST/guide", "plain-S3cret"),
        ("postgresql://alice:at%40S3cret%2Fslash@HOST/guide?connect_timeout=5", "at@S3cret/slash"),
        ("postgres://alice@HOST/guide?password=query-S3cret", "query-S3cret"),
        ("postgres://alice@HOST/guide?password=enc%20S3cret%26x", "enc S3cret&x"),
        ("postgres://alice:first-S3cret@HOST/guide?password=second-S3cret", "second-S3cret"),
    ])
    func aPasswordInTheURLIsNeverShownInAnyForm(template: String, sent: String) throws {
        let server = try FakePostgresServer()
        let cli = try OutingsBinary()
        let url = template.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(server.port)")

        let viaOption = try cli.run(["places", "--store", url])
        let viaVariable = try cli.run(["attractions", "list"], environment: ["OUTINGS_STORE": url])
        let source = "sqlite:" + cli.home.appendingPathComponent("source.sqlite").path
        try cli.run(["attractions", "add", "--name", "Source", "--store", source])
        let viaTransfer = try cli.run(["transfer", "--from", source, "--to", url])

        #expect(server.passwords() == [sent, sent, sent])
        for result in [viaOption, viaVariable, viaTransfer] {
            #expect(result.status == 69)
            #expect(result.stderr.contains("password authentication failed"), "\(result.stderr)")
            expectNoSecret(result, ["S3cret"])
        }
    }

    /// libpq would end the password at the first '@' and print the rest as a host name.
    @Test(arguments: [
        "postgres://alice:Tr0ub4dor@horse-battery-staple@HOST/guide",
        "postgresql://alice:a@S3cret@b@HOST/guide", "postgres://alice:S3cret/x@HOST/guide",
        "postgres://alice:S3cret?x@HOST/guide", "postgres://alice:S3cret#x@HOST/guide",
        "postgres://alice:S3cret%zz@HOST/guide",
    ])
    func anAmbiguousURLIsRefusedWithoutConnectingOrShowingThePassword(template: String) throws {
        let server = try FakePostgresServer()
        let cli = try OutingsBinary()
        let url = template.replacingOccurrences(of: "HOST", with: "127.0.0.1:\(server.port)")

        let viaOption = try cli.run(["places", "--store", url])
        let viaVariable = try cli.run(["places"], environment: ["OUTINGS_STORE": url])

        #expect(server.passwords().isEmpty)
        for result in [viaOption, viaVariable] {
            #expect(result.status == 64)
            #expect(result.stderr.contains("malformed PostgreSQL URL"), "\(result.stderr)")
            expectNoSecret(result, ["Tr0ub4dor", "horse-battery-staple", "S3cret"])
        }
    }

    @Test(arguments: ["host=db password=kv:S3cret dbname=guide", "ab\\S3cret://x", "p w=S3cret:x"])
    func textThatIsNoStoreURLIsNotRepeated(store: String) throws {
        let result = try OutingsBinary().run(["places", "--store", store])

        #expect(result.status == 64)
        #expect(result.stderr.contains("the store has no scheme"), "\(result.stderr)")
        expectNoSecret(result, ["S3cret"])
    }
}
