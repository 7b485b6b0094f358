import Domain

extension AttractionFilter {
    /// The filter's parameters as the API's query names them; the CLI's options are the same
    /// names after `--`. Switches take the value `1`.
    public enum Parameter: String, CaseIterable, Sendable {
        case age, free
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
        public var isRepeatable: Bool { self == .tag }
    }

    /// The longest `search` text read: longer is no name a family typed.
    public static let longestSearch = 200

    /// Reads `(name, value)` pairs in the order given (a query string's, or the CLI's options with
    /// switches as `1`). Names that are not a `Parameter` are left to the caller (a page may carry
    /// its own). An empty value is refused like any bad one: a form that sends empty fields drops
    /// them first. Refused: a bad value, a parameter other than `tag` given twice, `inside` with
    /// `outside`, `open-now` with `open-at`, and `within` without `near`.
    public init(parameters: [(name: String, value: String)]) throws(AttractionFilterError) {
        self.init()
        var seen = Set<Parameter>()
        for (name, value) in parameters {
            guard let parameter = Parameter(rawValue: name) else { continue }
            guard parameter.isRepeatable || seen.insert(parameter).inserted else {
                throw AttractionFilterError(parameter, "is given more than once")
            }
            if parameter.isSwitch, value != "1" {
                throw AttractionFilterError(
                    parameter, "is a switch: give it without a value (as a query parameter, =1)")
            }
            try read(parameter, value)
        }
        if seen.contains(.inside), seen.contains(.outside) {
            throw AttractionFilterError(.inside, "cannot be given with outside")
        }
        if seen.contains(.openNow), seen.contains(.openAt) {
            throw AttractionFilterError(.openNow, "cannot be given with open-at")
        }
        if within != nil, near == nil {
            throw AttractionFilterError(.within, "needs near, the point distances are measured from")
        }
    }

    private mutating func read(_ parameter: Parameter, _ value: String) throws(AttractionFilterError) {
        switch parameter {
        case .age:
            guard DecimalText.isDigits(Substring(value)), let years = Int(value),
                (0...AgeRange.oldestWritten).contains(years)
            else {
                throw AttractionFilterError(
                    parameter, "expected an age in years, 0 to \(AgeRange.oldestWritten)")
            }
            age = years
        case .free: free = true
        case .maxCost:
            do {
                maxCost = try Cost.Amount(text: value)
            } catch {
                throw AttractionFilterError(parameter, "expected an amount and a currency, e.g. 10 USD")
            }
        case .openNow: open = .now
        case .openAt:
            guard let moment = Self.openMoment(value) else {
                throw AttractionFilterError(
                    parameter,
                    "expected a weekday and a time (sat 10:00) or a date and time (2026-12-05T10:00)")
            }
            open = moment
        case .inside: inside = true
        case .outside: inside = false
        case .near:
            guard !value.trimmingWhitespace.isEmpty else {
                throw AttractionFilterError(parameter, "expected \(GeoCoordinate.textForm), or an attraction")
            }
            near = GeoCoordinate(text: value).map(NearPoint.point) ?? .attraction(value)
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

    /// `sat 10:00` (a weekday as `mo`, `mon` or `monday`, any case) or `2026-12-05T10:00`.
    static func openMoment(_ text: String) -> OpenMoment? {
        let parts = text.trimmingWhitespace.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 2, let weekday = weekday(parts[0]), let time = time(parts[1]) {
            return .next(weekday, hour: time.hour, minute: time.minute)
        }
        guard parts.count == 1 else { return nil }
        let halves = parts[0].split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2, let time = time(halves[1]) else { return nil }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2,
            date.allSatisfy(DecimalText.isDigits),
            let moment = LocalDateTime(
                year: Int(date[0])!, month: Int(date[1])!, day: Int(date[2])!, hour: time.hour,
                minute: time.minute)
        else { return nil }
        return .at(moment)
    }

    private static func weekday(_ text: Substring) -> Weekday? {
        let name = text.lowercased()
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        guard name.count >= 2,
            let index = names.firstIndex(where: { $0 == name || ($0.hasPrefix(name) && name.count <= 3) })
        else { return nil }
        return Weekday(rawValue: index + 1)
    }

    /// `HH:MM`, 00:00 to 23:59.
    private static func time(_ text: Substring) -> (hour: Int, minute: Int)? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2, pieces.allSatisfy({ $0.count == 2 && DecimalText.isDigits($0) }),
            let hour = Int(pieces[0]), let minute = Int(pieces[1]), hour < 24, minute < 60
        else { return nil }
        return (hour, minute)
    }
}
