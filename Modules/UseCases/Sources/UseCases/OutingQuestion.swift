import Domain

/// "What can we do on Saturday?": the home page's question, read from its GET form (so an answer
/// is a link to share) and turned into the `AttractionFilter` the list, the API and the CLI read,
/// so the answers are the filter's own. Parameters:
/// `date` (YYYY-MM-DD) and `time` (10:00, 2pm) or `now=1`; `child` (repeatable, household
/// children) or `age`; `from` (a household place, or anything `near` reads); `within` (10km);
/// `setting` (`inside`, `outside` or `either`); `free=1`; `not-visited=1`.
public struct OutingQuestion: Equatable, Sendable {
    public enum Setting: String, CaseIterable, Sendable {
        case inside, outside, either
    }

    /// The day asked about; ignored with `now`.
    public var date: CalendarDate
    public var time: When.TimeOfDay
    public var now = false
    public var children: [String] = []
    public var age: Int?
    public var from: String?
    /// Metres from `from`; nil: any distance.
    public var within: Double?
    public var setting = Setting.either
    public var free = false
    public var notVisited = false

    /// The question asked before anyone changes it: the coming Saturday (today when it is one) at
    /// 10:00, every child of the household, from its first place within `defaultWithin`.
    public static func standard(today: CalendarDate, household: Household) -> OutingQuestion {
        let ahead = (Weekday.saturday.rawValue - today.weekday.rawValue + 7) % 7
        var saturday = today
        for _ in 0..<ahead { saturday = saturday.next }
        var question = OutingQuestion(date: saturday, time: When.TimeOfDay(hour: 10, minute: 0)!)
        question.children = household.children.map(\.name)
        question.from = household.places.first?.name
        question.within = question.from == nil ? nil : defaultWithin
        return question
    }

    /// How far the standard question looks from a place: a short drive.
    public static let defaultWithin = 25_000.0

    public init(date: CalendarDate, time: When.TimeOfDay) {
        self.date = date
        self.time = time
    }

    /// The names the form's fields carry; any of them in a query means it was asked.
    public static let parameterNames: Set<String> = [
        "date", "time", "now", "child", "age", "from", "within", "setting", "free", "not-visited",
    ]

    /// Whether `query` asks the question (the form was sent, or a shared link opened).
    public static func isAsked(_ query: [(name: String, value: String)]) -> Bool {
        query.contains { parameterNames.contains($0.name) }
    }

    /// Reads `query` over `standard`: a field left empty keeps nothing of the standard question
    /// but the day and time, so "no child chosen" and "any distance" can be said. Every problem is
    /// reported at once, named by the form's field (`date`, `time`, `age`, `within`, `setting`).
    public init(query: [(name: String, value: String)], standard: OutingQuestion) throws(OutingQuestionError)
    {
        self = standard
        children = []
        from = nil
        within = nil
        var problems: [OutingQuestionError.Problem] = []
        for (name, raw) in query {
            let value = raw.trimmingWhitespace
            if value.isEmpty { continue }
            switch name {
            case "date":
                guard let date = CalendarDate(text: value) else {
                    problems.append(.init(field: "date", "expected a date such as \(standard.date)"))
                    continue
                }
                self.date = date
            case "time":
                guard let time = When.TimeOfDay(text: Substring(value)) else {
                    problems.append(.init(field: "time", "expected a time such as 10:00 or 2pm"))
                    continue
                }
                self.time = time
            case "now": now = value == "1"
            case "child": children.append(value)
            case "age":
                // The filter's own rule for an age, so the question and the list read it alike.
                do {
                    age = try AttractionFilter(parameters: [("age", value)]).age
                } catch {
                    problems += error.problems.map { .init(field: "age", $0.reason) }
                }
            case "from": from = value
            case "within":
                guard value == "any" || GroundDistance.metres(text: value) != nil else {
                    problems.append(.init(field: "within", "expected \(GroundDistance.textForm), or any"))
                    continue
                }
                within = GroundDistance.metres(text: value)
            case "setting":
                guard let setting = Setting(rawValue: value) else {
                    problems.append(.init(field: "setting", "expected inside, outside or either"))
                    continue
                }
                self.setting = setting
            case "free": free = value == "1"
            case "not-visited": notVisited = value == "1"
            default: continue
            }
        }
        if !problems.isEmpty { throw OutingQuestionError(problems: problems) }
    }

    /// The question as the filter's parameters (`AttractionFilter(parameters:)`).
    public var filterParameters: [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        if now {
            parameters.append(("open-now", "1"))
        } else {
            let minutes = DecimalText.padded(time.minute, width: 2)
            parameters.append(("open-at", "\(date)T\(DecimalText.padded(time.hour, width: 2)):\(minutes)"))
        }
        parameters += children.map { ("child", $0) }
        if let age { parameters.append(("age", String(age))) }
        if let from {
            parameters.append(("near", from))
            if let within { parameters.append(("within", "\(Int(within))m")) }
        }
        switch setting {
        case .inside: parameters.append(("inside", "1"))
        case .outside: parameters.append(("outside", "1"))
        case .either: break
        }
        if free { parameters.append(("free", "1")) }
        if notVisited { parameters.append(("not-visited", "1")) }
        return parameters
    }

    /// The form field a filter parameter's problem belongs beside.
    public static func field(of parameter: AttractionFilter.Parameter) -> String {
        switch parameter {
        case .openAt, .openNow: "date"
        case .near: "from"
        case .inside, .outside: "setting"
        default: parameter.rawValue
        }
    }
}

/// The fields of a question that cannot be read, all at once.
public struct OutingQuestionError: Error, Equatable, Sendable {
    public struct Problem: Equatable, Sendable {
        public let field: String
        public let reason: String

        public init(field: String, _ reason: String) {
            self.field = field
            self.reason = reason
        }
    }

    public let problems: [Problem]

    public init(problems: [Problem]) {
        self.problems = problems
    }
}
