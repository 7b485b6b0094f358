import Testing
import UseCases

@testable import Presentation

struct CredentialRowViewModelTests {
    private func session(created: Int64, expires: Int64?) -> Credential {
        Credential(
            kind: .session, digest: "0123456789abcdef", memberID: "m", created: created, expires: expires)
    }

    @Test func timesAreUTCMinutesAndAnEndlessOneNeverExpires() {
        let row = CredentialRowViewModel(session(created: 3_661, expires: nil), lastUsed: -60)
        #expect(row.id == "0123456789ab")
        #expect(row.created == "1970-01-01 01:01 UTC")
        #expect(row.expires == "never")
        #expect(row.lastUsed == "1969-12-31 23:59 UTC")
        #expect(row.role == nil)
        // 2026-12-04 is day 20,791 since 1970; 13:45:59 into it.
        let later = CredentialRowViewModel(session(created: 20_791 * 86_400 + 49_559, expires: 31_536_000))
        #expect(later.created == "2026-12-04 13:45 UTC")
        #expect(later.expires == "1971-01-01 00:00 UTC")
        #expect(later.lastUsed == nil)
    }

    @Test func aSessionWasLastUsedItsIdleTimeBeforeItsEndButNeverBeforeItsStart() {
        #expect(ManageMembers.lastUsed(session(created: 100, expires: 10_000), idle: 1_000) == 9_000)
        #expect(ManageMembers.lastUsed(session(created: 100, expires: 500), idle: 1_000) == 100)
        #expect(ManageMembers.lastUsed(session(created: 100, expires: nil), idle: 1_000) == 100)
    }
}
