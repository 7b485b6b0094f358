import Domain
import UseCases

/// The specs of one port: each method is a rule, written with `expect` and `require`, which
/// record a failure in the run (with the line) instead of stopping at the first.
protocol ContractSuite {
    var run: ContractRun { get }
    init(run: ContractRun)
}

extension ContractSuite {
    /// A spec named after the suite and the rule; `body` runs the rule on a suite made with the run
    /// (`spec("rule") { try Self(run: $0).rule() }`).
    static func spec(
        _ rule: String, copiesBetweenStores: Bool = false,
        _ body: @escaping @Sendable (ContractRun) throws -> Void
    ) -> ContractSpec {
        ContractSpec("\(Self.self).\(rule)", copiesBetweenStores: copiesBetweenStores, body)
    }

    /// Empty stores of the backend under test.
    func makeStores() throws -> Stores { try run.makeStores() }

    /// Empty stores to copy from (another backend, or the same one).
    func makeSource() throws -> Stores { try run.makeSource() }

    /// Makes `sut` hold exactly `attractions` and nothing else, in this order, keeping their ids
    /// and versions: a replacing copy (`GuideStore.replaceGuide`).
    func hold(_ attractions: [Attraction], in sut: Stores) throws {
        try sut.guide.replaceGuide(
            with: Guide(attractions: attractions, places: [], photos: [], recents: []), replacing: true)
    }

    /// Records a failure unless `condition` holds; an error it throws is a failure too.
    func expect(
        _ condition: @autoclosure () throws -> Bool, _ comment: @autoclosure () -> String = "",
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line
    ) {
        let at = ContractRun.Location(fileID: fileID, filePath: filePath, line: line)
        do {
            if try !condition() {
                let note = comment()
                run.record("expectation failed" + (note.isEmpty ? "" : ": \(note)"), at: at)
            }
        } catch {
            run.record("threw \(error)", at: at)
        }
    }

    /// Records a failure unless `body` throws an error equal to `expected`.
    func expect<E: Error & Equatable>(
        throws expected: E, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: () throws -> Void
    ) {
        checkThrows(
            body, matching: { ($0 as? E) == expected }, expected: "expected \(expected)",
            at: ContractRun.Location(fileID: fileID, filePath: filePath, line: line))
    }

    /// Records a failure unless `body` throws an error of type `type`.
    func expect<E: Error>(
        throws type: E.Type, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: () throws -> Void
    ) {
        checkThrows(
            body, matching: { $0 is E }, expected: "expected an error of type \(E.self)",
            at: ContractRun.Location(fileID: fileID, filePath: filePath, line: line))
    }

    /// Records a failure unless `body` throws an error `matches` accepts.
    func expect(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, _ body: () throws -> Void,
        throws matches: (any Error) -> Bool
    ) {
        checkThrows(
            body, matching: matches, expected: "expected a matching error",
            at: ContractRun.Location(fileID: fileID, filePath: filePath, line: line))
    }

    /// The value, or a recorded failure that ends the spec when it is nil.
    func require<T>(
        _ value: @autoclosure () throws -> T?, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line
    ) throws -> T {
        guard let value = try value() else {
            run.record(
                "required value was nil",
                at: ContractRun.Location(fileID: fileID, filePath: filePath, line: line))
            throw ContractRun.Stopped()
        }
        return value
    }

    private func checkThrows(
        _ body: () throws -> Void, matching matches: (any Error) -> Bool, expected: String,
        at location: ContractRun.Location
    ) {
        do {
            try body()
            run.record("\(expected), but nothing was thrown", at: location)
        } catch {
            if !matches(error) { run.record("\(expected), but it threw \(error)", at: location) }
        }
    }
}
