import LineEditing
import Testing

/// Tab's rules without a terminal: the vocabulary here is the test's own, not the editor's.
struct TabCompletionTests {
    /// Commands first; after "set" the field names; after "set inside" the two settings.
    private func words(after previous: [String]) -> [String] {
        switch previous {
        case []: ["save", "set", "show", "undo"]
        case ["set"]: ["name", "type", "inside"]
        case ["set", "inside"]: ["inside", "outside"]
        default: []
        }
    }

    @Test(arguments: [
        ("u", "ndo "), ("sa", "ve "), ("set n", "ame "), ("set ty", "pe "), ("set inside o", "utside "),
        ("  set   na", "me "), ("set", " "),
    ])
    func oneFittingWordIsCompletedWithABlankAfterIt(line: String, insertion: String) {
        let completion = TabCompletion.complete(lineBeforeCursor: line, candidates: words)

        #expect(completion == TabCompletion(insertion: insertion, alternatives: []))
    }

    @Test func severalFittingWordsInsertWhatTheyShare() {
        let completion = TabCompletion.complete(
            lineBeforeCursor: "s", candidates: { _ in ["show", "shout"] })

        #expect(completion == TabCompletion(insertion: "ho", alternatives: []))
    }

    @Test(arguments: [
        ("", ["save", "set", "show", "undo"]), ("s", ["save", "set", "show"]),
        ("set ", ["name", "type", "inside"]),
    ])
    func whenNothingCanBeAddedTheFittingWordsAreListed(line: String, listed: [String]) {
        let completion = TabCompletion.complete(lineBeforeCursor: line, candidates: words)

        #expect(completion == TabCompletion(insertion: "", alternatives: listed))
    }

    @Test(arguments: ["x", "set colour", "set name Lake", "save now "])
    func nothingFitsSoNothingHappens(line: String) {
        let completion = TabCompletion.complete(lineBeforeCursor: line, candidates: words)

        #expect(completion == TabCompletion(insertion: "", alternatives: []))
    }

    @Test func aNonASCIIPrefixIsMatchedByCharacters() {
        let completion = TabCompletion.complete(lineBeforeCursor: "caf", candidates: { _ in ["café"] })

        #expect(completion.insertion == "é ")
    }
}
