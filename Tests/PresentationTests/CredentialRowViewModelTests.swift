import Testing
import UseCases

@testable import Presentation

struct CredentialRowViewModelTests {
    /// `MomentTextTests`' zone (UTC-7) and now (08:00 on 7 Dec 2026 there).
    let words = MomentText(
        zone: LocalTimeConverter(zone: MomentTextTests.SevenBehind()), now: MomentTextTests.now)

    private func session(created: Int64, expires: Int64?) -> Credential {
        Credential(
            kind: .session, digest: "0123456789abcdef", memberID: "m", created: created, expires: expires)
    }

    @Test func timesAreInWordsOnTheGuidesClockAndAnEndlessOneNeverExpires() {
        // Created 2026-12-07 06:59 UTC, last used 21:05 UTC.
        let row = CredentialRowViewModel(
            session(created: 1_796_626_740, expires: nil), lastUsed: 1_796_677_500, words: words)
        #expect(row.id == "0123456789ab")
        #expect(row.created == "yesterday 23:59")
        #expect(row.expires == "never")
        #expect(row.lastUsed == "today 14:05")
        #expect(row.role == nil)
        // Created 2025-12-03 12:00 UTC, ends 2026-12-08 16:10 UTC.
        let later = CredentialRowViewModel(
            session(created: 1_764_763_200, expires: 1_796_746_200), words: words)
        #expect(later.created == "3 Dec 2025")
        #expect(later.expires == "tomorrow 09:10")
        #expect(later.lastUsed == nil)
    }

    @Test func aSessionWasLastUsedItsIdleTimeBeforeItsEndButNeverBeforeItsStart() {
        #expect(ManageMembers.lastUsed(session(created: 100, expires: 10_000), idle: 1_000) == 9_000)
        #expect(ManageMembers.lastUsed(session(created: 100, expires: 500), idle: 1_000) == 100)
        #expect(ManageMembers.lastUsed(session(created: 100, expires: nil), idle: 1_000) == 100)
    }
}
