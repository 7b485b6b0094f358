import Domain
import UseCases

/// The home page's question in words: the line an answer starts with ("Saturday 12 Dec, 10:00 ·
/// Ana 4, Ben 7 · from Home · inside"), and each chosen child with their age on the day asked
/// about, so what was asked can be read back and shared.
public enum OutingQuestionText {
    /// "Saturday 12 Dec, 10:00", or "Now".
    public static func when(_ question: OutingQuestion) -> String {
        guard !question.now else { return "Now" }
        let date = question.date
        let time = "\(question.time.hour):\(DecimalText.padded(question.time.minute, width: 2))"
        return "\(date.weekday.name) \(date.day) \(date.month.abbreviation), \(time)"
    }

    /// "Ana 4", each chosen child by their name as the household has it, with their age on the
    /// question's day (today with `now`); a name the household lacks is left as typed.
    public static func children(_ question: OutingQuestion, household: Household, today: CalendarDate)
        -> [String]
    {
        let day = question.now ? today : question.date
        return question.children.map { name in
            guard let child = household.child(named: name) else { return name }
            return child.age(on: day).map { "\(child.name) \($0)" } ?? child.name
        }
    }

    /// The whole line, the parts not asked left out.
    public static func line(_ question: OutingQuestion, household: Household, today: CalendarDate) -> String {
        var parts = [when(question)]
        let children = children(question, household: household, today: today)
        if !children.isEmpty { parts.append(children.joined(separator: ", ")) }
        if let age = question.age { parts.append("age \(age)") }
        if let from = question.from {
            let name = household.place(named: from)?.name ?? from
            let within = question.within.map { " within \(DistanceText.text(metres: $0))" } ?? ""
            parts.append("from \(name)\(within)")
        }
        if question.setting != .either { parts.append(question.setting.rawValue) }
        if question.free { parts.append("free") }
        if question.notVisited { parts.append("not visited yet") }
        return parts.joined(separator: " · ")
    }
}
