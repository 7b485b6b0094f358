import Domain
import Presentation

/// The signed-in member's own visits, rating and note on an attraction's page, with a small
/// form for each: add a visit, rate, change the note. Only ever rendered for that member.
enum AttractionVisitsMarkup {
    static func section(
        attractionID: String, _ visits: VisitsViewModel, today: CalendarDate, words: MomentText, csrf: String
    ) -> String {
        let base = "/attractions/\(HTML.pathSegment(attractionID))"
        let day = HTML.attribute(today.description)
        let ratings = Rating.range.map { value in
            let marker = value == visits.rating ? " selected" : ""
            return "<option value=\"\(value)\"\(marker)>\(value)</option>"
        }.joined()
        return """
            <section class="visits" aria-labelledby="visits-heading"><h2 id="visits-heading">Your visits</h2>
            <p class="subtitle">Only you see these.</p>
            <dl class="values"><dt>Visited</dt><dd>\(HTML.text(visits.visitedText(in: words)))</dd>\
            <dt>Rating</dt><dd>\(HTML.text(visits.ratingText))</dd>\
            <dt>Note</dt><dd class="description">\(HTML.text(visits.note ?? "-"))</dd></dl>
            <form class="edit" method="post" action="\(base)/visits">\(FormMarkup.csrfField(csrf))\
            <label for="visit-on">Visited on</label> <input type="date" id="visit-on" name="on" value="\(day)" max="\(day)"> \
            <button type="submit">Add a visit</button></form>
            <form class="edit" method="post" action="\(base)/rating">\(FormMarkup.csrfField(csrf))\
            <label for="visit-rating">Rating (\(Rating.range.lowerBound) to \(Rating.range.upperBound))</label> \
            <select id="visit-rating" name="rating">\(ratings)</select> <button type="submit">Rate</button></form>
            <form class="edit" method="post" action="\(base)/note">\(FormMarkup.csrfField(csrf))\
            <label for="visit-note">Note (at most \(VisitRules.noteLimit) characters; empty clears it)</label>
            <textarea id="visit-note" name="note" rows="3" maxlength="\(VisitRules.noteLimit)">\(HTML.text(visits.note ?? ""))</textarea>
            <button type="submit">Save the note</button></form></section>

            """
    }
}
