/// The rules every plan is held to, checked on the plans a change would leave, so the CLI, the
/// web pages and a restored backup meet the same ones. Findings about the day (closed, too young,
/// late) are not rules: a plan that has them is still saved and shows them.
public enum PlanRules {
    public static let maximumNameLength = 60
    public static let maximumNotesLength = 200
    /// What one page and one printed sheet can still show.
    public static let maximumStops = 30
    public static let maximumPlans = 500
    /// A stay is 5 minutes to 12 hours.
    public static let stayMinutes = 5...720
    /// What a stop stays when nothing else is known.
    public static let defaultStay = 90

    /// A plan's name or a free-text stop: trimmed, one line of 1 to 60 characters of any script.
    public static func name(_ text: String) throws(PlanError) -> String {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .emptyName }
        guard HouseholdRules.isOneCleanLine(trimmed, characters: maximumNameLength) else {
            throw .name(maximum: maximumNameLength)
        }
        return trimmed
    }

    /// A stop's notes: trimmed, one line of at most 200 characters; empty is none.
    public static func notes(_ text: String) throws(PlanError) -> String {
        let trimmed = text.trimmingWhitespace
        guard HouseholdRules.isOneCleanLine(trimmed, characters: maximumNotesLength) else {
            throw .notes(maximum: maximumNotesLength)
        }
        return trimmed
    }

    /// A stay as typed: `90`, `90m`, `1h`, `1h30m` or `1:30`, within `stayMinutes`.
    public static func stay(_ text: String) throws(PlanError) -> Int {
        let typed = text.trimmingWhitespace.lowercased()
        var minutes: Int?
        if let colon = typed.firstIndex(of: ":") {
            let hours = typed[..<colon]
            let rest = typed[typed.index(after: colon)...]
            if DecimalText.isDigits(hours), rest.count == 2, DecimalText.isDigits(rest), let h = Int(hours),
                let m = Int(rest), m < 60
            {
                minutes = h * 60 + m
            }
        } else if DecimalText.isDigits(Substring(typed)) {
            minutes = Int(typed)
        } else {
            minutes = hoursAndMinutes(Substring(typed))
        }
        guard let minutes, stayMinutes.contains(minutes) else { throw .stay }
        return minutes
    }

    /// The stay a stop of an attraction of `type` gets when none is given: what families usually
    /// spend at such a place.
    public static func defaultStay(forType type: String) -> Int {
        let kind = type.lowercased()
        let usual: [(words: [String], minutes: Int)] = [
            (["playground", "park", "splash"], 60),
            (["library", "café", "cafe", "restaurant", "ice cream"], 45),
            (["museum", "farm", "garden", "pool", "science"], 120),
            (["zoo", "aquarium", "theme park", "amusement"], 180),
        ]
        return usual.first { entry in entry.words.contains { kind.contains($0) } }?.minutes ?? defaultStay
    }

    /// Checks the plans a change would leave: names valid and unique without case, ids valid and
    /// unique, every plan and stop within its bounds.
    public static func check(_ plans: [Plan]) throws(PlanError) {
        guard plans.count <= maximumPlans else { throw .tooMany("plans", maximumPlans) }
        var names: [String: String] = [:]
        var ids = Set<String>()
        for plan in plans {
            guard try name(plan.name) == plan.name else { throw .name(maximum: maximumNameLength) }
            if let first = names[plan.name.lowercased()] { throw .planExists(first) }
            names[plan.name.lowercased()] = plan.name
            guard AttractionID.problem(plan.id) == nil, ids.insert(plan.id).inserted else {
                throw .id(plan.id)
            }
            guard plan.stops.count <= maximumStops else { throw .tooMany("stops in a plan", maximumStops) }
            var stopIDs = Set<String>()
            for stop in plan.stops {
                guard AttractionID.problem(stop.id) == nil, stopIDs.insert(stop.id).inserted else {
                    throw .id(stop.id)
                }
                guard stayMinutes.contains(stop.stay) else { throw .stay }
                guard try notes(stop.notes) == stop.notes else { throw .notes(maximum: maximumNotesLength) }
                if stop.attractionID == nil {
                    guard try name(stop.label) == stop.label else { throw .name(maximum: maximumNameLength) }
                }
            }
        }
    }

    /// `name`, or with " (2)", " (3)"... after it when a plan of `plans` has it already: a plan
    /// made in one click (from a question's answers) never fails on its name.
    public static func freeName(_ name: String, among plans: [Plan]) -> String {
        let taken = Set(plans.map { $0.name.lowercased() })
        var candidate = name
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(name) (\(number))"
            number += 1
        }
        return candidate
    }

    public static func sameName(_ left: String, _ right: String) -> Bool {
        left.lowercased() == right.trimmingWhitespace.lowercased()
    }

    /// `1h`, `30m`, `1h30m`, `1h 30m`: nil for anything else.
    private static func hoursAndMinutes(_ text: Substring) -> Int? {
        var total = 0
        var digits = ""
        var sawUnit = false
        for character in text where character != " " {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == "h" || character == "m", let value = Int(digits), digits.count <= 3 {
                total += character == "h" ? value * 60 : value
                digits = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        return sawUnit && digits.isEmpty ? total : nil
    }
}

public enum PlanError: Error, Equatable, Sendable, CustomStringConvertible {
    case emptyName
    case name(maximum: Int)
    case notes(maximum: Int)
    case stay
    case id(String)
    case planExists(String)
    case tooMany(String, Int)

    public var description: String {
        switch self {
        case .emptyName: "a name cannot be empty"
        case .name(let maximum):
            "a name is one line of at most \(maximum) characters, without control or bidi characters"
        case .notes(let maximum):
            "notes are one line of at most \(maximum) characters, without control or bidi characters"
        case .stay:
            "a stay is written 90, 90m, 1h30m or 1:30, from \(PlanRules.stayMinutes.lowerBound) minutes to \(PlanRules.stayMinutes.upperBound / 60) hours"
        case .id(let id): "plan or stop id \"\(id)\" is not one Outings could have made, or is used twice"
        case .planExists(let name): "there is already a plan named \(name)"
        case .tooMany(let list, let maximum): "there can be at most \(maximum) \(list)"
        }
    }
}
