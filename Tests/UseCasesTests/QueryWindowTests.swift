import Foundation
import Testing
import UseCases

/// Flickr's hourly limit on a fake clock: times are whole seconds from a fixed start.
struct QueryWindowTests {
    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func exactly3600QueriesInAnHourAreAllowedAndThe3601stIsRefused() {
        var window = QueryWindow()
        #expect(window.refusal(of: 3600, at: at(0)) == nil)
        window.record(3599, at: at(0))
        #expect(window.refusal(of: 1, at: at(10)) == nil)
        window.record(1, at: at(10))
        #expect(window.used(at: at(20)) == 3600)
        #expect(window.refusal(of: 1, at: at(20)) != nil)
        #expect(QueryWindow().refusal(of: 3601, at: at(0)) == .overLimit(needed: 3601, limit: 3600))
    }

    @Test func queriesLeaveTheWindowExactlyAnHourAfterTheyWereMade() {
        var window = QueryWindow()
        window.record(3000, at: at(0))
        window.record(600, at: at(1800))
        #expect(window.refusal(of: 1, at: at(3599)) != nil)
        #expect(window.refusal(of: 3000, at: at(3600)) == nil)
        #expect(window.refusal(of: 3001, at: at(3600)) != nil)
        #expect(window.used(at: at(5399)) == 600)
        #expect(window.used(at: at(5400)) == 0)
    }

    @Test func aRefusalSaysWhenTheOldestQueriesHaveLeftEnoughRoom() {
        var window = QueryWindow()
        window.record(10, at: at(0))
        window.record(20, at: at(600))
        window.record(3570, at: at(1200))
        // 16 more need 16 of the oldest gone: the 10 at 0 and 6 of the 20 at 600.
        #expect(
            window.refusal(of: 16, at: at(1300))
                == .spent(used: 3600, needed: 16, limit: 3600, retryAt: at(4200), now: at(1300)))
        #expect(
            window.refusal(of: 10, at: at(1300))
                == .spent(used: 3600, needed: 10, limit: 3600, retryAt: at(3600), now: at(1300)))
    }

    @Test func aRefreshOfNoQueriesRecordsNothing() {
        var window = QueryWindow()
        window.record(0, at: at(0))
        #expect(window.counts.isEmpty)
    }

    @Test func pruningKeepsOnlyTheLastHour() {
        var window = QueryWindow()
        for second in 0..<7200 { window.record(1, at: at(Double(second))) }
        window.prune(at: at(7200))
        #expect(window.counts.count == 3599)
        #expect(window.counts.first?.second == 1_800_003_601)
    }

    @Test func theMessageSaysWhenToTryAgainAndInHowManyMinutes() throws {
        let error = QueryBudgetError.spent(
            used: 3595, needed: 16, limit: 3600, retryAt: at(11 * 60 + 30), now: at(0))
        let message = error.message
        #expect(message.contains("3595 were made in the last hour and this refresh needs 16 more"))
        #expect(message.contains("(in 12 minutes)"))
        #expect(
            message.range(of: #"try again after [0-2][0-9]:[0-5][0-9] \("#, options: .regularExpression)
                != nil)
        #expect(!message.contains("\n"))
        #expect(error.category == .tryLater)
    }

    /// Queries stamped by a clock that was ahead (and has been set back) count as made now: they
    /// leave within the hour rather than block refreshes until the clock catches up with them.
    @Test func queriesFromAClockSetBackCountAsMadeNow() {
        var window = QueryWindow()
        window.record(3600, at: at(86_400))
        #expect(window.used(at: at(0)) == 3600)
        #expect(
            window.refusal(of: 1, at: at(0))
                == .spent(used: 3600, needed: 1, limit: 3600, retryAt: at(3600), now: at(0)))
        window.prune(at: at(0))
        #expect(window.refusal(of: 3600, at: at(3600)) == nil)
    }

    /// A damaged budget file can hold any count: none can make the sums overflow.
    @Test func countsBeyondTheLimitInOneSecondAreTheLimit() {
        let second = Int64(start.timeIntervalSince1970)
        let window = QueryWindow(counts: [(second, Int.max), (second + 1, Int.max)])
        #expect(window.used(at: at(2)) == 7200)
        #expect(window.refusal(of: 1, at: at(2)) != nil)
    }
}
