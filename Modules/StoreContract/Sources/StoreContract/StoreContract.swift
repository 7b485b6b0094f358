import UseCases

/// Every rule the store ports promise (`AttractionStore`, `PhotoCatalogStore`, `RecentsStore`,
/// `GuideStore`, the access ports and `StoreTransactions`), as specs that each run on fresh stores. Outings' own
/// backends run it in their tests; a store of an app's own runs it the same way:
///
/// ```swift
/// let failures = StoreContract.run { Stores(MyStore()) }
/// // empty when MyStore keeps the contract; else one ContractFailure per broken rule
/// ```
///
/// No test framework is needed: wrap `run` (or `check`, which throws) in Swift Testing, XCTest or
/// a plain executable.
public enum StoreContract {
    /// Every spec, by port.
    public static let specs: [ContractSpec] =
        AttractionStoreContract.specs + AttractionChoicesContract.specs + StreamingReadContract.specs
        + StoredNumbersContract.specs + AttractionFilterContract.specs + PhotoStoreContract.specs
        + StreamedSaveContract.specs + PhotoCreditContract.specs + PhotoLicenceContract.specs
        + PhotoLicenceTransferContract.specs + GuideStoreContract.specs + StreamedTransferContract.specs
        + AccessStoreContract.specs
        + AttractionEditLogContract.specs + AccessTransferContract.specs + VisitStoreContract.specs
        + HouseholdStoreContract.specs + PlanStoreContract.specs
        + StoreTransactionsContract.specs

    /// Runs every spec, each on stores `makeStores` makes afresh (an empty store each call); a spec
    /// that copies between two stores (`copiesBetweenStores`) takes its source from `makeStores`
    /// too. Returns every failure, none when the stores keep the contract.
    public static func run(makeStores: @escaping () throws -> Stores) -> [ContractFailure] {
        specs.flatMap { $0.run(makeStores: makeStores) }
    }

    /// `run`, throwing `ContractFailures` when any spec failed.
    public static func check(makeStores: @escaping () throws -> Stores) throws(ContractFailures) {
        let failures = run(makeStores: makeStores)
        guard failures.isEmpty else { throw ContractFailures(failures: failures) }
    }
}

/// Every failure of a contract run, one per line.
public struct ContractFailures: Error, Sendable, CustomStringConvertible {
    public let failures: [ContractFailure]

    public var description: String {
        "\(failures.count) store contract failure(s):\n"
            + failures.map { "  \($0)" }.joined(separator: "\n")
    }
}
