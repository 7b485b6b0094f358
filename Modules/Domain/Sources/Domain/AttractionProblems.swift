/// Every problem an edit has, field by field: values a field cannot take and rules the result
/// breaks. Reported together, so a person fixes them all in one go.
public struct AttractionProblems: Error, Equatable, Sendable, CustomStringConvertible {
    public struct Problem: Equatable, Sendable {
        public let field: AttractionField
        public let message: String

        public init(field: AttractionField, message: String) {
            self.field = field
            self.message = message
        }
    }

    public let problems: [Problem]

    public init(_ problems: [Problem]) {
        self.problems = problems
    }

    /// The first problem of `field`, for the message beside it.
    public func message(for field: AttractionField) -> String? {
        problems.first { $0.field == field }?.message
    }

    public var description: String { problems.map(\.message).joined(separator: "; ") }
}

extension Attraction {
    /// A copy with every change applied, validated and normalized as it will be stored; or every
    /// field's problem at once (a value the field cannot take, then the rules the rest breaks).
    /// `refused`: problems the caller met turning its input into a field's text (tags to add and
    /// remove, say), reported with the rest rather than alone. `currency`: the guide's, for a
    /// bare cost.
    public func applying(
        _ changes: [(AttractionField, String)], refused: [AttractionProblems.Problem] = [],
        currency: String? = nil
    ) throws(AttractionProblems) -> Attraction {
        var result = self
        var problems = refused
        for (field, value) in changes {
            do {
                result = try result.setting(field, to: value, currency: currency)
            } catch {
                problems.append(.init(field: field, message: error.description))
            }
        }
        let broken = Set(problems.map(\.field))
        for rule in result.problems() where !broken.contains(rule.field) {
            problems.append(.init(field: rule.field, message: rule.description))
        }
        guard problems.isEmpty else {
            throw AttractionProblems(problems.sorted { $0.field.order < $1.field.order })
        }
        return result.normalized
    }
}

extension AttractionField {
    /// Where the field stands in `allCases`: forms and messages list fields in this order.
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
