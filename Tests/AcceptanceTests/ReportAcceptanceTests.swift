import Foundation
import TestSupport
import Testing

/// outings-report: a second app on the shared modules prints the same guide the CLI keeps.
struct ReportAcceptanceTests {
    private var report: URL {
        OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent("outings-report")
    }

    @Test func theReportShowsWhatTheCLIStoredInSectionsAndOrder() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo", "--type", "Park"])
        try cli.run(["attractions", "add", "--name", "Museum", "--inside"])
        try cli.run(
            ["photos", "import", "-"],
            stdin:
                #"[{"place_id":"p1","_content":"Paris, Ile-de-France, France"},{"place_id":"p2","_content":"Atlantis"}]"#
        )

        let result = try cli.run([], executable: report)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Outings guide\n"))
        #expect(result.stdout.contains("### Atlantis\n\n- Atlantis (place p1)") == false)
        #expect(result.stdout.contains("### Atlantis\n\n- Atlantis (place p2)\n"))
        #expect(result.stdout.contains("### France\n\n- Paris, Ile-de-France, France (place p1)\n"))
        #expect(result.stdout.contains("1. **Zoo** (Park, outside)\n2. **Museum** (inside)\n"))
        #expect(result.stdout.contains("No recently viewed photos."))
        #expect(!result.stdout.contains("outings photos show"))
    }

    @Test func aRecentPhotosCreditNamesTheStoredLicenceList() throws {
        let cli = try OutingsBinary()
        try cli.run(
            ["photos", "import", "-"],
            stdin:
                #"[{"id":"9","title":"Old Town","owner":"1@N01","ownername":"Ana","license":"4","place_id":"p"}]"#
        )
        try cli.run(["photos", "show", "9"])
        _ = try SQLiteShell.run(
            cli.storePath,
            "INSERT INTO photo_licenses (id, name, url, position) VALUES ('4', 'Fetched BY', 'https://licences.example/4/', 0)"
        )

        let result = try cli.run([], executable: report)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"Old Town by Ana \(Fetched BY\)"#), "\(result.stdout)")
        #expect(result.stdout.contains("https://licences.example/4/") && !result.stdout.contains("CC BY 2.0"))
    }

    @Test func hostileTextCannotMakeLinksHeadingsOrEscapes() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "[click](javascript:x) <b>", "--description", "](evil)"])

        let result = try cli.run([], executable: report)

        #expect(result.stdout.contains(#"**\[click\]\(javascript:x\) \<b\>**"#))
        #expect(!result.stdout.contains("](evil)"))
    }

    @Test func usageAndStoreErrorsUseTheCLIsExitCodes() throws {
        let cli = try OutingsBinary()
        let bogus = try cli.run(["--bogus"], executable: report)
        let badStore = try cli.run(["--store", "mysql://x"], executable: report)

        #expect(bogus.status == 64)
        #expect(badStore.status == 64)
        #expect(badStore.stderr.hasPrefix("outings-report: unknown store scheme 'mysql'"))
    }

    @Test func theConfigFilesStoreIsReadAndStoreOptionWinsOverIt() throws {
        let cli = try OutingsBinary()
        let configured = cli.home.appendingPathComponent("configured.sqlite").path
        let named = cli.home.appendingPathComponent("named.sqlite").path
        try cli.run([
            "--store", "sqlite:\(configured)", "attractions", "add", "--name", "From the config file",
        ])
        try cli.run(["--store", "sqlite:\(named)", "attractions", "add", "--name", "From the option"])
        let configHome = cli.home.appendingPathComponent("xdg-config")
        let folder = configHome.appendingPathComponent("outings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("store = sqlite:\(configured)\n".utf8).write(to: folder.appendingPathComponent("config"))
        let environment = ["XDG_CONFIG_HOME": configHome.path]

        let fromFile = try cli.run([], environment: environment, executable: report)
        let fromOption = try cli.run(
            ["--store", "sqlite:\(named)"], environment: environment, executable: report)

        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout.contains("1. **From the config file**"))
        #expect(!fromFile.stdout.contains("From the option"))
        #expect(fromOption.status == 0, "\(fromOption.stderr)")
        #expect(fromOption.stdout.contains("1. **From the option**"))
        #expect(!fromOption.stdout.contains("From the config file"))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func aStoreThatDoesNotExistIsAnEmptyGuideAndIsNotCreated() throws {
        let cli = try OutingsBinary()
        let result = try cli.run([], executable: report)
        #expect(result.status == 0)
        #expect(result.stdout.contains("No attractions yet."))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }
}

/// The report's output rules are the CLI's: a lost write is 74, never a trap or a store's fd.
struct ReportOutputAcceptanceTests {
    @Test(arguments: [">/dev/full", ">&-"])
    func outputThatCannotBeWrittenIsSeventyFour(redirection: String) throws {
        let cli = try OutingsBinary()
        let report = OutingsBinary.executable.deletingLastPathComponent().appendingPathComponent(
            "outings-report")
        try cli.run(["attractions", "add", "--name", "Zoo"])

        let result = try cli.run(
            ["-c", "'\(report.path)' \(redirection)"], executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings-report: cannot write standard output: "))
    }
}
