import Domain
import Presentation
import UseCases

/// `/`: "What can we do on Saturday?" A short GET form (so an answer is a link to share), then
/// the answers as cards, then what is closed at that time. Once asked, the form folds into the line
/// saying what was asked, with "Change", so on a phone the first answer is on the first screen.
enum HomePage {
    struct Content {
        let question: OutingQuestion
        let household: Household
        /// Each child's age on the question's day, by name.
        let childLabels: [(name: String, label: String)]
        /// The question as one line ("Saturday 12 Dec, 10:00 · Ana 4 · from Home").
        let line: String
        let asked: Bool
        /// Problems by form field, shown beside it; the form then stays open.
        var problems: [(field: String, reason: String)] = []
        var cards: [String] = []
        var closed: [(name: String, id: String, reason: String)] = []
        /// The household has no place: `from` is a text field.
        var near: NearPlace?
        /// The "Plan this day" form, for owners and editors.
        var planThisDay = ""
    }

    static func render(_ content: Content, signedIn: RequestContext?) -> String {
        let open = !content.asked || !content.problems.isEmpty
        let form = """
            <details class="question"\(open ? " open" : "")>
            <summary><span class="asked">\(HTML.text(content.line))</span> <span class="change">Change</span></summary>
            \(self.form(content))
            </details>
            """
        return PageLayout(
            title: content.asked && content.problems.isEmpty
                ? "Ideas for \(OutingQuestionText.when(content.question))" : "What can we do?",
            content: form + "\n" + (content.asked && content.problems.isEmpty ? answers(content) : ""),
            signedIn: signedIn, current: .home
        ).render()
    }

    private static func answers(_ content: Content) -> String {
        let count = content.cards.count
        var markup = "<p class=\"count\" role=\"status\">\(count == 1 ? "1 idea" : "\(count) ideas")"
        if let near = content.near { markup += ", nearest first from \(HTML.text(near.label))" }
        markup += ".</p>\n"
        if content.cards.isEmpty {
            markup += "<p>Nothing fits. Try another time, a longer distance, or fewer choices.</p>\n"
        } else {
            markup +=
                "<ol class=\"cards attraction-cards\">\n" + content.cards.joined(separator: "\n")
                + "\n</ol>\n"
        }
        return markup + content.planThisDay
            + AttractionPages.closedList(content.closed, heading: "Closed then")
            + "\n"
    }

    /// A one-button form that makes a plan of the question: its day and time, its children, its
    /// household place, and the first `answers` as stops.
    static func planThisDay(
        _ question: OutingQuestion, household: Household, answers: [String], csrf: String, once: String
    ) -> String {
        func hidden(_ name: String, _ value: String) -> String {
            "<input type=\"hidden\" name=\"\(name)\" value=\"\(HTML.attribute(value))\">"
        }
        let day = "\(question.date.weekday.name) \(question.date.day) \(question.date.month.abbreviation)"
        var fields = [
            hidden("name", day), hidden("numbered", "1"), hidden("date", question.date.description),
            hidden("start", question.time.text),
        ]
        fields += question.children.map { hidden("child", $0) }
        if let from = question.from, let place = household.place(named: from) {
            fields.append(hidden("from", place.name))
        }
        fields += answers.map { hidden("attraction", $0) }
        let stops = answers.count == 1 ? "the first idea" : "the first \(answers.count) ideas"
        return """
            <form class="inline plan-this-day" method="post" action="/plans">\(FormMarkup.csrfField(csrf))\(once)\(fields.joined())\
            <button type="submit" class="primary">Plan this day</button></form>
            <p class="hint">Makes a plan for \(HTML.text(day)) with \(answers.isEmpty ? "no stops yet" : stops); \
            you change it on its page.</p>

            """
    }

    private static func form(_ content: Content) -> String {
        let question = content.question
        func problem(_ field: String) -> (markup: String, attributes: String) {
            let reasons = content.problems.filter { $0.field == field }.map(\.reason)
            guard !reasons.isEmpty else { return ("", "") }
            return (
                "<p class=\"field-error\" id=\"q-\(field)-error\">\(HTML.text(reasons.joined(separator: "; ")))</p>",
                " aria-describedby=\"q-\(field)-error\" aria-invalid=\"true\""
            )
        }
        let date = problem("date")
        let time = problem("time")
        let time24 =
            "\(DecimalText.padded(question.time.hour, width: 2)):\(DecimalText.padded(question.time.minute, width: 2))"
        let when = """
            <fieldset><legend>When</legend>\(date.markup)\(time.markup)
            <label for="q-date">Day</label><input type="date" id="q-date" name="date" value="\(question.date)"\(date.attributes)>
            <label for="q-time">Time</label><input type="time" id="q-time" name="time" value="\(time24)"\(time.attributes)>
            \(check("now", "Now instead", on: question.now))
            </fieldset>
            """
        return """
            <form method="get" action="/" class="question" aria-label="What can we do?">
            \(when)
            \(who(content, problem("child"), problem("age")))
            \(from(content, problem("from"), problem("within")))
            \(setting(question, problem("setting")))
            <fieldset><legend>Only</legend>\(check("free", "Free", on: question.free))\(check("not-visited", "Not visited yet", on: question.notVisited))</fieldset>
            <p><button type="submit" class="primary">Show ideas</button></p>
            </form>
            """
    }

    private static func who(
        _ content: Content, _ child: (markup: String, attributes: String),
        _ age: (markup: String, attributes: String)
    ) -> String {
        let chosen = Set(content.question.children.map { $0.lowercased() })
        let children = content.childLabels.enumerated().map { index, entry in
            let on = chosen.contains(entry.name.lowercased()) ? " checked" : ""
            return """
                <div class="check"><input type="checkbox" id="q-child-\(index)" name="child" value="\(HTML.attribute(entry.name))"\(on)\(child.attributes)> \
                <label for="q-child-\(index)">\(HTML.text(entry.label))</label></div>
                """
        }.joined()
        let ageField = """
            <label for="q-age">\(content.childLabels.isEmpty ? "Child's age" : "Or a child's age")</label>\
            <input type="number" id="q-age" name="age" min="0" max="\(AgeRange.oldestWritten)" inputmode="numeric" value="\(content.question.age.map(String.init) ?? "")"\(age.attributes)>
            """
        let hint =
            content.childLabels.isEmpty
            ? "<p class=\"hint\"><a href=\"/household\">Add your children</a> to choose them here.</p>" : ""
        return
            "<fieldset><legend>Who is coming</legend>\(child.markup)\(age.markup)\(children)\(ageField)\(hint)</fieldset>"
    }

    private static func from(
        _ content: Content, _ problem: (markup: String, attributes: String),
        _ within: (markup: String, attributes: String)
    ) -> String {
        let question = content.question
        let places = content.household.places
        let field: String
        if places.isEmpty {
            field = """
                <label for="q-from">From</label><input type="text" id="q-from" name="from" value="\(HTML.formValue(question.from ?? ""))" placeholder="a place, an attraction or 40.5853,-105.0844"\(problem.attributes)>
                <p class="hint"><a href="/household">Add your places</a>, such as Home, to choose them here.</p>
                """
        } else {
            let chosen = question.from.flatMap { content.household.place(named: $0)?.name } ?? question.from
            let options =
                ["<option value=\"\"\(chosen == nil ? " selected" : "")>Anywhere</option>"]
                + places.map { place in
                    "<option value=\"\(HTML.attribute(place.name))\"\(place.name == chosen ? " selected" : "")>\(HTML.text(place.name))</option>"
                }
            field = """
                <label for="q-from">From</label><select id="q-from" name="from"\(problem.attributes)>\(options.joined())</select>
                """
        }
        let distances: [(String, Double?)] = [
            ("5km", 5_000), ("10km", 10_000), ("25km", 25_000), ("50km", 50_000), ("any", nil),
        ]
        let options = distances.map { value, metres in
            let label = metres.map { DistanceText.text(metres: $0) } ?? "Any distance"
            return
                "<option value=\"\(value)\"\(metres == question.within ? " selected" : "")>\(label)</option>"
        }.joined()
        return """
            <fieldset><legend>From</legend>\(problem.markup)\(within.markup)\(field)
            <label for="q-within">Within</label><select id="q-within" name="within"\(within.attributes)>\(options)</select>
            </fieldset>
            """
    }

    private static func setting(_ question: OutingQuestion, _ problem: (markup: String, attributes: String))
        -> String
    {
        let labels: [OutingQuestion.Setting: String] = [
            .inside: "Inside", .outside: "Outside", .either: "Either",
        ]
        let choices = OutingQuestion.Setting.allCases.map { setting in
            let on = setting == question.setting ? " checked" : ""
            return """
                <div class="check"><input type="radio" id="q-setting-\(setting.rawValue)" name="setting" value="\(setting.rawValue)"\(on)\(problem.attributes)> \
                <label for="q-setting-\(setting.rawValue)">\(labels[setting] ?? setting.rawValue)</label></div>
                """
        }.joined()
        return "<fieldset><legend>Inside or outside</legend>\(problem.markup)\(choices)</fieldset>"
    }

    private static func check(_ name: String, _ label: String, on: Bool) -> String {
        """
        <div class="check"><input type="checkbox" id="q-\(name)" name="\(name)" value="1"\(on ? " checked" : "")> \
        <label for="q-\(name)">\(label)</label></div>
        """
    }
}
