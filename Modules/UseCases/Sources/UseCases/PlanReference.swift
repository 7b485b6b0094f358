import Domain

/// What a person may type to name a plan, or a stop of one, in the order the forms are tried (the
/// first form that matches decides), as attractions are named: its whole id; its number in the
/// list (1 is the first); its whole name ignoring case; the start of its id (at least 4
/// characters); any part of its name ignoring case. A stop's name is its attraction's name or its
/// free text. Several matches of one form are ambiguous and name the candidates.
public enum PlanReference {
    public static func plan(named text: String, in plans: [Plan]) throws(PlanLookupError) -> Plan {
        plans[try index(of: text, among: plans.map { ($0.id, $0.name) }, kind: "plan")]
    }

    /// The index of the stop of `plan` that `text` names; `names` gives an attraction stop's name.
    public static func stopIndex(named text: String, in plan: Plan, names: (PlanStop) -> String)
        throws(PlanLookupError) -> Int
    {
        try index(of: text, among: plan.stops.map { ($0.id, names($0)) }, kind: "stop of \(plan.name)")
    }

    private static func index(of text: String, among items: [(id: String, name: String)], kind: String)
        throws(PlanLookupError) -> Int
    {
        let typed = text.trimmingWhitespace
        if let exact = items.firstIndex(where: { $0.id == typed }) { return exact }
        if !typed.isEmpty, DecimalText.isDigits(Substring(typed)) {
            guard let number = Int(typed), (1...items.count).contains(number) else {
                throw .noSuchNumber(kind, typed, count: items.count)
            }
            return number - 1
        }
        let folded = typed.lowercased()
        let forms: [((id: String, name: String)) -> Bool] = [
            { $0.name.lowercased() == folded },
            { folded.count >= 4 && $0.id.lowercased().hasPrefix(folded) },
            { !folded.isEmpty && $0.name.lowercased().contains(folded) },
        ]
        for form in forms {
            let matches = items.indices.filter { form(items[$0]) }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 { throw .ambiguous(kind, typed, matches.prefix(5).map { items[$0].name }) }
        }
        throw .notFound(kind, typed)
    }
}

/// Text that names no plan or stop, or more than one.
public enum PlanLookupError: Error, Equatable, Sendable, CustomStringConvertible, CategorizedError {
    case notFound(String, String)
    case noSuchNumber(String, String, count: Int)
    case ambiguous(String, String, [String])

    public var description: String {
        switch self {
        case .notFound(let kind, let text): "no \(kind) has the number, id or name '\(text)'"
        case .noSuchNumber(let kind, let text, let count):
            count == 0
                ? "no \(kind) number \(text): there are none"
                : "no \(kind) number \(text): they are numbered 1 to \(count)"
        case .ambiguous(let kind, let text, let names):
            "'\(text)' matches more than one \(kind) (\(names.joined(separator: ", "))); give its number or more of its name"
        }
    }

    public var category: ErrorCategory {
        switch self {
        case .notFound, .noSuchNumber: .notFound
        case .ambiguous: .usage
        }
    }
}

extension PlanError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .planExists: .exists
        default: .invalid
        }
    }
}
