import Domain
import Presentation

/// The signed-in member's own visits, rating and note on an attraction's page, and one form to
/// record a visit with what they thought of it: the day (today unless changed), a rating of 1 to
/// 5 with none chosen (none leaves the rating as it is), and the note. Only ever rendered for that
/// member; `saved` is what the last submit saved ("Saved: visit on 6 Dec, rating 4").
enum AttractionVisitsMarkup {
    static func section(
        attractionID: String, _ visits: VisitsViewModel, today: CalendarDate, words: MomentText, csrf: String,
        saved: String? = nil
    ) -> String {
        let base = "/attractions/\(HTML.pathSegment(attractionID))"
        let day = HTML.attribute(today.description)
        let ratings = Rating.range.map { value in
            """
            <label class="choice"><input type="radio" name="rating" value="\(value)"> \(value)</label>
            """
        }.joined()
        let savedMarkup = saved.map { "<p class=\"saved\" role=\"status\">\(HTML.text($0))</p>\n" } ?? ""
        return """
            <section class="visits" aria-labelledby="visits-heading"><h2 id="visits-heading">Your visits</h2>
            \(savedMarkup)<p class="subtitle">Only you see these.</p>
            <p class="visits-summary">\(HTML.text(summary(visits, words: words)))</p>
            <form class="edit visit-record" method="post" action="\(base)/visit-record">\(FormMarkup.csrfField(csrf))
            <p><label for="visit-on">We went on</label>
            <input type="date" id="visit-on" name="on" value="\(day)" max="\(day)"></p>
            <fieldset class="rating"><legend>How was it? (1 to \(Rating.range.upperBound), optional)</legend>\(ratings)</fieldset>
            <label for="visit-note">Note (at most \(VisitRules.noteLimit) characters; empty clears it)</label>
            <textarea id="visit-note" name="note" rows="3" maxlength="\(VisitRules.noteLimit)">\(HTML.text(visits.note ?? ""))</textarea>
            <p><button type="submit" class="primary">Save the visit</button></p></form></section>

            """
    }

    /// "Visited 2 Jan and 6 Dec · Rated 4/5", "Not visited yet".
    static func summary(_ visits: VisitsViewModel, words: MomentText) -> String {
        let days = visits.visited.compactMap(CalendarDate.init(text:)).map(words.day)
        var parts = [days.isEmpty ? "Not visited yet" : "Visited " + listed(days)]
        if visits.rating != nil { parts.append("Rated \(visits.ratingText)") }
        return parts.joined(separator: " · ")
    }

    /// "a", "a and b", "a, b and c".
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// What one submit saved: "Saved: visit on 6 Dec, rating 4, note".
    static func saved(on date: CalendarDate, rating: Int?, noteChanged: Bool, words: MomentText) -> String {
        var parts = ["visit \(words.afterVerb(date))"]
        if let rating { parts.append("rating \(rating)") }
        if noteChanged { parts.append("note") }
        return "Saved: " + parts.joined(separator: ", ")
    }
}
