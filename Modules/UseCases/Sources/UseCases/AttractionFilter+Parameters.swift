import Domain

extension AttractionFilter {
    /// The filter's parameters as the API's query names them; the CLI's options are the same
    /// names after `--`. Switches take the value `1`.
    public enum Parameter: String, CaseIterable, Sendable {
        case age, child, free
        case maxCost = "max-cost"
        case openNow = "open-now"
        case openAt = "open-at"
        case inside, outside, near, within, tag, search
        case notVisited = "not-visited"

        /// Given alone, without a value (`--free`, `free=1`).
        public var isSwitch: Bool {
            switch self {
            case .free, .openNow, .inside, .outside, .notVisited: true
            default: false
            }
        }

        /// May be given more than once; every value counts.
        public var isRepeatable: Bool { self == .tag || self == .child }
    }

    /// The longest `search` text read: longer is no name a family typed.
    public static let longestSearch = 200

    /// Reads `(name, value)` pairs in the order given (a query string's, or the CLI's options with
    /// switches as `1`). Names that are not a `Parameter` are left to the caller (a page may carry
    /// its own). An empty value is refused like any bad one: a form that sends empty fields drops
    /// them first. Refused: a bad value, a parameter other than `tag` and `child` given twice, `inside` with
    /// `outside`, `open-now` with `open-at`, and `within` without `near`. Every problem is reported
    /// at once (`AttractionFilterError.problems`), in the order given.
    public init(parameters: [(name: String, value: String)]) throws(AttractionFilterError) {
        self.init()
        var seen = Set<Parameter>()
        var problems: [AttractionFilterError.Problem] = []
        for (name, value) in parameters {
            guard let parameter = Parameter(rawValue: name) else { continue }
            guard parameter.isRepeatable || seen.insert(parameter).inserted else {
                problems.append(.init(parameter, "is given more than once"))
                continue
            }
            if parameter.isSwitch, value != "1" {
                problems.append(
                    .init(parameter, "is a switch: give it without a value (as a query parameter, =1)"))
                continue
            }
            do {
                try read(parameter, value)
            } catch {
                problems += error.problems
            }
        }
        if seen.contains(.inside), seen.contains(.outside) {
            problems.append(.init(.inside, "cannot be given with outside"))
        }
        if seen.contains(.openNow), seen.contains(.openAt) {
            problems.append(.init(.openNow, "cannot be given with open-at"))
        }
        if seen.contains(.within), !seen.contains(.near) {
            problems.append(.init(.within, "needs near, the point distances are measured from"))
        }
        if let error = AttractionFilterError(problems: problems) { throw error }
    }

    private mutating func read(_ parameter: Parameter, _ value: String) throws(AttractionFilterError) {
        switch parameter {
        case .age:
            let typed = value.trimmingWhitespace
            guard DecimalText.isDigits(Substring(typed)), let years = Int(typed),
                (0...AgeRange.oldestWritten).contains(years)
            else {
                throw AttractionFilterError(
                    parameter, "expected an age in years, 0 to \(AgeRange.oldestWritten)")
            }
            age = years
        case .child:
            do {
                children.append(try HouseholdRules.name(value))
            } catch {
                throw AttractionFilterError(parameter, "expected the name of a child of the household")
            }
        case .free: free = true
        case .maxCost:
            do {
                maxCost = try Cost.Written(text: value)
            } catch {
                throw AttractionFilterError(
                    parameter, "expected free or an amount, e.g. 10, $10, 10 USD or \u{20AC}8")
            }
        case .openNow: open = .now
        case .openAt:
            do {
                open = try When(text: value)
            } catch {
                throw AttractionFilterError(parameter, error.description)
            }
        case .inside: inside = true
        case .outside: inside = false
        case .near:
            let text = value.trimmingWhitespace
            guard !text.isEmpty else {
                throw AttractionFilterError(
                    parameter, "expected \(GeoCoordinate.readForms), or a place's or an attraction's name")
            }
            near = (try? GeoCoordinate(reading: text)).map(NearPoint.point) ?? .name(text)
        case .within:
            guard let metres = GroundDistance.metres(text: value) else {
                throw AttractionFilterError(parameter, "expected \(GroundDistance.textForm)")
            }
            within = metres
        case .tag:
            guard let tag = try? Tags([value]).values.first else {
                throw AttractionFilterError(parameter, "expected a tag: letters a-z, digits and '-'")
            }
            tags.append(tag)
        case .search:
            let text = value.trimmingWhitespace
            guard !text.isEmpty, text.count <= Self.longestSearch else {
                throw AttractionFilterError(
                    parameter, "expected text of 1 to \(Self.longestSearch) characters")
            }
            search = text
        case .notVisited: notVisited = true
        }
    }
}
