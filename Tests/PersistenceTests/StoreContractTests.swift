import Domain
import Persistence
import StoreContract
import Testing
import UseCases

/// The store contract as shipped (the `StoreContract` product, which an app's own store runs the
/// same way) on every backend: one case per backend and rule; a rule that copies a guide between
/// two stores runs on every pair of backends, each way.
struct StoreContractTests {
    static let rules = StoreContract.specs.filter { !$0.copiesBetweenStores }
    static let copies = StoreContract.specs.filter(\.copiesBetweenStores)
    static let pairs: [(from: Backend, to: Backend)] = Backend.allCases.flatMap { source in
        Backend.allCases.map { (source, $0) }
    }

    @Test(arguments: Backend.allCases, rules)
    func everyBackendKeepsTheRule(backend: Backend, rule: ContractSpec) {
        report(Self.failures(of: rule, on: backend))
    }

    @Test(arguments: pairs, copies)
    func everyPairOfBackendsKeepsTheRule(pair: (from: Backend, to: Backend), rule: ContractSpec) {
        report(Self.failures(of: rule, on: pair.to, from: pair.from))
    }

    /// Runs `rule` on fresh stores of `backend` (and a source of `source`), keeping each store's
    /// folder until the rule is done.
    static func failures(of rule: ContractSpec, on backend: Backend, from source: Backend? = nil)
        -> [ContractFailure]
    {
        let kept = KeptStores()
        return rule.run(
            makeStores: { try kept.make(backend) },
            makeSource: source.map { source in { try kept.make(source) } })
    }

    private func report(_ failures: [ContractFailure]) {
        for failure in failures {
            Issue.record(
                Comment(rawValue: failure.description),
                sourceLocation: SourceLocation(
                    fileID: failure.fileID ?? #fileID, filePath: failure.filePath ?? #filePath,
                    line: failure.line ?? #line, column: 1))
        }
    }
}

/// The stores a rule made, with their folders, until the rule is done.
private final class KeptStores {
    private var all: [StoresUnderTest] = []

    func make(_ backend: Backend) throws -> Stores {
        let made = try backend.makeStores()
        all.append(made)
        return made.stores
    }
}

/// The contract reports what a store breaks, by rule, and does not stop at the first.
struct StoreContractReportingTests {
    private struct Unavailable: Error {}

    /// An attraction store that starts every added attraction at version 1, even an id that was
    /// removed before: the mistake the contract's version rule is there to catch.
    private struct VersionOneOnAdd: AttractionStore {
        let inner: any AttractionStore

        func attractions() throws -> [Attraction] { try inner.attractions() }
        func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T { try inner.readGuide(body) }
        func attraction(id: String) throws -> Attraction? { try inner.attraction(id: id) }
        func add(_ attraction: Attraction) throws -> Attraction {
            var added = try inner.add(attraction)
            added.version = 1
            return added
        }
        func replace(_ attraction: Attraction) throws -> Attraction { try inner.replace(attraction) }
        func remove(id: String) throws { try inner.remove(id: id) }
        func move(id: String, to position: Int) throws -> Attraction { try inner.move(id: id, to: position) }
    }

    @Test func aStoreThatRestartsVersionsOnAddFailsTheVersionRuleOnly() {
        let failures = StoreContract.run {
            let store = InMemoryStore()
            return Stores(
                attractions: VersionOneOnAdd(inner: store), catalog: store, recents: store, guide: store,
                access: store, transactions: store)
        }

        #expect(
            Set(failures.map(\.spec)) == [
                "GuideStoreContract.anIDAddedAgainAfterARemoveContinuesPastItsLastVersion"
            ])
        #expect(failures.allSatisfy { $0.fileID?.hasPrefix("StoreContract/") == true && $0.line != nil })
    }

    @Test func storesThatCannotBeMadeFailEveryRuleAndCheckThrowsThemAll() {
        let failures = StoreContract.run { throw Unavailable() }

        #expect(failures.map(\.spec) == StoreContract.specs.map(\.name))
        #expect(throws: ContractFailures.self) { try StoreContract.check { throw Unavailable() } }
        #expect(throws: Never.self) { try StoreContract.check { Stores(InMemoryStore()) } }
    }
}
