import Domain
import Testing

struct MemberNameTests {
    @Test(arguments: ["ada", "Ada.Lovelace", "a", "b-2_c", String(repeating: "x", count: 32)])
    func acceptsASCIINamesOfUpTo32Characters(name: String) throws {
        #expect(try MemberName(name).text == name)
    }

    @Test func comparesWithoutCase() throws {
        #expect(try MemberName("Ada") == MemberName("aDA"))
        #expect(try MemberName("Ada").key == "ada")
    }

    @Test func refusesEmptyLongAndOtherCharacters() {
        #expect(throws: MemberNameError.empty) { try MemberName("") }
        #expect(throws: MemberNameError.tooLong(maximum: 32)) {
            try MemberName(String(repeating: "x", count: 33))
        }
        for bad in ["-ada", ".ada", "a da", "adà", "ада", "a\u{1B}[31m", "a/b"] {
            #expect(throws: MemberNameError.characters) { try MemberName(bad) }
        }
    }
}

struct PasswordPolicyTests {
    @Test func countsCharactersNotBytesForTheMinimum() throws {
        // Eight characters, 16 bytes: long enough; seven 4-byte emoji (28 bytes): too short.
        #expect(try Password("éééééééé").normalized == "éééééééé")
        #expect(throws: PasswordError.tooShort(minimum: 8)) { try Password("1234567") }
        #expect(throws: PasswordError.tooShort(minimum: 8)) { try Password(String(repeating: "🦊", count: 7)) }
    }

    @Test func countsGraphemeClustersSoAFamilyEmojiOrACombiningAccentIsOneCharacter() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(throws: PasswordError.tooShort(minimum: 8)) { try Password("passwo" + family) }
        #expect(throws: PasswordError.tooShort(minimum: 8)) { try Password("passwoe\u{301}") }
        #expect(try Password("passwor" + family).normalized == "passwor" + family)
        #expect(try Password("passwore\u{301}").normalized == "passwor\u{E9}")
    }

    @Test func refusesTextReadFromBytesThatWereNotUTF8() {
        let decoded = String(decoding: [0xFF, 0xFE] + Array("password".utf8), as: UTF8.self)
        #expect(throws: PasswordError.notText) { try Password(decoded) }
    }

    @Test func countsBytesForTheMaximum() throws {
        #expect(try Password(String(repeating: "a", count: 1024)).normalized.utf8.count == 1024)
        #expect(throws: PasswordError.tooLong(maximumBytes: 1024)) {
            try Password(String(repeating: "a", count: 1025))
        }
        // 342 three-byte characters are 1,026 bytes though only 342 characters.
        #expect(throws: PasswordError.tooLong(maximumBytes: 1024)) {
            try Password(String(repeating: "€", count: 342))
        }
    }

    @Test func normalisesToNFCSoBothSpellingsOfAnAccentAreOnePassword() throws {
        let decomposed = try Password("cafe\u{301}-au-lait")
        let precomposed = try Password("caf\u{E9}-au-lait")
        #expect(Array(decomposed.normalized.utf8) == Array(precomposed.normalized.utf8))
        #expect(Array(decomposed.normalized.unicodeScalars).contains("\u{E9}"))
    }

    @Test func neverPrintsItself() throws {
        let password = try Password("correct horse battery")
        #expect("\(password)" == "(password)")
        #expect(String(reflecting: password) == "(password)")
    }
}

struct MemberRulesTests {
    private func member(_ name: String, _ role: MemberRole) -> Member {
        Member(
            id: name, name: try! MemberName(name), displayName: "", role: role, passwordHash: "h", created: 0)
    }

    @Test func aGuideWithMembersKeepsAnOwner() {
        #expect(throws: MemberRulesError.lastOwner) { try MemberRules.check([member("a", .editor)]) }
        #expect(throws: Never.self) { try MemberRules.check([]) }
        #expect(throws: MemberRulesError.lastOwner) { try MemberRules.check([], from: [member("a", .owner)]) }
        #expect(throws: Never.self) { try MemberRules.check([member("a", .owner), member("b", .viewer)]) }
    }

    @Test func namesAreUniqueWithoutCase() {
        #expect(throws: MemberRulesError.nameTaken("ADA")) {
            try MemberRules.check([member("ada", .owner), member("ADA", .viewer)])
        }
    }

    @Test func theFirstMemberIsAnOwner() {
        #expect(throws: MemberRulesError.firstMustBeOwner) {
            try MemberRules.checkFirst(.editor, joining: [])
        }
        #expect(throws: Never.self) { try MemberRules.checkFirst(.viewer, joining: [member("a", .owner)]) }
    }

    @Test func theHouseholdsHeirIsTheFirstOwnerOfTheFirstMembers() {
        let owner = member("o", .owner)
        #expect(MemberRules.householdHeir(from: [], to: [owner])?.id == "o")
        #expect(MemberRules.householdHeir(from: [owner], to: [owner, member("b", .owner)]) == nil)
    }

    @Test func rolesIncludeWhatTheRolesBelowMay() {
        #expect(MemberRole.owner.mayManageMembers && MemberRole.owner.mayEditAttractions)
        #expect(!MemberRole.editor.mayManageMembers && MemberRole.editor.mayEditAttractions)
        #expect(!MemberRole.viewer.mayManageMembers && !MemberRole.viewer.mayEditAttractions)
    }

    @Test func displayNamesAreOneShortLineWithoutControls() throws {
        #expect(try MemberRules.displayName("  Ada L. ") == "Ada L.")
        #expect(throws: MemberRulesError.displayName(maximum: 64)) {
            try MemberRules.displayName("a\u{1B}[2J")
        }
        #expect(throws: MemberRulesError.displayName(maximum: 64)) {
            try MemberRules.displayName("a\u{202E}b")
        }
    }
}
