import AppSupport
import Testing

/// Every app reads its options by one set of rules: `--name VALUE`, `--name=VALUE`, the next word
/// as the value whatever it looks like, and nothing given twice unless it is repeatable. The apps'
/// three uses: outings-web and outings-report take only options (`refused`), an outings command
/// takes arguments too (`arguments`), and outings' global options pass the rest on (`passedOn`).
struct OptionReaderTests {
    private let reader = OptionReader(program: "app", values: ["store": "STORE"], flags: ["version"])

    private func usageMessage(_ arguments: [String], reader: OptionReader? = nil) -> String? {
        do {
            _ = try (reader ?? self.reader).read(arguments)
            return nil
        } catch let error as AppError {
            return error.category == .usage ? error.message : "not usage: \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func bothSpellingsGiveTheValueAndAnOptionLikeWordIsAValue() throws {
        #expect(try reader.read(["--store=memory:"])["store"] == "memory:")
        #expect(try reader.read(["--store", "memory:"])["store"] == "memory:")
        let optionLike = try reader.read(["--store", "--version"])
        #expect(optionLike["store"] == "--version" && !optionLike.has("version"))
        #expect(try reader.read(["-h", "--version"]).flags == ["help", "version"])
    }

    @Test(arguments: [
        (["--store", "a", "--store=b"], "--store is given twice; give it once"),
        (["--version", "--version"], "--version is given twice; give it once"),
        (["--store"], "--store needs a value (STORE)"),
        (["--version=yes"], "--version takes no value"),
        (["--stor", "x"], "unknown option '--stor'; see app --help"),
        (["report"], "unexpected argument 'report'; see app --help"),
        (["--"], "unknown option '--'; see app --help"),
        (["-x"], "unknown option '-x'; see app --help"),
        (["--stor=x"], "unknown option '--stor=x'; see app --help"),
        (["-h", "--help"], "--help is given twice; give it once"),
    ])
    func mistakesAreOneUsageLine(arguments: [String], message: String) {
        #expect(usageMessage(arguments) == message)
    }

    @Test func anArgumentIsNeverEchoedWithItsControlCharacters() {
        let message = usageMessage(["\u{1B}]0;title\u{07}"])
        #expect(message?.hasPrefix("unexpected argument '") == true)
        #expect(message?.contains("\u{1B}") == false && message?.contains("\u{07}") == false)
    }

    // MARK: An outings command: options and arguments

    private let command = OptionReader(
        [.flag("json"), .value("to", "POSITION"), .value("tag", "T", isRepeatable: true)],
        others: .arguments { "unknown option --\($0)" })

    @Test(
        arguments: [
            (["a", "--to", "3", "b"], ["a", "b"], nil),
            // A word not starting with "--" is an argument, `-h` too where there is no help flag.
            (["-", "-x", "-h"], ["-", "-x", "-h"], nil),
            // After `--` every word is an argument, a second `--` too.
            (["a", "--", "--json", "--", "b"], ["a", "--json", "--", "b"], 1),
            (["--", "--to"], ["--to"], 0),
        ] as [([String], [String], Int?)])
    func aCommandKeepsItsArgumentsInOrderAndWhereTheSeparatorWas(
        words: [String], arguments: [String], beforeSeparator: Int?
    ) throws {
        let given = try command.read(words)

        #expect(given.arguments == arguments)
        #expect(given.beforeSeparator == beforeSeparator)
    }

    @Test func aRepeatableOptionKeepsEveryValueInOrderInBothSpellings() throws {
        let given = try command.read(["--tag", "b", "--tag=a", "--to", "1", "--tag", "--json"])

        #expect(given.all("tag") == ["b", "a", "--json"])
        #expect(given["tag"] == "b" && given["to"] == "1" && !given.has("json"))
        #expect(try command.read([]).all("tag").isEmpty)
    }

    @Test(arguments: [
        (["--jsn"], "unknown option --jsn"),
        // The message names the option, not the value given with it.
        (["--jsn=yes"], "unknown option --jsn"),
        (["--json", "--json"], "--json is given twice; give it once"),
        (["--to=1", "--to", "2"], "--to is given twice; give it once"),
        (["--json=no"], "--json takes no value"),
        (["a", "--to"], "--to needs a value (POSITION)"),
        (["-h", "--help"], "unknown option --help"),
    ])
    func aCommandsMistakesAreOneUsageLine(words: [String], message: String) {
        #expect(usageMessage(words, reader: command) == message)
    }

    // MARK: outings' global options: taken out, the rest passed on

    private let global = OptionReader(
        [
            .value("store", "STORE", missing: "--store needs a value, such as memory:"),
            .flag("help", isRepeatable: true),
        ], others: .passedOn { $0 == "name" })

    @Test(arguments: [
        (["places", "--store", "memory:", "--json"], ["places", "--json"]),
        // An option that takes a value keeps its value with it, however it looks.
        (["add", "--name", "--store", "--store=memory:"], ["add", "--name", "--store"]),
        (["add", "--name", "-h", "-h", "--store=memory:"], ["add", "--name", "-h"]),
        // Given inline, the value is no next word: the word after it is read.
        (["add", "--name=x", "--store", "memory:"], ["add", "--name=x"]),
        (["add", "--other", "--store", "memory:"], ["add", "--other"]),
        // `--` ends the reading: it and every word after it are passed on.
        (["--store", "memory:", "--", "--store", "-h"], ["--", "--store", "-h"]),
    ])
    func globalOptionsAreTakenOutAndTheRestPassedOnInOrder(words: [String], rest: [String]) throws {
        let given = try global.read(words)

        #expect(given.arguments == rest)
        #expect(given["store"] == "memory:")
    }

    @Test func aRepeatableFlagMayBeGivenTwiceAndDashHIsHelp() throws {
        #expect(try global.read(["-h", "x", "--help"]).has("help"))
        #expect(try global.read(["x"]).flags.isEmpty)
    }

    @Test(arguments: [
        (["--store"], "--store needs a value, such as memory:"),
        (["--store", "a", "x", "--store=b"], "--store is given twice; give it once"),
        (["--help=yes"], "--help takes no value"),
    ])
    func globalMistakesAreOneUsageLineInTheAppsOwnWords(words: [String], message: String) {
        #expect(usageMessage(words, reader: global) == message)
    }
}
