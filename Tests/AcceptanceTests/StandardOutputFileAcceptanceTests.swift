import Foundation
import TestSupport
import Testing

/// Where a command writes its data to a file a person names, `-` names standard output (as
/// `photos download --output -` and `photos import -` already read it): `export --output -` and
/// `backup -` write the very bytes the file would hold, create no file named `-`, and keep
/// status lines and errors on standard error; on every backend.
@Suite(.serialized)
struct StandardOutputFileAcceptanceTests {
    static let formats = ["json", "csv", "geojson", "gpx"]

    private func guide(_ backend: SharedStore) throws -> (OutingsBinary, String) {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        try #require(
            try cli.run([
                "attractions", "add", "--name", "Zoo, \"the\" <b>&amp;", "--location", "40.5,-105.1",
                "--store", store,
            ]).status == 0)
        try #require(try cli.run(["attractions", "add", "--name", "Museum", "--store", store]).status == 0)
        return (cli, store)
    }

    private func noFileNamedDash(_ cli: OutingsBinary) -> Bool {
        !FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("-").path)
    }

    @Test(arguments: SharedStore.allCases, formats)
    func exportToDashWritesTheFileBytesToStandardOutput(backend: SharedStore, format: String) throws {
        let (cli, store) = try guide(backend)
        let file = cli.home.appendingPathComponent("export.\(format)").path
        try #require(
            try cli.run(["export", "--format", format, "--output", file, "--store", store]).status == 0)

        let printed = try cli.run(["export", "--format", format, "--output", "-", "--store", store])

        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stderr.isEmpty, "\(printed.stderr)")
        #expect(printed.rawStdout == FileManager.default.contents(atPath: file))
        #expect(noFileNamedDash(cli))
    }

    @Test func exportToDashWithAWrongFormatIsStillAnErrorOnStandardError() throws {
        let (cli, store) = try guide(.sqlite)

        let refused = try cli.run(["export", "--format", "xml", "--output", "-", "--store", store])

        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("outings: unknown export format"), "\(refused.stderr)")
        #expect(noFileNamedDash(cli))
    }

    @Test(arguments: SharedStore.allCases, [false, true])
    func backupToDashWritesTheFileBytesToStandardOutputAndTheStatusToStandardError(
        backend: SharedStore, withAccounts: Bool
    ) throws {
        let (cli, store) = try guide(backend)
        let accounts = withAccounts ? ["--with-accounts"] : []
        let file = cli.home.appendingPathComponent("guide.json").path
        try #require(try cli.run(["backup", file, "--store", store] + accounts).status == 0)

        let printed = try cli.run(["backup", "-", "--store", store] + accounts)

        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.rawStdout == FileManager.default.contents(atPath: file))
        #expect(
            printed.stderr == "Backed up 2 attractions, 0 places, 0 photos, 0 recents to standard output.\n")
        #expect(noFileNamedDash(cli))
        // What it printed restores.
        let copy = try cli.file("printed.json", printed.stdout)
        let restored = try cli.run([
            "restore", copy, "--store", "sqlite:" + cli.home.appendingPathComponent("r.sqlite").path,
        ])
        #expect(restored.status == 0, "\(restored.stderr)")
    }
}
