import Foundation
import TestSupport
import Testing

/// `Scripts/install` into a temporary prefix, then the installed outings run from another folder
/// with a scratch HOME, as a user would after installing. `--from-build` installs the binaries this
/// test run built (a release build would take minutes); the script is the same past that point.
@Suite(.serialized)
struct InstallAcceptanceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    final class Installed {
        let folder: TemporaryFolder
        let prefix: String
        let install: (status: Int32, output: String)

        init() throws {
            folder = try TemporaryFolder()
            prefix = folder.path("prefix with space")
            let process = Process()
            process.executableURL = InstallAcceptanceTests.repository.appendingPathComponent(
                "Scripts/install")
            process.arguments = [
                "--prefix", prefix, "--from-build", OutingsBinary.executable.deletingLastPathComponent().path,
            ]
            process.environment = ChildEnvironment.make(home: folder.url)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let deadline = ProcessDeadline(process)
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try deadline.end()
            install = (process.terminationStatus, text)
        }

        /// Runs an installed binary from a folder outside the repository with HOME there too.
        func run(_ arguments: [String], path: String) throws -> OutingsBinary.Result {
            let cli = try OutingsBinary()
            return try cli.run(
                arguments, environment: ["PATH": path],
                executable: URL(fileURLWithPath: prefix + "/bin/outings"), directory: folder.url)
        }
    }

    @Test func installsTheAppsTheManPageAndTheCompletionsWhereShellsLook() throws {
        let installed = try Installed()
        let prefix = installed.prefix

        #expect(installed.install.status == 0, "\(installed.install.output)")
        for app in ["outings", "outings-web", "outings-report"] {
            #expect(FileManager.default.isExecutableFile(atPath: "\(prefix)/bin/\(app)"))
        }
        let files = [
            "share/man/man1/outings.1": ["__man"],
            "share/bash-completion/completions/outings": ["completion", "bash"],
            "share/zsh/site-functions/_outings": ["completion", "zsh"],
            "share/fish/vendor_completions.d/outings.fish": ["completion", "fish"],
        ]
        for (file, arguments) in files {
            let written = try String(contentsOfFile: "\(prefix)/\(file)", encoding: .utf8)
            #expect(written == (try OutingsBinary().run(arguments)).stdout, "\(file)")
        }
        #expect(
            try String(contentsOfFile: "\(prefix)/share/man/man1/outings.1", encoding: .utf8).contains(
                ".TH OUTINGS 1"))
        // Nothing but the installed files and the folders that hold them.
        let leftovers = FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".install-tmp") }
        #expect(leftovers == [])
    }

    @Test func theInstalledBinaryRunsTheDemoAndNamesItselfAsTheUserRanIt() throws {
        let installed = try Installed()
        let onPath = installed.prefix + "/bin:/usr/bin:/bin"

        let version = try installed.run(["--version"], path: onPath)
        let byName = try installed.run(["demo"], path: onPath)
        let byPath = try installed.run(["demo"], path: "/usr/bin:/bin")

        #expect(
            version.stdout
                == "outings 0.1.0\nThis product uses the Flickr API but is not endorsed or certified by SmugMug, Inc.\n"
        )
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(byName.stdout.contains("\n  outings places "))
        #expect(!byName.stdout.contains("swift run"))
        // Not on PATH: the tour names the binary by its path, quoted because it holds a space.
        #expect(byPath.stdout.contains("\n  '\(installed.prefix)/bin/outings' places "))
    }

    @Test func aBadPrefixArgumentIsAUsageError() throws {
        let process = Process()
        process.executableURL = Self.repository.appendingPathComponent("Scripts/install")
        process.arguments = ["--prefix"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        process.waitUntilExit()
        try deadline.end()

        #expect(process.terminationStatus == 64)
    }
}
