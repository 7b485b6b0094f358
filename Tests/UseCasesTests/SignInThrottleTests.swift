import Testing
import UseCases

struct SignInThrottleTests {
    private let name = ThrottleSubject.name("vic")
    private let address = ThrottleSubject.address("192.0.2.1")

    @Test func fiveFailuresAreFreeThenTheWaitDoublesUpToFifteenMinutes() throws {
        let store = AccessStoreFake()
        let sut = SignInThrottle(store: store)
        for time in Int64(1_000)..<1_005 {
            #expect(try sut.wait([name], at: time) == nil)
            try sut.failed([name], at: time)
        }
        // Last failure at 1004: 30 s from then.
        #expect(try sut.wait([name], at: 1_004) == 30)
        #expect(try sut.wait([name], at: 1_034) == nil)
        try sut.failed([name], at: 1_034)
        #expect(try sut.wait([name], at: 1_034) == 60)
        for _ in 0..<10 { try sut.failed([name], at: 1_100) }
        #expect(try sut.wait([name], at: 1_100) == 15 * 60)
        // Another subject is not held up.
        #expect(try sut.wait([address], at: 1_100) == nil)
    }

    @Test func aLoginNameIsCountedInAnyCaseAndKeptShortWhateverWasTyped() {
        #expect(ThrottleSubject.login("ViC") == .name("vic"))
        let typed = String(repeating: "A", count: 100_000)
        #expect(ThrottleSubject.login(typed) == .name(String(repeating: "a", count: 33)))
        // Combining marks are scalars of their own: one character cannot carry the length past the cut.
        let stacked = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(ThrottleSubject.login(stacked).storedKey.unicodeScalars.count == "name:".count + 33)
    }

    @Test func failuresOlderThanFifteenMinutesNoLongerCount() throws {
        let sut = SignInThrottle(store: AccessStoreFake())
        for _ in 0..<5 { try sut.failed([address], at: 0) }
        #expect(try sut.wait([address], at: 1) != nil)
        #expect(try sut.wait([address], at: 15 * 60 + 1) == nil)
    }

    @Test func successAndUnlockForgetTheFailures() throws {
        let store = AccessStoreFake()
        let sut = SignInThrottle(store: store)
        for _ in 0..<5 { try sut.failed([name, address], at: 100) }
        try sut.succeeded([name])
        #expect(try sut.wait([name], at: 100) == nil)
        #expect(try sut.wait([address], at: 100) != nil)
        let members = ManageMembers(
            stores: store.stores, hasher: PasswordHasherStub(), tokens: TokenMinterStub())
        try members.unlock(name: "VIC", address: "192.0.2.1")
        #expect(try sut.wait([address], at: 100) == nil)
    }
}

/// Failures recorded by a server whose clock was ahead (a day; or hours, on a second server sharing
/// one PostgreSQL store) count as made now: never a wait beyond the throttle's fifteen minutes, and
/// not a lock that lasts until that future comes.
struct SignInThrottleClockTests {
    private let name = ThrottleSubject.name("vic")

    @Test(arguments: [1, 7_230, 86_400, 315_360_000] as [Int64])
    func failuresDatedInTheFutureCountAsMadeNow(ahead: Int64) throws {
        let sut = SignInThrottle(store: AccessStoreFake())
        let now: Int64 = 1_000_000
        for _ in 0..<5 { try sut.failed([name], at: now + ahead) }
        #expect(try sut.wait([name], at: now) == SignInThrottle.firstDelay)
        // Once the first delay has passed, the right password goes ahead.
        #expect(try sut.wait([name], at: now + SignInThrottle.firstDelay) == nil)
        // And the failures age out as if made at `now`.
        #expect(try sut.wait([name], at: now + SignInThrottle.window + 1) == nil)
    }

    @Test(arguments: [5, 6, 12, 40])
    func noWaitIsLongerThanTheWindowWhateverTheDates(failures: Int) throws {
        let sut = SignInThrottle(store: AccessStoreFake())
        let now: Int64 = 1_000_000
        for index in 0..<failures { try sut.failed([name], at: now + 86_400 + Int64(index) * 10) }
        let wait = try #require(try sut.wait([name], at: now))
        #expect(wait > 0 && wait <= 15 * 60)
    }
}
