/// How a yes-or-no question at the terminal is answered: "y" or "yes" in any case, blanks around it
/// ignored; anything else, an empty line and end of input are no, so only a deliberate yes acts.
enum Answer {
    static func isYes(_ line: String?) -> Bool {
        ["y", "yes"].contains((line ?? "").trimmingWhitespace.lowercased())
    }
}
