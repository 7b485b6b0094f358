import Foundation
import Testing

/// `outings completion bash|zsh|fish` run for real: the bash script is sourced and `_outings`
/// called as bash calls it on Tab, with the built outings on PATH and a store of known content.
/// Every expected list is written out here by hand.
@Suite(.serialized)
struct CompletionAcceptanceTests {
    /// A guide with two places (one with an id no shell may receive as it is) and two attractions.
    final class Fixture {
        let cli: OutingsBinary
        let store: String
        let attractionIDs: [String]

        init() throws {
            cli = try OutingsBinary()
            store = "sqlite:" + cli.home.appendingPathComponent("guide.sqlite").path
            try cli.run(
                ["--store", store, "photos", "import", "-"],
                stdin: #"{"places":{"place":[{"place_id":"good_1","_content":"Paris, France"},"#
                    + #"{"place_id":"$(touch PWNED);x","_content":"Evil, Nowhere"},"#
                    + #"{"place_id":"kH8d.x-Y","_content":"London, United Kingdom"}]},"stat":"ok"}"#)
            var ids: [String] = []
            for name in ["Zoo", "Park"] {
                let added = try cli.run(["--store", store, "attractions", "add", "--name", name, "--json"])
                let object = try #require(try added.json() as? [String: Any])
                ids.append(try #require(object["id"] as? String))
            }
            attractionIDs = ids
            try Data(try cli.run(["completion", "bash"]).stdout.utf8).write(
                to: cli.home.appendingPathComponent("outings.bash"))
        }

        /// Runs `commands` in `shell` (zsh or fish) after sourcing its completion script as
        /// `SCRIPT`, with the built outings first on PATH.
        func run(_ shell: String, _ commands: String) throws -> OutingsBinary.Result {
            let script = try cli.run(["completion", shell])
            let file = try cli.file("outings.\(shell)", script.stdout)
            let folder = OutingsBinary.executable.deletingLastPathComponent().path
            return try cli.run(
                ["-c", commands.replacingOccurrences(of: "SCRIPT", with: file)],
                environment: ["PATH": folder + ":/usr/bin:/bin"],
                executable: URL(fileURLWithPath: "/usr/bin/\(shell)"))
        }

        /// What `_outings` offers for the command line `line` (the cursor at its end).
        func complete(_ line: String) throws -> [String] {
            let script = #"""
                source "$HOME/outings.bash"
                COMP_LINE="$1"
                COMP_POINT=${#1}
                _outings
                printf '%s\n' "${COMPREPLY[@]}"
                """#
            let folder = OutingsBinary.executable.deletingLastPathComponent().path
            let result = try cli.run(
                ["-c", script, "bash", line], environment: ["PATH": folder + ":/usr/bin:/bin"],
                executable: URL(fileURLWithPath: "/bin/bash"))
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            return result.stdout.split(separator: "\n").map(String.init)
        }
    }

    @Test func bashCompletesCommandsSubcommandsOptionsAndFixedValues() throws {
        let fixture = try Fixture()

        #expect(
            try fixture.complete("outings ") == [
                "demo", "places", "photos", "recents", "cache", "attractions", "export", "transfer", "backup",
                "restore", "check", "household", "plan", "members", "help", "info", "config", "completion",
            ])
        #expect(try fixture.complete("outings at") == ["attractions"])
        #expect(
            try fixture.complete("outings attractions ") == [
                "list", "show", "add", "edit", "remove", "move", "visited", "rate", "note",
            ])
        #expect(
            try fixture.complete("outings photos show 1 --size medium") == [
                "medium", "medium-640", "medium-800",
            ])
        #expect(try fixture.complete("outings places --r") == ["--refresh"])
        #expect(try fixture.complete("outings --st") == ["--store"])
        #expect(try fixture.complete("outings --co") == ["--color"])
        #expect(try fixture.complete("outings --color ") == ["auto", "always", "never"])
        #expect(try fixture.complete("outings places --color a") == ["auto", "always"])
        #expect(try fixture.complete("outings --color never pla") == ["places", "plan"])
        #expect(try fixture.complete("outings --store sq") == ["sqlite:"])
        #expect(try fixture.complete("outings transfer --from memory: --to p") == ["postgres://"])
        #expect(try fixture.complete("outings completion ") == ["bash", "zsh", "fish"])
        #expect(
            try fixture.complete("outings config set ") == [
                "store", "flickr-api-key", "cache-max-age", "member", "session-idle", "session-lifetime",
                "timezone", "currency", "trusted-proxy", "public-url",
            ])
        #expect(try fixture.complete("outings help attractions e") == ["edit"])
        #expect(try fixture.complete("outings help e") == ["export", "environment", "exit-codes"])
        #expect(try fixture.complete("outings export --format g") == ["geojson", "gpx"])
        // A value that is a number or free text offers nothing.
        #expect(try fixture.complete("outings attractions move x --to ") == [])
        #expect(try fixture.complete("outings recents show ") == [])
    }

    @Test func bashCompletesIDsFromTheStoreNamedOnTheLine() throws {
        let fixture = try Fixture()
        let store = fixture.store

        #expect(
            try Set(fixture.complete("outings --store \(store) attractions show "))
                == Set(fixture.attractionIDs))
        #expect(try fixture.complete("outings --store \(store) places photos ") == ["good_1", "kH8d.x-Y"])
        #expect(try fixture.complete("outings --store \(store) places photos k") == ["kH8d.x-Y"])
        // The default store of this HOME is empty: nothing to offer, nothing created.
        #expect(try fixture.complete("outings attractions edit ") == [])
        #expect(!FileManager.default.fileExists(atPath: fixture.cli.storePath))
        // The hostile id was neither offered nor run.
        #expect(
            !FileManager.default.fileExists(atPath: fixture.cli.home.appendingPathComponent("PWNED").path))
    }

    @Test func bashCompletesStoreIDsWhenTheStoreComesFromOUTINGS_STORE() throws {
        let fixture = try Fixture()
        let folder = OutingsBinary.executable.deletingLastPathComponent().path
        let script =
            #"source "$HOME/outings.bash"; COMP_LINE="outings places photos g"; COMP_POINT=24; _outings; printf '%s\n' "${COMPREPLY[@]}""#

        let result = try fixture.cli.run(
            ["-c", script], environment: ["PATH": folder + ":/usr/bin:/bin", "OUTINGS_STORE": fixture.store],
            executable: URL(fileURLWithPath: "/bin/bash"))

        #expect(result.stdout == "good_1\n")
    }

    @Test(arguments: [["attraction-ids"], ["place-ids"], ["photo-ids"], ["bogus"], []])
    func hiddenCompleteNeverFailsNoisilyOnAStoreThatIsNotOne(arguments: [String]) throws {
        let cli = try OutingsBinary()
        let garbage = try cli.file("garbage.sqlite", String(repeating: "not a database ", count: 100))

        let result = try cli.run(["--store", "sqlite:" + garbage, "__complete"] + arguments)

        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        #expect(try String(contentsOfFile: garbage, encoding: .utf8).hasPrefix("not a database"))
    }

    @Test(arguments: [("zsh", ["-n"]), ("fish", ["-n"]), ("bash", ["-n"])])
    func everyScriptParsesInItsShell(shell: String, flags: [String]) throws {
        let cli = try OutingsBinary()
        let script = try cli.run(["completion", shell])
        let file = try cli.file("completion.\(shell)", script.stdout)

        let check = try cli.run(flags + [file], executable: URL(fileURLWithPath: "/usr/bin/\(shell)"))

        #expect(script.status == 0)
        #expect(check.status == 0, "\(shell) -n: \(check.stderr)")
    }

    @Test func fishCompletesSubcommandsAndIDs() throws {
        let fixture = try Fixture()

        let result = try fixture.run(
            "fish",
            "source SCRIPT; complete -C 'outings recents '; "
                + "complete -C 'outings --store \(fixture.store) places photos g'")

        // fish prints each candidate with its description after a tab.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { $0.prefix { $0 != "\t" } } == ["clear", "open", "show", "good_1"])
        #expect(lines.first == "clear\tforget the recently viewed photos")
    }

    @Test func zshScriptsWalkMatchesBashs() throws {
        let fixture = try Fixture()

        // Outside compinit `compdef` is missing; the shared walk is what is checked here.
        let result = try fixture.run(
            "zsh",
            "source SCRIPT 2>/dev/null; _outings_candidates outings '' recents; "
                + "_outings_candidates outings '' --store \(fixture.store) places photos")

        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "show", "open", "clear", "good_1", "kH8d.x-Y",
            ])
    }

    @Test func unknownShellIsAUsageError() throws {
        let cli = try OutingsBinary()

        let result = try cli.run(["completion", "tcsh"])

        #expect(result.status == 64)
        #expect(result.stderr == "outings: no completion for 'tcsh'; choose bash, zsh or fish\n")
    }
}
