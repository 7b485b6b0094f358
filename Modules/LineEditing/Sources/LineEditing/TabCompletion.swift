/// What Tab does to a line: text to insert at the cursor, or the words to list when the typed
/// prefix fits several equally. Pure, so the rules are tested without a terminal.
public struct TabCompletion: Equatable, Sendable {
    /// Inserted at the cursor: the rest of the one fitting word and a blank, or the part that
    /// every fitting word shares.
    public let insertion: String
    /// The fitting words, listed when nothing can be inserted and more than one fits.
    public let alternatives: [String]

    public init(insertion: String, alternatives: [String]) {
        self.insertion = insertion
        self.alternatives = alternatives
    }

    /// Completes the word that ends at the cursor. `candidates` gives the words that may stand
    /// there, from the words before it (blank-separated, as the commands are read).
    public static func complete(lineBeforeCursor line: String, candidates: ([String]) -> [String])
        -> TabCompletion
    {
        let words = line.split(separator: " ").map(String.init)
        let startsNewWord = line.isEmpty || line.hasSuffix(" ")
        let typed = startsNewWord ? "" : words.last ?? ""
        let before = startsNewWord ? words : Array(words.dropLast())
        let fitting = candidates(before).filter { $0.hasPrefix(typed) }
        if fitting.count == 1 {
            return TabCompletion(insertion: String(fitting[0].dropFirst(typed.count)) + " ", alternatives: [])
        }
        let shared = commonPrefix(of: fitting)
        if shared.count > typed.count {
            return TabCompletion(insertion: String(shared.dropFirst(typed.count)), alternatives: [])
        }
        return TabCompletion(insertion: "", alternatives: fitting)
    }

    private static func commonPrefix(of words: [String]) -> String {
        guard var shared = words.first else { return "" }
        for word in words.dropFirst() {
            while !word.hasPrefix(shared) { shared.removeLast() }
        }
        return shared
    }
}
