import UseCases

/// One rule of the store contract, run on fresh stores.
public struct ContractSpec: Sendable, CustomStringConvertible {
    /// The port's contract and the rule: `AttractionStoreContract.addAppendsAtTheEndWithPositionsFromOne`.
    public let name: String
    /// Whether the rule copies a guide from one store into another (a transfer): it makes its
    /// source with `makeSource`, so a run can pair backends.
    public let copiesBetweenStores: Bool
    private let body: @Sendable (ContractRun) throws -> Void

    init(
        _ name: String, copiesBetweenStores: Bool = false,
        _ body: @escaping @Sendable (ContractRun) throws -> Void
    ) {
        self.name = name
        self.copiesBetweenStores = copiesBetweenStores
        self.body = body
    }

    public var description: String { name }

    /// Runs the rule on stores from `makeStores` (called once for each empty store it needs; the
    /// stores must live until `run` returns) and, for a copy, a source from `makeSource` (default
    /// `makeStores`). Returns the failures, none when the stores keep the rule. An error the rule
    /// did not expect is a failure too.
    public func run(
        makeStores: @escaping () throws -> Stores, makeSource: (() throws -> Stores)? = nil
    ) -> [ContractFailure] {
        let run = ContractRun(spec: name, makeStores: makeStores, makeSource: makeSource ?? makeStores)
        do {
            try body(run)
        } catch is ContractRun.Stopped {
            // A `require` failed and recorded why.
        } catch {
            run.record("threw an error the rule does not expect: \(error)", at: nil)
        }
        return run.failures
    }
}

/// A broken rule: which spec, what went wrong and where in the contract's source.
public struct ContractFailure: Sendable, Equatable, CustomStringConvertible {
    public let spec: String
    public let message: String
    /// `StoreContract/AttractionStoreContract.swift`, or nil for an error that ended the spec.
    public let fileID: String?
    public let filePath: String?
    public let line: Int?

    public var description: String {
        let place = fileID.map { " (\($0):\(line ?? 0))" } ?? ""
        return "\(spec): \(message)\(place)"
    }
}

/// Where the expectations of one spec's run go; the stores it makes.
final class ContractRun {
    /// Ends a spec after a failed `require`.
    struct Stopped: Error {}

    struct Location {
        let fileID: String
        let filePath: String
        let line: Int
    }

    let spec: String
    private let makeStoresBody: () throws -> Stores
    private let makeSourceBody: () throws -> Stores
    private(set) var failures: [ContractFailure] = []

    init(spec: String, makeStores: @escaping () throws -> Stores, makeSource: @escaping () throws -> Stores) {
        self.spec = spec
        makeStoresBody = makeStores
        makeSourceBody = makeSource
    }

    func makeStores() throws -> Stores { try makeStoresBody() }

    func makeSource() throws -> Stores { try makeSourceBody() }

    func record(_ message: String, at location: Location?) {
        failures.append(
            ContractFailure(
                spec: spec, message: message, fileID: location?.fileID, filePath: location?.filePath,
                line: location?.line))
    }
}
