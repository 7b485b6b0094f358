import Foundation
import Testing

/// outings, outings-web and outings-report follow one rule where they do the same thing: whose
/// recents, how options are read, how a store's failure names its source, what a bad URL is.
struct AppAgreementAcceptanceTests {
    private let secret = "ünïcode Secret 42"

    private func sibling(_ name: String) -> URL {
        OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(name)
    }

    @Test func theReportShowsTheRecentsOfTheMemberTheCLIWouldUse() throws {
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"],
            stdin:
                #"[{"id":"1","title":"Alices Bridge","place_id":"p"},{"id":"2","title":"Bobs Tower","place_id":"p"}]"#
        )
        try cli.run(["members", "add", "alice", "--password-stdin"], stdin: secret + "\n")
        try cli.run(["members", "add", "bob", "--password-stdin"], stdin: secret + "\n")
        try cli.run(["--member", "alice", "photos", "show", "1"])
        try cli.run(["--member", "bob", "photos", "show", "2"])
        let report = sibling("outings-report")

        let byVariable = try cli.run([], environment: ["OUTINGS_MEMBER": "bob"], executable: report)
        let byOption = try cli.run(["--member", "alice"], executable: report)
        let nobody = try cli.run([], environment: ["OUTINGS_MEMBER": "nobody"], executable: report)

        #expect(byVariable.status == 0, "\(byVariable.stderr)")
        #expect(byVariable.stdout.contains("Bobs Tower") && !byVariable.stdout.contains("Alices Bridge"))
        #expect(byOption.stdout.contains("Alices Bridge") && !byOption.stdout.contains("Bobs Tower"))
        #expect(nobody.status == 66)
        #expect(nobody.stderr == "outings-report: no member named nobody\n")
    }

    @Test func theReportAndTheWebAppReadOptionsAsTheCLIDoes() throws {
        let cli = try OutingsBinary()
        let report = sibling("outings-report")
        let web = sibling("outings-web")

        let reportTwice = try cli.run(["--store", "memory:", "--store", "defaults:x"], executable: report)
        let reportEquals = try cli.run(["--store=memory:"], executable: report)
        let webStoreTwice = try cli.run(
            ["--store", "memory:", "--store", "defaults:x", "--listen", "127.0.0.1:0"], executable: web)
        let webListenTwice = try cli.run(
            ["--store=memory:", "--listen", "127.0.0.1:0", "--listen=127.0.0.1:0"], executable: web)

        #expect(reportTwice.status == 64)
        #expect(reportTwice.stderr == "outings-report: --store is given twice; give it once\n")
        #expect(reportEquals.status == 0, "\(reportEquals.stderr)")
        #expect(reportEquals.stdout.hasPrefix("# Outings guide\n"))
        #expect(webStoreTwice.status == 64)
        #expect(webStoreTwice.stderr == "outings-web: --store is given twice; give it once\n")
        #expect(webListenTwice.status == 64)
        #expect(webListenTwice.stderr == "outings-web: --listen is given twice; give it once\n")
    }

    @Test func aNewerPropertyListStoreNamesTheVariableThatChoseIt() throws {
        let cli = try OutingsBinary()
        try cli.run(["--store", "defaults:newer", "attractions", "add", "--name", "Zoo"])
        try NewerPlist.mark(cli.home.appendingPathComponent(".config/newer.plist"), format: 999)

        let result = try cli.run(["places"], environment: ["OUTINGS_STORE": "defaults:newer"])
        let report = try cli.run(
            [], environment: ["OUTINGS_STORE": "defaults:newer"], executable: sibling("outings-report"))

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings: OUTINGS_STORE: this store was written by a newer version"))
        #expect(report.stderr.hasPrefix("outings-report: OUTINGS_STORE: this store was written by a newer"))
    }

    @Test func aPostgresURLWithABadSettingIsAUsageErrorInEveryApp() throws {
        let cli = try OutingsBinary()
        let url = "postgres://u:Hunter2secret@127.0.0.1:1/db?connect_timeout=abc"

        let results = [
            try cli.run(["--store", url, "places"]),
            try cli.run(["--store", url], executable: sibling("outings-report")),
            try cli.run(["--store", url, "--listen", "127.0.0.1:0"], executable: sibling("outings-web")),
        ]

        for result in results {
            #expect(result.status == 64, "\(result.stderr)")
            #expect(
                result.stderr.hasSuffix(
                    #": malformed store location: invalid integer value "abc" for connection option "connect_timeout"\#n"#
                ))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!result.stderr.contains("Hunter2secret"))
        }
    }
}
