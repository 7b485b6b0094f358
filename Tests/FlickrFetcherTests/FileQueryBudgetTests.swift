import FlickrFetcher
import Foundation
import TestSupport
import Testing
import UseCases

/// The budget file on a fake clock: what two processes share is the file, so two budgets on one
/// folder stand for them.
struct FileQueryBudgetTests {
    /// A clock the test moves by hand.
    private final class FakeClock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    private func makeBudget(folder: String, key: String = "abc", clock: FakeClock) -> FileQueryBudget {
        FileQueryBudget(folder: folder, apiKey: key, now: { clock.now })
    }

    @Test func theFileIsNamedByTheKeysSHA256AndNeverHoldsTheKey() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        do {
            let budget = makeBudget(folder: folder, key: "abc", clock: FakeClock())
            try budget.reserve(3)
            // SHA-256("abc") from FIPS 180-2's examples.
            let expected =
                folder + "/flickr-queries-ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
            #expect(budget.path == expected)
            let text = try String(contentsOfFile: expected, encoding: .utf8)
            #expect(text == "1800000000 3\n")
            #expect(!text.contains("abc"))
        }
    }

    @Test func twoBudgetsOnOneFolderShareTheCountAndANewOneRemembersIt() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        do {
            let clock = FakeClock()
            let first = makeBudget(folder: folder, clock: clock)
            let second = makeBudget(folder: folder, clock: clock)
            try first.reserve(1800)
            clock.now += 60
            try second.reserve(1800)
            clock.now += 60
            #expect(throws: QueryBudgetError.self) { try first.reserve(1) }
            #expect(throws: QueryBudgetError.self) { try makeBudget(folder: folder, clock: clock).reserve(1) }
            // Another key has its own hour.
            try makeBudget(folder: folder, key: "other", clock: clock).reserve(1)
            #expect(try first.read().used(at: clock.now) == 3600)
        }
    }

    @Test func aRefusalRecordsNothingAndTheWindowSlides() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        do {
            let clock = FakeClock()
            let budget = makeBudget(folder: folder, clock: clock)
            try budget.reserve(3599)
            clock.now += 100
            #expect(throws: QueryBudgetError.self) { try budget.reserve(2) }
            try budget.reserve(1)
            clock.now += 3499
            #expect(throws: QueryBudgetError.self) { try budget.reserve(1) }
            clock.now += 1
            try budget.reserve(3599)
            // The old seconds were pruned: the file holds the last hour only.
            let text = try String(contentsOfFile: budget.path, encoding: .utf8)
            #expect(text == "1800000100 1\n1800003600 3599\n")
        }
    }

    /// Queries stamped a day ahead by a clock since set back count as made when the budget first
    /// sees them so, and leave the window an hour after that, refused or not in between.
    @Test func queriesFromAClockSetBackLeaveAnHourAfterItWasSetBack() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        do {
            let clock = FakeClock()
            let budget = makeBudget(folder: folder, clock: clock)
            clock.now += 86_400
            try budget.reserve(3600)
            clock.now -= 86_400
            #expect(throws: QueryBudgetError.self) { try budget.reserve(1) }
            clock.now += 3599
            #expect(throws: QueryBudgetError.self) { try budget.reserve(1) }
            clock.now += 1
            try budget.reserve(3600)
        }
    }
}

struct FlickrFetcherQueryCountTests {
    @Test(arguments: [(0, 0), (1, 1), (50, 1), (250, 1), (251, 2), (1000, 4), (4000, 16), (10_000, 16)])
    func aSearchMakesOneQueryPerPageOf250UpTo4000Results(maxResults: Int, queries: Int) {
        #expect(FlickrFetcher(apiKey: "k").queryCount(forPhotos: maxResults) == queries)
    }
}
