import Domain
import Testing

/// `MemberName.proposed`: the sign-in name the join page proposes from what to call someone.
struct MemberNameProposalTests {
    @Test(arguments: [
        ("Grandma Rose", "grandma-rose"),
        ("  Grandma   Rose  ", "grandma-rose"),
        ("Zoë", "zoe"),
        // The same name typed with a combining diaeresis (e + U+0308).
        ("Zoe\u{308}", "zoe"),
        ("Jürgen Groß", "jurgen-gross"),
        ("Nguyễn Thị Ánh", "nguyen-thi-anh"),
        ("Łukasz Żółć", "lukasz-zolc"),
        ("Søren Æbelø", "soren-aebelo"),
        ("O'Brien-Smith, Jr.", "o-brien-smith-jr"),
        ("Uncle Bob 2", "uncle-bob-2"),
        ("ÉLODIE", "elodie"),
        ("李小龍", "member"),
        ("   ", "member"),
        ("", "member"),
        ("Ana 李", "ana"),
    ])
    func foldsLowercasesAndJoinsWithDashes(displayName: String, expected: String) {
        #expect(MemberName.proposed(from: displayName, taken: []).text == expected)
    }

    @Test func addsTheFirstFreeNumberWhenTheNameIsTaken() {
        #expect(MemberName.proposed(from: "Grandma Rose", taken: ["grandma-rose"]).text == "grandma-rose-2")
        #expect(
            MemberName.proposed(from: "Grandma Rose", taken: ["grandma-rose", "grandma-rose-2"]).text
                == "grandma-rose-3")
        #expect(MemberName.proposed(from: "Grandma Rose", taken: ["grandma-rose-2"]).text == "grandma-rose")
        #expect(MemberName.proposed(from: "", taken: ["member"]).text == "member-2")
    }

    @Test func staysWithin32CharactersSuffixIncludedAndNeverEndsWithADash() {
        let long = "Wilhelmina Josephine Alexandra Cunningham"
        #expect(MemberName.proposed(from: long, taken: []).text == "wilhelmina-josephine-alexandra-c")
        let taken: Set = ["wilhelmina-josephine-alexandra-c"]
        #expect(MemberName.proposed(from: long, taken: taken).text == "wilhelmina-josephine-alexandra-2")
        // "-10" no longer fits after "alexandra": the head is cut one more.
        let nine = (2...9).map { "wilhelmina-josephine-alexandra-\($0)" }
        #expect(
            MemberName.proposed(from: long, taken: taken.union(nine)).text
                == "wilhelmina-josephine-alexandr-10")
        // Cut to 30 for "-2", the name would end at a dash: it is dropped first.
        let word = "abcdefghijklmnopqrstuvwxyzabc"
        #expect(MemberName.proposed(from: word + " Zed", taken: [word + "-ze"]).text == word + "-2")
    }
}
