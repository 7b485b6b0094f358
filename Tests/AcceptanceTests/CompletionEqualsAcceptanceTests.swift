import Foundation
import Testing

/// Completion follows `--option=VALUE` as it follows `--option VALUE`, in bash, zsh and fish: a
/// store typed as `--store=STORE` is the one ids come from, and a value typed after `=` completes
/// from the option's values. Every expected list is written out here by hand.
@Suite(.serialized)
struct CompletionEqualsAcceptanceTests {
    @Test func bashTakesTheStoreFromDashDashStoreEquals() throws {
        let fixture = try CompletionAcceptanceTests.Fixture()
        let store = fixture.store

        #expect(
            try Set(fixture.complete("outings --store=\(store) attractions show "))
                == Set(fixture.attractionIDs))
        #expect(try fixture.complete("outings --store=\(store) places photos ") == ["good_1", "kH8d.x-Y"])
        #expect(try fixture.complete("outings --store=\(store) places photos k") == ["kH8d.x-Y"])
        #expect(try fixture.complete("outings attractions --store=\(store) edit ").count == 2)
        // The default store of this HOME is empty and was not created.
        #expect(!FileManager.default.fileExists(atPath: fixture.cli.storePath))
        #expect(
            !FileManager.default.fileExists(atPath: fixture.cli.home.appendingPathComponent("PWNED").path))
    }

    /// bash replaces only what follows the last `=` or `:` of the word, so that is what it gets.
    @Test func bashCompletesTheValueAfterTheEqualsSign() throws {
        let fixture = try CompletionAcceptanceTests.Fixture()

        #expect(try fixture.complete("outings --store=sq") == ["sqlite:"])
        #expect(
            try fixture.complete("outings --store=") == ["sqlite:", "memory:", "defaults:", "postgres://"])
        #expect(try fixture.complete("outings --color=n") == ["never"])
        #expect(
            try fixture.complete("outings photos show 1 --size=med") == [
                "medium", "medium-640", "medium-800",
            ])
        #expect(try fixture.complete("outings transfer --from=memory: --to=p") == ["postgres://"])
        #expect(try fixture.complete("outings photos download x --output=outings.b") == ["outings.bash"])
        #expect(try fixture.complete("outings places --limit=") == [])
        #expect(try fixture.complete("outings places --bogus=") == [])
    }

    @Test func zshsWalkTakesTheStoreFromDashDashStoreEqualsAndCompletesAfterIt() throws {
        let fixture = try CompletionAcceptanceTests.Fixture()

        // Outside compinit `compdef` is missing; the shared walk is what is checked here (zsh
        // itself keeps the candidates that start with the typed word).
        let result = try fixture.run(
            "zsh",
            "source SCRIPT 2>/dev/null; _outings_candidates outings '' --store=\(fixture.store) places photos; "
                + "_outings_candidates outings --color=a; "
                + "_outings_candidates outings --output=x photos download y")

        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "good_1", "kH8d.x-Y", "--color=auto", "--color=always", "--color=never", "@files",
                "--output=",
            ])
    }

    /// zsh keeps the quotes of the typed words in `$words`; a quoted store (a path with a space)
    /// is the store the command would open. `_outings` is called as compsys calls it, with
    /// `compadd` and `_describe` (given the array of "ID:NAME") standing in to print the ids.
    @Test func zshTakesAQuotedStore() throws {
        let fixture = try CompletionAcceptanceTests.Fixture()
        let spaced = fixture.cli.home.appendingPathComponent("my guide.sqlite").path
        try FileManager.default.copyItem(
            atPath: String(fixture.store.dropFirst("sqlite:".count)), toPath: spaced)
        let compadd =
            "compadd() { while [[ $# -gt 0 && $1 != -- ]]; do shift; done; shift; print -rl -- \"$@\"; }; "
            + "_describe() { local -a d; d=(\"${(@P)4}\"); print -rl -- \"${(@)d%%:*}\"; }"
        let result = try fixture.run(
            "zsh",
            "source SCRIPT 2>/dev/null; \(compadd); "
                + "words=(outings \"--store='sqlite:\(spaced)'\" places photos ''); CURRENT=5; _outings; "
                + "words=(outings --store 'sqlite:\(spaced.replacingOccurrences(of: " ", with: "\\ "))' places photos ''); "
                + "CURRENT=6; _outings")

        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "good_1", "kH8d.x-Y", "good_1", "kH8d.x-Y",
            ])
    }

    @Test func fishTakesTheStoreFromDashDashStoreEqualsAndCompletesAfterIt() throws {
        let fixture = try CompletionAcceptanceTests.Fixture()

        let result = try fixture.run(
            "fish",
            "source SCRIPT; complete -C 'outings --store=\(fixture.store) places photos '; "
                + "complete -C 'outings --store=sq'")

        // fish prints each candidate with its description after a tab.
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { $0.prefix { $0 != "\t" } } == ["good_1", "kH8d.x-Y", "--store=sqlite:"])
    }
}
