import Domain

/// The add/edit form's opening hours as a week: each day "Closed", or open from a time to a time
/// (`type="time"`), with a second period for a lunch break. It writes the `opening_hours` text
/// (`OpeningHours(week:)`), which stays editable under "Advanced"; the week is shown only when
/// the hours fit it (`OpeningHours.formWeek`) or are not known, else the text alone.
///
/// Fields per day, `mo` ... `su`: `hours-mo-closed` (a checkbox), `hours-mo-from`, `hours-mo-to`,
/// `hours-mo-from2`, `hours-mo-to2`. `hours-week=1` says the form showed the week: a form without
/// it (a script's post) is read as before, by its `hours` text alone.
enum OpeningHoursWeekForm {
    static let marker = "hours-week"
    private static let parts = ["closed", "from", "to", "from2", "to2"]

    /// The form's field name of one part of a day.
    static func name(_ weekday: Weekday, _ part: String) -> String {
        "hours-\(weekday.abbreviation.lowercased())-\(part)"
    }

    /// What the posted week says.
    enum Reading: Equatable {
        /// The hours' text; empty when no day was filled in (hours not known).
        case text(String)
        /// Why the week is no opening hours, naming the day.
        case problem(String)
    }

    /// The posted week's own fields, to show them again as typed.
    static func typed(_ form: FormBody) -> [String: String]? {
        guard form[marker] == "1" else { return nil }
        var fields: [String: String] = [:]
        for weekday in Weekday.allCases {
            for part in parts { fields[name(weekday, part)] = form[name(weekday, part)] ?? "" }
        }
        return fields
    }

    /// The week in `fields` (as `typed` gives them). A day marked closed, or left empty while
    /// another day has times, is closed; a time without its pair, or one that is no `H:MM`, is a
    /// problem. A closing time of `00:00` is midnight, the end of the day.
    static func read(_ fields: [String: String]) -> Reading {
        var days: [[OpeningHours.DaySpan]] = []
        for weekday in Weekday.allCases {
            func value(_ part: String) -> String { (fields[name(weekday, part)] ?? "").trimmingWhitespace }
            guard value("closed").isEmpty else {
                days.append([])
                continue
            }
            var spans: [OpeningHours.DaySpan] = []
            for (from, to) in [("from", "to"), ("from2", "to2")] {
                let (opens, closes) = (value(from), value(to))
                if opens.isEmpty && closes.isEmpty { continue }
                guard let start = minutes(opens), let end = minutes(closes) else {
                    return .problem(
                        "\(weekday.name): give both the opening and the closing time, such as 9:00 and 17:00")
                }
                spans.append(OpeningHours.DaySpan(start: start, end: end == 0 ? 24 * 60 : end))
            }
            days.append(spans)
        }
        let anyFilled = Weekday.allCases.contains { weekday in
            parts.contains { !(fields[name(weekday, $0)] ?? "").trimmingWhitespace.isEmpty }
        }
        guard anyFilled else { return .text("") }
        do {
            return .text(try OpeningHours(week: days).text)
        } catch {
            return .problem(error.description)
        }
    }

    /// `H:MM` or `HH:MM` (what a time input sends) as minutes since midnight; nil for anything else.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let hour = Int(parts[0]),
            let minute = Int(parts[1]),
            hour < 24, minute < 60
        else { return nil }
        return hour * 60 + minute
    }

    /// The week's fields for the hours `text`: as `typed` when the form is shown again, else from
    /// the hours; nil when the hours do not fit a week (or cannot be read), to be edited as text.
    static func fields(for text: String, typed: [String: String]?) -> [String: String]? {
        if let typed { return typed }
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return [:] }
        guard let week = (try? OpeningHours(text: trimmed))?.formWeek else { return nil }
        var fields: [String: String] = [:]
        for (weekday, spans) in zip(Weekday.allCases, week) {
            if spans.isEmpty { fields[name(weekday, "closed")] = "1" }
            for (span, (from, to)) in zip(spans, [("from", "to"), ("from2", "to2")]) {
                fields[name(weekday, from)] = clock(span.start)
                fields[name(weekday, to)] = clock(span.end == 24 * 60 ? 0 : span.end)
            }
        }
        return fields
    }

    /// `HH:MM`, as a time input takes its value.
    private static func clock(_ minutes: Int) -> String {
        "\(DecimalText.padded(minutes / 60, width: 2)):\(DecimalText.padded(minutes % 60, width: 2))"
    }

    /// The week's rows, with the marker and, when the posted week was refused, why.
    static func markup(_ fields: [String: String], problem: String?) -> String {
        let error =
            problem.map { "\n<p class=\"field-error\" id=\"hours-week-error\">\(HTML.text($0))</p>" } ?? ""
        let described = "hours-week-hint" + (problem == nil ? "" : " hours-week-error")
        let rows = Weekday.allCases.map { weekday in
            func input(_ part: String, _ label: String) -> String {
                let id = name(weekday, part)
                return """
                    <span class="time"><label for="\(id)">\(label)</label> \
                    <input type="time" id="\(id)" name="\(id)" value="\(HTML.attribute(fields[id] ?? ""))"></span>
                    """
            }
            let closed = name(weekday, "closed")
            let checked = (fields[closed] ?? "").isEmpty ? "" : " checked"
            return """
                <fieldset class="week-day"><legend>\(weekday.name)</legend>
                <span class="closed"><input type="checkbox" id="\(closed)" name="\(closed)" value="1"\(checked)> \
                <label for="\(closed)">Closed</label></span>
                \(input("from", "Opens")) \(input("to", "Closes"))
                \(input("from2", "Opens again")) \(input("to2", "Closes"))
                </fieldset>
                """
        }.joined(separator: "\n")
        return """
            <fieldset class="week" aria-describedby="\(described)"><legend>Opening hours</legend>
            <input type="hidden" name="\(marker)" value="1">
            <p class="hint" id="hours-week-hint">Each day: tick Closed, or give when it opens and closes; "Opens again" is for a \
            second period after a break. Days left empty are closed; leave every day empty when the hours are \
            not known.</p>\(error)
            \(rows)
            </fieldset>
            """
    }
}
