import Domain
import Testing
import UseCases

/// What `check` says of members, their recents and credentials.
struct AccessInvariantsTests {
    private func member(_ id: String, _ name: String, _ role: MemberRole) -> Member {
        Member(
            id: id, name: try! MemberName(name), displayName: "x", role: role, passwordHash: "secret-hash",
            created: 0)
    }

    @Test func aSoundListHasNoProblems() {
        let problems = GuideInvariants.problems(
            members: [member("1", "ada", .owner), member("2", "bob", .viewer)], recentsOfMember: { _ in [] },
            credentials: [Credential(kind: .session, digest: "d1", memberID: "2", created: 0, expires: nil)])
        #expect(problems.isEmpty)
    }

    @Test func eachBrokenRuleIsOneLineNamingNoSecret() {
        let photo = Photo(id: "p1", title: "P", placeID: "x")
        let many = (1...21).map { Photo(id: "r\($0)", title: "R", placeID: "x") }
        let problems = GuideInvariants.problems(
            members: [
                member("1", "Ada", .editor), member("2", "ada", .viewer), member("3", "cy", .viewer),
                Member(
                    id: "4", name: try! MemberName("dee"), displayName: "D\u{202E}ee", role: .viewer,
                    passwordHash: "secret-hash", created: 0),
            ],
            recentsOfMember: { $0 == "1" ? [photo, photo] : $0 == "3" ? many : [] },
            credentials: [
                Credential(kind: .apiToken, digest: "digest-9", memberID: "9", created: 0, expires: nil),
                Credential(kind: .invite, digest: "digest-8", memberID: nil, created: 0, expires: nil),
            ])

        #expect(
            problems == [
                "member name ada is stored more than once",
                "the guide has members but no owner",
                "photo p1 is in the recents of member 1 more than once",
                "member 3 has 21 recents; at most 20 are kept",
                "member 4 has a display name Outings would refuse",
                "a stored api-token names member 9, who does not exist",
                "a stored invite grants no role",
            ])
        #expect(!problems.joined().contains("secret-hash"))
        #expect(!problems.joined().contains("digest-"))
    }
}
