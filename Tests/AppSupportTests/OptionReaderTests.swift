import AppSupport
import Testing

/// outings-web and outings-report read options by outings' rules: `--name VALUE`, `--name=VALUE`,
/// the next word as the value whatever it looks like, and nothing given twice.
struct OptionReaderTests {
    private let reader = OptionReader(program: "app", values: ["store": "STORE"], flags: ["version"])

    private func usageMessage(_ arguments: [String]) -> String? {
        do {
            _ = try reader.read(arguments)
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
    ])
    func mistakesAreOneUsageLine(arguments: [String], message: String) {
        #expect(usageMessage(arguments) == message)
    }

    @Test func anArgumentIsNeverEchoedWithItsControlCharacters() {
        let message = usageMessage(["\u{1B}]0;title\u{07}"])
        #expect(message?.hasPrefix("unexpected argument '") == true)
        #expect(message?.contains("\u{1B}") == false && message?.contains("\u{07}") == false)
    }
}
